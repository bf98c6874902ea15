/**
 * Which redirect URIs a client may register (RFC 8252 for native apps, RFC 9700 §2.1 for the rest):
 * - https URLs;
 * - http only on a loopback host, any port (RFC 8252 §7.3; `localhost` is accepted for the clients that use it);
 * - a private-use scheme for native apps (RFC 8252 §7.1), never one a browser would execute or read locally.
 * No fragment (RFC 6749 §3.1.2), no user info.
 */
const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'file', 'vbscript', 'blob', 'about', 'ws', 'wss', 'ftp', 'filesystem']);
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

export function redirectUriProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0) return 'must be a non-empty string';
  if (value.length > 2000) return 'is longer than 2000 characters';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.hash !== '' || value.includes('#')) return 'must not contain a fragment';
  if (url.username !== '' || url.password !== '') return 'must not contain user information';
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (scheme === 'https') return url.hostname ? undefined : 'needs a host';
  if (scheme === 'http') {
    return LOOPBACK_HOSTS.has(url.hostname) ? undefined : 'may use http only on a loopback host (127.0.0.1, [::1], localhost)';
  }
  if (FORBIDDEN_SCHEMES.has(scheme)) return `may not use the ${scheme}: scheme`;
  return undefined;
}

/**
 * RFC 6749 §3.1.2.3 with RFC 9700 §4.1.3: the redirect URI must equal a registered one, character for character,
 * except the port of an http loopback URI (RFC 8252 §7.3, RFC 9700 §2.1): a native app listens on whatever port the
 * system gives it at the time of the request, so `http://127.0.0.1/cb` (or `:3000/cb`) as registered answers for
 * `http://127.0.0.1:51234/cb`. Scheme, host (`localhost`, `127.0.0.1` and `[::1]` are not interchangeable), path
 * and query must still be the registered ones exactly.
 */
export function redirectUriMatches(registered: readonly string[], given: string): boolean {
  return registered.includes(given) || registered.some((uri) => loopbackPortVariant(uri, given));
}

function loopbackPortVariant(registered: string, given: string): boolean {
  let url: URL;
  try {
    url = new URL(registered);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname) || !given.startsWith('http://')) return false;
  const port = /^http:\/\/[^/?#]*:(\d{1,5})[/?]/.exec(given)?.[1];
  if (port === undefined) return false;
  url.port = port;
  // The registered URI with the asked port, written as the WHATWG serialiser writes it (as registrations are
  // written by clients): any other difference, however small, is refused.
  return url.href === given;
}

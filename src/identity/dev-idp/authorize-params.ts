/** The authorization request of the development IdP (RFC 6749 §4.1.1 with RFC 7636 PKCE), checked. */
export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  code_challenge: string;
  code_challenge_method: string;
  state?: string;
  nonce?: string;
  scope?: string;
}

export const DEV_CLIENT_ID = 'lumen-dev';

function single(source: Record<string, unknown>, name: string): string | undefined {
  const v = source[name];
  return typeof v === 'string' ? v : undefined;
}

/** Under PUBLIC_URL: same origin, and a path inside PUBLIC_URL's path. */
export function redirectAllowed(redirectUri: string, publicUrl: string): boolean {
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    return false;
  }
  const base = new URL(publicUrl);
  const basePath = base.pathname.replace(/\/$/, '');
  return target.origin === base.origin && (target.pathname === basePath || target.pathname.startsWith(`${basePath}/`)) && !target.hash;
}

export type Checked =
  | { ok: true; params: AuthorizeParams }
  /** The redirect URI cannot be trusted: show the error, never redirect (RFC 6749 §4.1.2.1). */
  | { ok: false; redirect: false; message: string }
  | { ok: false; redirect: true; params: Pick<AuthorizeParams, 'redirect_uri' | 'state'>; error: string; message: string };

export function checkAuthorize(source: Record<string, unknown>, publicUrl: string): Checked {
  const clientId = single(source, 'client_id');
  const redirectUri = single(source, 'redirect_uri');
  if (clientId !== DEV_CLIENT_ID) return { ok: false, redirect: false, message: `Unknown client_id; the development IdP serves only ${DEV_CLIENT_ID}.` };
  if (!redirectUri || !redirectAllowed(redirectUri, publicUrl)) {
    return { ok: false, redirect: false, message: `redirect_uri must be an address under ${publicUrl}.` };
  }
  const state = single(source, 'state');
  const back = { redirect_uri: redirectUri, ...(state === undefined ? {} : { state }) };
  if (single(source, 'response_type') !== 'code') {
    return { ok: false, redirect: true, params: back, error: 'unsupported_response_type', message: 'response_type must be code' };
  }
  const challenge = single(source, 'code_challenge');
  // RFC 9700 §2.1.1: PKCE is required, and only S256.
  if (single(source, 'code_challenge_method') !== 'S256' || !challenge || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
    return { ok: false, redirect: true, params: back, error: 'invalid_request', message: 'PKCE with code_challenge_method=S256 is required' };
  }
  const params: AuthorizeParams = {
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  };
  const nonce = single(source, 'nonce');
  const scope = single(source, 'scope');
  if (state !== undefined) params.state = state;
  if (nonce !== undefined) params.nonce = nonce;
  if (scope !== undefined) params.scope = scope;
  return { ok: true, params };
}

export function errorRedirect(redirectUri: string, issuer: string, error: string, description: string, state?: string): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (state !== undefined) url.searchParams.set('state', state);
  url.searchParams.set('iss', issuer);
  return url.toString();
}

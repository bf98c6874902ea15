import { createHash, randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import { type TestServer, startServer } from '../../helpers/server.js';

/** Drives Lumen's authorization server over plain HTTP, the way a browser would (cookie kept by hand). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export async function registerClient(
  server: TestServer,
  body: Record<string, unknown> = {},
): Promise<{ client_id: string; redirect_uris: string[] }> {
  const res = await server.fetch('/oauth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uris: ['http://127.0.0.1:9/callback'], client_name: 'Test client', ...body }),
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { client_id: string; redirect_uris: string[] };
}

/**
 * An authorization request URL for `clientId` at the driver's redirect URI with a fresh S256 challenge; `overrides`
 * set a parameter, or delete it with null.
 */
export function authorizeUrl(server: TestServer, clientId: string, overrides: Record<string, string | null> = {}): string {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: 'http://127.0.0.1:9/callback',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    state: 'xyz',
    scope: 'mcp:read',
  });
  for (const [k, v] of Object.entries(overrides)) if (v === null) q.delete(k); else q.set(k, v);
  return `${server.url}/oauth/authorize?${q}`;
}

/** Where an error page's "Return to" link goes: the error the client gets if the person follows it. */
export function linkBack(html: string): URL {
  const href = /<a href="([^"]+)">Return to/.exec(html)?.[1];
  if (!href) throw new Error('the page has no link back to the client');
  return new URL(href.replace(/&#(\d+);/g, (_x, n: string) => String.fromCharCode(Number(n))));
}

/** A server with one registered client for a test file: started before its tests, closed after them. */
export function serverWithClient(): { server: TestServer; clientId: string } {
  const shared = {} as { server: TestServer; clientId: string };
  before(async () => {
    shared.server = await startServer();
    shared.clientId = (await registerClient(shared.server)).client_id;
  });
  after(async () => shared.server.close());
  return shared;
}

export interface AuthorizeOptions {
  clientId: string;
  redirectUri?: string;
  challenge: string;
  state?: string;
  username?: string;
  decision?: 'approve' | 'deny';
  extra?: Record<string, string>;
  /** Reuse a signed-in session cookie. */
  cookie?: string;
  /** The authorization endpoint as the client's metadata names it (default `${server.url}/oauth/authorize`); a 307 from it is followed. */
  endpoint?: string;
}

function hidden(html: string, name: string): string {
  const m = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!m) throw new Error(`no hidden field ${name} in page`);
  return m[1]!.replace(/&#(\d+);/g, (_x, n: string) => String.fromCharCode(Number(n)));
}

/** Authorize → sign in at the development IdP → consent → decision. Resolves to the client redirect URL. */
export async function authorize(server: TestServer, o: AuthorizeOptions): Promise<{ location: URL; cookie: string; consentHtml: string }> {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: o.clientId,
    redirect_uri: o.redirectUri ?? 'http://127.0.0.1:9/callback',
    code_challenge: o.challenge,
    code_challenge_method: 'S256',
    scope: 'mcp:read',
    state: o.state ?? 'st-123',
    resource: `${server.url}/mcp`,
    ...o.extra,
  });
  let cookie = o.cookie ?? '';
  let res = await fetch(`${o.endpoint ?? `${server.url}/oauth/authorize`}?${q}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  // At a loopback alias the request continues at the public URL, as a browser follows a 307.
  if (res.status === 307) res = await fetch(res.headers.get('location')!, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  let html: string;
  if (res.status === 303) {
    const idp = new URL(res.headers.get('location')!);
    if (!idp.pathname.startsWith('/dev-idp/')) return { location: idp, cookie, consentHtml: '' };
    const loginCookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const form = new URLSearchParams(idp.searchParams);
    form.set('username', o.username ?? 'alice');
    res = await fetch(idp, { method: 'POST', body: form, redirect: 'manual' });
    if (res.status !== 303) throw new Error(`dev IdP answered ${res.status}: ${await res.text()}`);
    res = await fetch(res.headers.get('location')!, { redirect: 'manual', headers: { cookie: loginCookie } });
    if (res.status !== 303) throw new Error(`login callback answered ${res.status}: ${await res.text()}`);
    cookie = res.headers.getSetCookie().find((c) => c.startsWith('lumen_oauth_session='))!.split(';')[0]!;
    // Signed in, the browser asks the authorization request again and finds its consent page there.
    res = await fetch(new URL(res.headers.get('location')!, server.url), { redirect: 'manual', headers: { cookie } });
    if (res.status !== 200) throw new Error(`authorize after sign-in answered ${res.status}: ${await res.text()}`);
  } else if (res.status !== 200) {
    throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
  }
  html = await res.text();
  const decision = new URLSearchParams({ request: hidden(html, 'request'), csrf: hidden(html, 'csrf'), decision: o.decision ?? 'approve' });
  res = await fetch(`${server.url}/oauth/authorize/decision`, { method: 'POST', body: decision, headers: { cookie }, redirect: 'manual' });
  if (res.status !== 303) throw new Error(`decision answered ${res.status}: ${await res.text()}`);
  return { location: new URL(res.headers.get('location')!), cookie, consentHtml: html };
}

export async function token(server: TestServer, form: Record<string, string>): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await server.fetch('/oauth/token', { method: 'POST', body: new URLSearchParams(form) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

/** Registration, consent and code exchange in one: a fresh token pair for `username`, for `resource` (RFC 8707). */
export async function connect(server: TestServer, username = 'alice', name = 'Test client', resource = `${server.url}/mcp`) {
  const client = await registerClient(server, { client_name: name });
  const { verifier, challenge } = pkcePair();
  const { location, cookie } = await authorize(server, { clientId: client.client_id, challenge, username, extra: { resource } });
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const t = await token(server, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: 'http://127.0.0.1:9/callback',
    client_id: client.client_id,
    code_verifier: verifier,
    resource,
  });
  if (t.status !== 200) throw new Error(`token answered ${t.status}: ${JSON.stringify(t.body)}`);
  return { clientId: client.client_id, cookie, access: t.body.access_token as string, refresh: t.body.refresh_token as string };
}

export async function mcp(server: TestServer, access: string | undefined, method: string, params: Record<string, unknown> = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  if (access) headers.authorization = `Bearer ${access}`;
  return server.fetch('/mcp', { method: 'POST', headers, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
}

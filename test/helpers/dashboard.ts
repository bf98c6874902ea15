import { portalToken } from './identity.js';
import type { TestServer } from './server.js';

export const DASHBOARD_COOKIE = 'lumen_dashboard';

function setCookies(res: Response): string[] {
  return res.headers.getSetCookie();
}

function cookieValue(res: Response, name: string): string | undefined {
  for (const line of setCookies(res)) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    if (pair!.slice(0, eq) === name) return pair!.slice(eq + 1);
  }
  return undefined;
}

/**
 * Signs `username` in to the dashboard without a browser, as a browser would: /dashboard/sign-in → the
 * development IdP's form → the callback (with the login cookie) → the session cookie. Returns its value.
 */
export async function signInDashboard(server: TestServer, username: string, previous?: string): Promise<string> {
  return (await signInDashboardFrom(server, '/dashboard/sign-in', username, previous)).session;
}

/** A sign-in started at `start` (a /dashboard/sign-in address): the session cookie and where the callback sends the browser. */
export async function signInDashboardFrom(server: TestServer, start: string, username: string, previous?: string): Promise<{ session: string; location: string }> {
  // `previous`: the session cookie this browser already holds (it is sent to /dashboard/sign-in, as a browser would).
  const started = await server.fetch(start, { redirect: 'manual', ...(previous ? { headers: { cookie: `${DASHBOARD_COOKIE}=${previous}` } } : {}) });
  const login = cookieValue(started, 'lumen_oauth_login');
  const authorize = new URL(started.headers.get('location')!);
  const form = new URLSearchParams(authorize.searchParams);
  form.set('username', username);
  const idp = await fetch(authorize.origin + authorize.pathname, { method: 'POST', body: form, redirect: 'manual' });
  const callback = idp.headers.get('location');
  if (!callback || !login) throw new Error(`sign-in did not reach the callback (${idp.status})`);
  const done = await fetch(callback, { headers: { cookie: `lumen_oauth_login=${login}` }, redirect: 'manual' });
  const session = cookieValue(done, DASHBOARD_COOKIE);
  if (done.status !== 303 || !session) throw new Error(`callback answered ${done.status} without a session`);
  return { session, location: done.headers.get('location') ?? '' };
}

/** The dashboard page at `path` with the session, the CSRF token of its forms and the one-time id of its create form. */
export async function dashboardPage(server: TestServer, session: string, path = '/dashboard'): Promise<{ status: number; html: string; csrf: string; form: string }> {
  const res = await server.fetch(path, { headers: { cookie: `${DASHBOARD_COOKIE}=${session}` }, redirect: 'manual' });
  const html = await res.text();
  return { status: res.status, html, csrf: /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '', form: /name="form" value="([^"]+)"/.exec(html)?.[1] ?? '' };
}

/** Posts a dashboard form with the session cookie (and whatever headers a test adds). */
export function postForm(server: TestServer, session: string | undefined, path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(session ? { cookie: `${DASHBOARD_COOKIE}=${session}` } : {}), ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** The keys (the first 100) of portal user `sub` as the portal API lists them, with a development IdP token. */
export async function portalKeys(server: TestServer, sub: string): Promise<Array<{ id: string; name: string; revoked: boolean }>> {
  const res = await server.fetch('/portal/keys?limit=100', { headers: { authorization: `Bearer ${await portalToken(server, sub)}` } });
  return ((await res.json()) as { items: Array<{ id: string; name: string; revoked: boolean }> }).items;
}

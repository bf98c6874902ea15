import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LumenError, isLumenError } from '../platform/errors/index.js';
import { registerProblemPage } from '../platform/http/problem-pages.js';
import { type RawRoute, rawRoute } from '../platform/http/raw-route.js';
import type { ExternalSignIn } from '../oauth/index.js';
import { registerDashboardAssets } from './assets/assets.js';
import { type GuardDeps, guard } from './guard.js';
import { html } from './html/html.js';
import { sendHtml } from './html/layout.js';
import { NOTICES, confirmPage, keyCreatedPage, keyPage, landingPage, overviewPage } from './html/pages.js';
import { sendProblemPage } from './html/problem-page.js';
import type { PortalCalls } from './portal-calls.js';
import { safeReturnTo } from './return-to.js';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session/cookie.js';
import { FormAlreadyUsed, useCreateForm } from './session/create-forms.js';
import { STALE_TOKEN, sentFromOurPage } from './session/csrf.js';
import { type DashboardSession, DashboardSessions } from './session/session-store.js';

export interface DashboardRouteDeps extends GuardDeps {
  calls: PortalCalls;
  signIn: ExternalSignIn;
  publicUrl: string;
}

type Params = { id: string };
const field = (request: FastifyRequest, name: string): unknown => (request.body as Record<string, unknown> | undefined)?.[name];
const notice = (request: FastifyRequest) => NOTICES[String((request.query as Record<string, unknown>).done ?? '')];
const userOf = (s: DashboardSession) => ({ label: s.label, csrf: s.csrf });
const isFormId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value);
const missingFormId = new LumenError(
  'validation_failed',
  'This form was not sent from the dashboard page: it lacks the one-time id each create form carries, so no key was created. Reload the dashboard and create the key from the form there.',
  { errors: [{ field: 'body.form', message: 'required: the one-time id of the create form' }] },
);
const nameProblem = 'Give the key a name of 1 to 100 characters, with no control or bidirectional formatting characters.';
// A form loaded under an earlier session (signed out, or in again, in another tab since): shown again, unused.
const staleForm = (nothing: string) => `${nothing}: this page was loaded before you signed in again (in another tab, or after your session ended). What you typed is kept here; check it and send it again.`;
const badReturnTo = new LumenError('validation_failed', 'return_to must be the path of a dashboard page on this site (such as /dashboard/keys/…), not an address elsewhere.', {
  errors: [{ field: 'query.return_to', message: 'a relative path under /dashboard' }],
});

// The pages in the OpenAPI document (HTML for people; scripts use /portal/*). Every answer is per person: no-store.
const tags = ['dashboard'];
const pageResponse = { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } };
const pageRoute = (path: string, summary: string, responses: Record<string, unknown> = { '200': pageResponse }): RawRoute => ({
  method: 'GET',
  path,
  openapi: { tags, summary, responses },
  cacheControl: 'no-store',
});
const formRoute = (path: string, summary: string, responses?: Record<string, unknown>): RawRoute => ({
  method: 'POST',
  path,
  openapi: {
    tags,
    summary,
    responses: responses ?? {
      '303': { description: 'done: back to a dashboard page' },
      '403': { description: 'CSRF check failed (HTML problem page)' },
      '401': { description: 'no session' },
    },
  },
  cacheControl: 'no-store',
});

const signInRoute: RawRoute = {
  method: 'GET',
  path: '/dashboard/sign-in',
  openapi: {
    tags,
    summary: 'Sign in through the identity provider',
    parameters: [{ name: 'return_to', in: 'query', required: false, schema: { type: 'string' }, description: 'the dashboard page to come back to: a relative path under /dashboard' }],
    responses: {
      '303': { description: 'to the identity provider; after signing in, to `return_to` or /dashboard' },
      '400': { ...pageResponse, description: '`return_to` is not the path of a dashboard page (a problem page); no sign-in is started' },
    },
  },
  cacheControl: 'no-store',
};

/** The query part of a request URL (`?…`), or nothing. */
const queryOf = (url: string): string => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
};

/** The developer dashboard's pages (docs/dashboard.md): forms post, the server answers with a page or a 303. */
export function registerDashboardRoutes(app: FastifyInstance, deps: DashboardRouteDeps): void {
  const { calls } = deps;
  const toDashboard = (_request: FastifyRequest, reply: FastifyReply) => reply.redirect('/dashboard', 303);
  // A page opened without a session: the sign-in page, which returns here after signing in.
  const toSignIn = (request: FastifyRequest, reply: FastifyReply) => {
    const here = safeReturnTo(request.url);
    return reply.redirect(here ? `/dashboard?return_to=${encodeURIComponent(here)}` : '/dashboard', 303);
  };
  // A form sent after its session ended: "Sign in again" returns to the form's page; the name typed is shown.
  const ended = (formPage: (request: FastifyRequest) => string) => (request: FastifyRequest, reply: FastifyReply) => {
    const name = field(request, 'name');
    const typed = typeof name === 'string' && name.trim() !== '' && sentFromOurPage(request, deps.publicOrigin) ? name.slice(0, 200) : undefined;
    const problem = { status: 401, code: 'unauthorized', title: 'Authentication required', detail: 'Your session has ended. Sign in again.' };
    return sendProblemPage(request, reply, problem, undefined, { returnTo: formPage(request), ...(typed ? { typed } : {}) });
  };
  const keyPath = (request: FastifyRequest) => `/dashboard/keys/${encodeURIComponent((request.params as Params).id)}`;
  const typedName = (request: FastifyRequest) => {
    const name = field(request, 'name');
    return typeof name === 'string' ? name : '';
  };

  registerDashboardAssets(app);
  // A mistyped dashboard address, or a body refused before routing, reaches a browser as a dashboard page.
  registerProblemPage(app, '/dashboard', (request, reply, problem) => sendProblemPage(request, reply, problem));
  // A form's address opened in the browser (the address bar after a create or a rename, a bookmark, a new tab):
  // the page the form belongs to, rather than a 405.
  const back = (path: string, to: (request: FastifyRequest) => string, summary: string) =>
    rawRoute(app, pageRoute(path, summary, { '303': { description: 'to the page of the form' } }), async (request, reply) => reply.redirect(to(request), 303));
  // The dashboard's address typed with a trailing slash (`/dashboard/`, as a person often types it): the dashboard,
  // with the query kept (`?return_to=…`).
  back('/dashboard/', (request) => `/dashboard${queryOf(request.url)}`, 'The dashboard\'s address with a trailing slash: the dashboard');
  back('/dashboard/keys', () => '/dashboard', 'The create form\'s address opened in a browser: back to the dashboard');
  back('/dashboard/sign-out', () => '/dashboard', 'The sign-out form\'s address opened in a browser: back to the dashboard');
  back('/dashboard/keys/:id/rename', (request) => `/dashboard/keys/${encodeURIComponent((request.params as Params).id)}`, "The rename form's address opened in a browser: back to the key's page");

  deps.signIn.onSignedIn('dashboard', async (user, _request, reply) => {
    // A new session id at every sign-in (session fixation): the one this browser held, if any, ends. Its cookie
    // (Path=/dashboard) does not reach the callback, so the sign-in carried its hash from /dashboard/sign-in.
    if (user.carry?.replaces) await deps.sessions.destroyByHash(user.carry.replaces);
    const { cookie } = await deps.sessions.create(user.userId, user.label);
    setSessionCookie(reply, cookie, deps.sessions.lifetimes.absoluteS, deps.secure);
    // Back to the page the sign-in was started for (checked again: the login state is ours, but cheap to check).
    return reply.redirect(safeReturnTo(user.carry?.returnTo) ?? '/dashboard', 303);
  });
  rawRoute(
    app,
    signInRoute,
    async (request, reply) => {
      const asked = (request.query as Record<string, unknown>).return_to;
      const returnTo = safeReturnTo(asked);
      if (asked !== undefined && !returnTo) return sendProblemPage(request, reply, badReturnTo);
      const replaces = DashboardSessions.hashOf(readSessionCookie(request, deps.secure));
      return deps.signIn.start(reply, 'dashboard', { ...(replaces ? { replaces } : {}), ...(returnTo ? { returnTo } : {}) });
    },
  );
  rawRoute(app, formRoute('/dashboard/sign-out', 'Sign out (ends the server-side session)'), guard(deps, async (request, reply) => {
    await deps.sessions.destroy(readSessionCookie(request, deps.secure));
    clearSessionCookie(reply, deps.secure);
    return reply.redirect('/dashboard?done=signed-out', 303);
  }, toDashboard));

  const overview = async (request: FastifyRequest, reply: FastifyReply, s: DashboardSession, status = 200, createError?: string, createValue?: string) => {
    const [me, keys, connections] = await Promise.all([calls.me(request, s.userId), calls.keys(request, s.userId), calls.connections(request, s.userId)]);
    const page = overviewPage({ me, keys, connections, csrf: s.csrf, publicUrl: deps.publicUrl, ...optional({ notice: notice(request), createError, createValue }) });
    return sendHtml(reply, status, { title: createError ? 'Error: Dashboard' : 'Dashboard', user: userOf(s) }, page);
  };
  rawRoute(app, pageRoute('/dashboard', 'The developer dashboard (sign-in page when there is no session)'), guard(deps, (request, reply, s) => overview(request, reply, s), (request, reply) =>
    sendHtml(reply, 200, { title: 'Sign in' }, landingPage(notice(request), safeReturnTo((request.query as Record<string, unknown>).return_to))),
  ));

  rawRoute(app, formRoute('/dashboard/keys', 'Create an API key; the page shows its plaintext once', {
    '201': pageResponse,
    '303': { description: 'this form was already used: back to the dashboard' },
    '400': { ...pageResponse, description: "a bad name (the form again, with the error), or a post without the form's one-time id (a problem page); nothing created" },
    '401': { description: 'no session' },
    '403': { description: 'CSRF check failed (HTML problem page)' },
  }), guard(deps, async (request, reply, s) => {
    const name = field(request, 'name');
    const form = field(request, 'form');
    // Each create form is used once: one without its id (not sent from the form, or a script replaying the post)
    // is refused like a failed CSRF check, before anything is created. Scripts create keys at POST /portal/keys.
    if (!isFormId(form)) return sendProblemPage(request, reply, missingFormId, userOf(s));
    try {
      // The form is marked used in the key's own transaction: one key per form, whatever the tabs or the timing.
      const created = await calls.createKey(request, s.userId, name, useCreateForm(s.idHash, form));
      return sendHtml(reply, 201, { title: 'Key created', user: userOf(s) }, keyCreatedPage(created, deps.publicUrl));
    } catch (err) {
      // The same form sent again (a reload of the answer, a double click, a reload in another tab): no second key.
      if (err instanceof FormAlreadyUsed) return reply.redirect('/dashboard?done=already-created', 303);
      if (!isLumenError(err) || (err.code !== 'validation_failed' && err.code !== 'key_limit_reached')) throw err;
      const message = err.code === 'validation_failed' ? nameProblem : err.detail;
      return overview(request, reply, s, err.status, message, typeof name === 'string' ? name : '');
    }
  }, ended(() => '/dashboard'), (request, reply, s) => overview(request, reply, s, 403, staleForm('Nothing was created'), typedName(request))));

  const showKey = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply, s: DashboardSession, status = 200, renameError?: string) => {
    const id = request.params.id;
    const [key, usage] = await Promise.all([calls.key(request, s.userId, id), calls.usage(request, s.userId, id)]);
    const renameValue = renameError ? typedName(request) : undefined;
    const page = keyPage({ key, usage, csrf: s.csrf, ...optional({ notice: notice(request), renameError, renameValue }) });
    return sendHtml(reply, status, { title: `${renameError ? 'Error: ' : ''}Key “${key.name}”`, user: userOf(s) }, page);
  };
  rawRoute(app, pageRoute('/dashboard/keys/:id', "A key's usage chart and settings"), guard(deps, (request, reply, s) => showKey(request as FastifyRequest<{ Params: Params }>, reply, s), toSignIn));
  rawRoute(app, formRoute('/dashboard/keys/:id/rename', 'Rename a key'), guard(deps, async (request, reply, s) => {
    const { id } = request.params as Params;
    try {
      await calls.renameKey(request, s.userId, id, field(request, 'name'));
    } catch (err) {
      if (!isLumenError(err) || err.code !== 'validation_failed' || (err.errors ?? []).some((e) => e.field.startsWith('path.'))) throw err;
      return showKey(request as FastifyRequest<{ Params: Params }>, reply, s, 400, nameProblem);
    }
    return reply.redirect(`/dashboard/keys/${encodeURIComponent(id)}?done=key-renamed`, 303);
  }, ended(keyPath), async (request, reply, s) => {
    try {
      return await showKey(request as FastifyRequest<{ Params: Params }>, reply, s, 403, staleForm('Nothing was renamed'));
    } catch (err) {
      // Signed in again as someone else: the key is not theirs. The plain refusal, with the name typed.
      if (!isLumenError(err) || err.code !== 'not_found') throw err;
      return sendProblemPage(request, reply, { status: 403, code: 'forbidden', title: 'Forbidden', detail: STALE_TOKEN }, userOf(s), { typed: typedName(request) });
    }
  }));
  rawRoute(app, pageRoute('/dashboard/keys/:id/revoke', 'Confirm revoking a key'), guard(deps, async (request, reply, s) => {
    const { id } = request.params as Params;
    const key = await calls.key(request, s.userId, id);
    if (key.revoked) return sendProblemPage(request, reply, { status: 404, code: 'not_found', title: 'Not found', detail: `You have no active key ${id}.` }, userOf(s));
    const question = html`<p>Revoke the key <strong>“${key.name}”</strong> (<span class="mono">${key.prefix}…</span>)? Every request that uses it will get 401 at once. This cannot be undone.</p>`;
    const page = confirmPage({ title: 'Revoke this key?', question, action: `/dashboard/keys/${key.id}/revoke`, csrf: s.csrf, button: 'Revoke key', back: `/dashboard/keys/${key.id}` });
    return sendHtml(reply, 200, { title: 'Revoke key', user: userOf(s) }, page);
  }, toSignIn));
  rawRoute(app, formRoute('/dashboard/keys/:id/revoke', 'Revoke a key'), guard(deps, async (request, reply, s) => {
    await calls.revokeKey(request, s.userId, (request.params as Params).id);
    return reply.redirect('/dashboard?done=key-revoked', 303);
  }, ended(keyPath)));

  rawRoute(app, pageRoute('/dashboard/connections/:id/revoke', 'Confirm revoking an OAuth connection'), guard(deps, async (request, reply, s) => {
    const { id } = request.params as Params;
    const connection = (await calls.connections(request, s.userId)).find((c) => c.id === id);
    if (!connection) return sendProblemPage(request, reply, { status: 404, code: 'not_found', title: 'Not found', detail: `No connection ${id}.` }, userOf(s));
    const question = html`<p>Revoke the connection of <strong>“${connection.client_name}”</strong>? It can no longer refresh its access to Lumen's tool server; an access token it already holds expires within the hour.</p>`;
    const page = confirmPage({ title: 'Revoke this connection?', question, action: `/dashboard/connections/${connection.id}/revoke`, csrf: s.csrf, button: 'Revoke connection', back: '/dashboard' });
    return sendHtml(reply, 200, { title: 'Revoke connection', user: userOf(s) }, page);
  }, toSignIn));
  rawRoute(app, formRoute('/dashboard/connections/:id/revoke', 'Revoke an OAuth connection'), guard(deps, async (request, reply, s) => {
    await calls.revokeConnection(request, s.userId, (request.params as Params).id);
    return reply.redirect('/dashboard?done=connection-revoked', 303);
  }, ended(() => '/dashboard')));
}

/** Drops undefined members (exactOptionalPropertyTypes). */
function optional<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

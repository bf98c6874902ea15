import type { FastifyInstance } from 'fastify';
import { type RawRoute, rawRoute } from '../../platform/http/raw-route.js';
import { setSessionCookie } from '../consent/cookies.js';
import { sendErrorPage } from '../consent/html.js';
import type { OAuthContext } from '../context.js';
import { type AuthorizationRequest, authorizationRequestPath } from '../endpoints/authorization-request.js';
import { NO_STORE, str } from '../endpoints/openapi-shapes.js';
import type { SignInCarry } from './external-sign-in.js';
import { clearLoginCookie, loginCookieMatches } from './login-cookie.js';
import type { LoginState } from './oidc-client.js';

const CALLBACK_ROUTE: RawRoute = {
  method: 'GET',
  path: '/oauth/login/callback',
  openapi: {
    tags: ['OAuth'],
    operationId: 'oauth.login.callback',
    summary: "The identity provider's answer to a sign-in started by the authorization endpoint (browser)",
    parameters: ['code', 'state', 'error'].map((name) => ({ name, in: 'query', required: false, schema: str })),
    responses: {
      '303': { description: 'with a session cookie: to the authorization request again (its consent page), or to the page that started the sign-in' },
      '400': { description: 'error page (HTML)' },
    },
  },
  cacheControl: NO_STORE,
  // Creates the user and the session its cookie names: answered once they are durable.
  writes: 'always',
};

/**
 * GET /oauth/login/callback: the identity provider's answer. The login state is found by its `state` (one use,
 * ten minutes; OIDC Core §3.1.2.7), the code exchanged and the ID token verified; the person becomes a Lumen user
 * by `iss` + `sub`; a session cookie is set and the browser is sent back to the authorization request, whose
 * consent page it now finds signed in (Post/Redirect/Get: the callback's code is single use, so a consent page
 * shown at the callback's address was an error page once reloaded, or once Back returned to it).
 */
export function registerLoginCallbackRoute(app: FastifyInstance, ctx: OAuthContext): void {
  rawRoute(app, CALLBACK_ROUTE, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const state = typeof q.state === 'string' ? q.state : undefined;
    const login = state ? await ctx.pending.take<LoginState & { browser?: string; purpose?: string; carry?: SignInCarry }>('login', state) : undefined;
    clearLoginCookie(reply, ctx.secureCookies);
    if (!login || login.state !== state) return sendErrorPage(reply, 400, 'This sign-in link has expired or was already used. Start again from the application.');
    // Login CSRF: the callback must come back to the browser that started the sign-in (login-cookie.ts).
    if (!loginCookieMatches(request, login.browser)) {
      return sendErrorPage(reply, 400, 'This sign-in was started in another browser. Start again from the application.');
    }
    if (typeof q.error === 'string' || typeof q.code !== 'string') {
      return sendErrorPage(reply, 400, 'Sign-in was cancelled or failed at the identity provider.');
    }
    let person;
    try {
      person = await ctx.oidc.finish(q.code, login);
    } catch (err) {
      ctx.log.warn({ err: (err as Error).message }, 'sign-in failed');
      return sendErrorPage(reply, 400, 'Sign-in could not be verified. Start again from the application.');
    }
    const user = await ctx.users.findOrCreate(person.issuer, person.subject, {
      ...(person.email ? { email: person.email } : {}),
      ...(person.name ? { name: person.name } : {}),
    });
    const label = person.name ?? person.email ?? person.subject;
    // Another page's sign-in (the developer dashboard) sets its own session and answers itself.
    const other = login.purpose ? ctx.signInHandlers.get(login.purpose) : undefined;
    if (other) return other({ userId: user.id, label, ...(login.carry ? { carry: login.carry } : {}) }, request, reply);
    const { cookie } = await ctx.sessions.create(user.id, label);
    setSessionCookie(reply, cookie, ctx.sessionTtlS, ctx.secureCookies);
    const authz = await ctx.pending.take<AuthorizationRequest>('authz', login.requestId);
    if (!authz) return sendErrorPage(reply, 400, 'The authorization request has expired. Start again from the application.');
    return reply.redirect(authorizationRequestPath(authz), 303);
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { type RawRoute, rawRoute } from '../../platform/http/raw-route.js';
import { sendConsentPage } from '../consent/consent-page.js';
import { SESSION_COOKIE, readCookie } from '../consent/cookies.js';
import { escapeHtml, sendErrorPage, sendPage } from '../consent/html.js';
import type { OAuthContext } from '../context.js';
import { errorDescription } from '../error-description.js';
import type { SignInCarry } from '../login/external-sign-in.js';
import { setLoginCookie } from '../login/login-cookie.js';
import {
  type AuthorizationRequest,
  ISSUER_PARAM,
  RedirectableError,
  UnsafeRequestError,
  redirectWith,
  validateAuthorizationRequest,
} from './authorization-request.js';
import { NO_STORE, str } from './openapi-shapes.js';

const AUTHORIZE_ROUTE: RawRoute = {
  method: 'GET',
  path: '/oauth/authorize',
  openapi: {
    tags: ['OAuth'],
    operationId: 'oauth.authorize',
    summary: 'Authorization endpoint: sign-in and consent page (browser)',
    parameters: [
      ...['response_type', 'client_id', 'redirect_uri', 'code_challenge', 'code_challenge_method', 'state', 'scope', 'resource'].map(
        (name) => ({ name, in: 'query', required: !['state', 'scope', 'resource'].includes(name), schema: str }),
      ),
      {
        name: ISSUER_PARAM,
        in: 'query',
        required: false,
        description: 'set by the 307 from a loopback alias of the default public URL: the issuer the response\'s iss names (docs/mcp.md, "Connecting a client")',
        schema: str,
      },
    ],
    responses: {
      '200': { description: 'consent page (HTML)' },
      '303': { description: 'to the identity provider, or back to the client' },
      '307': { description: 'at a loopback alias of the default public URL: the same request at the public URL, with lumen_issuer' },
      '400': { description: 'error page (HTML)' },
    },
  },
  cacheControl: NO_STORE,
  // Keeps the pending request the sign-in and the consent page come back to: answered once it is durable.
  writes: 'always',
};

/**
 * An error in a request whose client and redirect URI are known. RFC 6749 §4.1.2.1 would redirect it at once, but
 * with open registration anyone can register any redirect URI, and an immediate redirect makes Lumen an open
 * redirector (RFC 9700 §4.11.2). So the error is shown, with a link back to the client carrying `error`, `state`
 * and `iss` (RFC 9207 §2): the browser goes there only when the person chooses to.
 */
export function sendRedirectableErrorPage(reply: FastifyReply, issuer: string, err: RedirectableError): FastifyReply {
  const url = redirectWith(err.redirectUri, { error: err.error, error_description: errorDescription(err.description), state: err.state, iss: issuer });
  return sendPage(
    reply,
    400,
    'Authorization error',
    `<h1>This authorization request cannot continue</h1><p class="error">${escapeHtml(err.error)}: ${escapeHtml(err.description)}</p>
<p class="muted">Nothing was shared.</p>
<p><a href="${escapeHtml(url)}">Return to <span class="client">${escapeHtml(err.clientName)}</span></a></p>`,
  );
}

/**
 * GET /oauth/authorize: validate the request (errors shown; the client's redirect URI only as a link), keep it as a pending
 * request, then show the consent page, or first send the person to sign in at the identity provider.
 */
export function registerAuthorizeRoute(app: FastifyInstance, ctx: OAuthContext): void {
  rawRoute(app, AUTHORIZE_ROUTE, async (request, reply) => {
    // At a loopback alias (the metadata read there names it as issuer): the sign-in and consent happen at the
    // public URL, whose cookies they use, and the response's `iss` will name the alias (RFC 9207 §2.4).
    const discovered = ctx.spellings.forHost(request.headers.host);
    if (discovered !== ctx.issuer) {
      // The public URL's origin and this request's path and query (never a URL resolved against the request's).
      const url = new URL(`${ctx.issuer}${request.url}`);
      url.searchParams.set(ISSUER_PARAM, discovered);
      return reply.code(307).header('location', url.href).send();
    }
    const query = request.query as Record<string, string | string[] | undefined>;
    const carried = query[ISSUER_PARAM];
    const issuer = ctx.spellings.known(typeof carried === 'string' ? carried : undefined) ?? ctx.issuer;
    let authz: AuthorizationRequest;
    try {
      authz = await validateAuthorizationRequest(query, ctx.clients, ctx.mcpResource, ctx.mcpResourceAliases);
    } catch (err) {
      if (err instanceof UnsafeRequestError) return sendErrorPage(reply, 400, err.message);
      if (err instanceof RedirectableError) return sendRedirectableErrorPage(reply, issuer, err);
      throw err;
    }
    if (issuer !== ctx.issuer) authz.issuer = issuer;
    const pendingId = await ctx.pending.put('authz', authz);
    const session = await ctx.sessions.find(readCookie(request, SESSION_COOKIE));
    if (session) return sendConsentPage(reply, authz, pendingId, session.csrf, session.label ?? undefined);
    return startSignIn(reply, ctx, pendingId);
  });
}

/** `purpose`: whose sign-in this is when it is not the consent page's (login/external-sign-in.ts). */
export async function startSignIn(reply: FastifyReply, ctx: OAuthContext, pendingId: string, purpose?: string, carry?: SignInCarry): Promise<FastifyReply> {
  try {
    const { url, state } = await ctx.oidc.start(pendingId);
    const browser = setLoginCookie(reply, ctx.secureCookies);
    await ctx.pending.put('login', { ...state, browser, ...(purpose ? { purpose } : {}), ...(carry ? { carry } : {}) }, state.state);
    return reply.redirect(url, 303);
  } catch (err) {
    ctx.log.error({ err }, 'identity provider unavailable');
    return sendErrorPage(reply, 503, 'Sign-in is unavailable right now (the identity provider did not answer). Please try again later.');
  }
}

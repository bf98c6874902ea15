import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendConsentPage } from '../consent/consent-page.js';
import { SESSION_COOKIE, readCookie } from '../consent/cookies.js';
import { sendErrorPage } from '../consent/html.js';
import type { OAuthContext } from '../context.js';
import {
  type AuthorizationRequest,
  RedirectableError,
  UnsafeRequestError,
  redirectWith,
  validateAuthorizationRequest,
} from './authorization-request.js';

/** Sends the browser back to the client with an error (RFC 6749 §4.1.2.1) and `iss` (RFC 9207 §2). */
export function redirectError(reply: FastifyReply, issuer: string, err: RedirectableError): FastifyReply {
  const url = redirectWith(err.redirectUri, { error: err.error, error_description: err.description, state: err.state, iss: issuer });
  return reply.header('Cache-Control', 'no-store').redirect(url, 303);
}

/**
 * GET /oauth/authorize: validate the request (unsafe errors shown, the rest redirected), keep it as a pending
 * request, then show the consent page, or first send the person to sign in at the identity provider.
 */
export function registerAuthorizeRoute(app: FastifyInstance, ctx: OAuthContext): void {
  app.get('/oauth/authorize', async (request, reply) => {
    let authz: AuthorizationRequest;
    try {
      authz = await validateAuthorizationRequest(request.query as Record<string, string>, ctx.clients, ctx.mcpResource);
    } catch (err) {
      if (err instanceof UnsafeRequestError) return sendErrorPage(reply, 400, err.message);
      if (err instanceof RedirectableError) return redirectError(reply, ctx.issuer, err);
      throw err;
    }
    const pendingId = await ctx.pending.put('authz', authz);
    const session = await ctx.sessions.find(readCookie(request, SESSION_COOKIE));
    if (session) return sendConsentPage(reply, authz, pendingId, session.csrf, session.label ?? undefined);
    return startSignIn(reply, ctx, pendingId);
  });
}

export async function startSignIn(reply: FastifyReply, ctx: OAuthContext, pendingId: string): Promise<FastifyReply> {
  try {
    const { url, state } = await ctx.oidc.start(pendingId);
    await ctx.pending.put('login', state, state.state);
    return reply.header('Cache-Control', 'no-store').redirect(url, 303);
  } catch (err) {
    ctx.log.error({ err }, 'identity provider unavailable');
    return sendErrorPage(reply, 503, 'Sign-in is unavailable right now (the identity provider did not answer). Please try again later.');
  }
}

import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, readCookie } from '../consent/cookies.js';
import { sendErrorPage } from '../consent/html.js';
import type { OAuthContext } from '../context.js';
import { safeEqual } from '../../platform/security/constant-time.js';
import { type AuthorizationRequest, redirectWith } from './authorization-request.js';

/**
 * POST /oauth/authorize/decision: the consent form. It needs the session cookie (SameSite=Lax: never sent by a
 * cross-site POST) and the session's CSRF token (compared in constant time); the pending request is used once.
 * Approve redirects with `code`, `state` and `iss`; Deny with `error=access_denied` (RFC 6749 §4.1.2.1).
 */
export function registerDecisionRoute(app: FastifyInstance, ctx: OAuthContext): void {
  app.post('/oauth/authorize/decision', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
    const session = await ctx.sessions.find(readCookie(request, SESSION_COOKIE));
    const csrf = field('csrf');
    if (!session || !csrf || !safeEqual(csrf, session.csrf)) {
      return sendErrorPage(reply, 403, 'This form has expired or did not come from Lumen. Start again from the application.');
    }
    const authz = await ctx.pending.take<AuthorizationRequest>('authz', field('request'));
    if (!authz) return sendErrorPage(reply, 400, 'This authorization request has expired or was already answered.');
    const decision = field('decision');
    if (decision === 'approve') {
      const code = await ctx.codes.create({
        userId: session.userId,
        clientId: authz.clientId,
        redirectUri: authz.redirectUri,
        codeChallenge: authz.codeChallenge,
        resource: authz.resource,
        scope: authz.scope,
      });
      ctx.log.info({ event: 'authorization.approved', client: authz.clientId, user: session.userId }, 'authorization approved');
      return reply.header('Cache-Control', 'no-store').redirect(redirectWith(authz.redirectUri, { code, state: authz.state, iss: ctx.issuer }), 303);
    }
    const url = redirectWith(authz.redirectUri, {
      error: 'access_denied',
      error_description: 'the user denied the request',
      state: authz.state,
      iss: ctx.issuer,
    });
    return reply.header('Cache-Control', 'no-store').redirect(url, 303);
  });
}

import type { FastifyInstance } from 'fastify';
import { type RawRoute, rawRoute } from '../../platform/http/raw-route.js';
import { SESSION_COOKIE, readCookie } from '../consent/cookies.js';
import { consentFormToken } from '../consent/consent-page.js';
import { sendErrorPage } from '../consent/html.js';
import type { OAuthContext } from '../context.js';
import { safeEqual } from '../../platform/security/constant-time.js';
import { type AuthorizationRequest, redirectWith } from './authorization-request.js';
import { NO_STORE, formBody, str } from './openapi-shapes.js';

const DECISION_ROUTE: RawRoute = {
  method: 'POST',
  path: '/oauth/authorize/decision',
  openapi: {
    tags: ['OAuth'],
    operationId: 'oauth.authorize.decision',
    summary: 'The consent form: approve or deny (browser; session cookie and CSRF token)',
    requestBody: formBody({ csrf: str, request: str, decision: { type: 'string', enum: ['approve', 'deny'] } }, ['csrf', 'request', 'decision']),
    responses: {
      '303': { description: 'back to the client with code, state and iss, or error=access_denied (RFC 6749 §4.1.2)' },
      '400': { description: 'error page (HTML): the request expired or was already answered' },
      '403': { description: 'error page (HTML): no session or a CSRF token that does not match' },
    },
  },
  cacheControl: NO_STORE,
};

/**
 * POST /oauth/authorize/decision: the consent form. It needs the session cookie (SameSite=Lax: never sent by a
 * cross-site POST) and the session's CSRF token (compared in constant time); the pending request is used once.
 * Approve redirects with `code`, `state` and `iss`; Deny with `error=access_denied` (RFC 6749 §4.1.2.1).
 */
export function registerDecisionRoute(app: FastifyInstance, ctx: OAuthContext): void {
  rawRoute(app, DECISION_ROUTE, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);
    const session = await ctx.sessions.find(readCookie(request, SESSION_COOKIE));
    const csrf = field('csrf');
    const pendingId = field('request');
    // The token answers for this request shown to this session (consentFormToken), not for the session alone.
    if (!session || !csrf || !pendingId || !safeEqual(csrf, consentFormToken(session.csrf, pendingId))) {
      return sendErrorPage(reply, 403, 'This form has expired or did not come from Lumen. Start again from the application.');
    }
    const authz = await ctx.pending.take<AuthorizationRequest>('authz', pendingId);
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
      return reply.redirect(redirectWith(authz.redirectUri, { code, state: authz.state, iss: authz.issuer ?? ctx.issuer }), 303);
    }
    const url = redirectWith(authz.redirectUri, {
      error: 'access_denied',
      error_description: 'the user denied the request',
      state: authz.state,
      iss: authz.issuer ?? ctx.issuer,
    });
    return reply.redirect(url, 303);
  });
}

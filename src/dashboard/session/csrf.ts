import type { FastifyRequest } from 'fastify';
import { safeEqual } from '../../platform/security/constant-time.js';

/**
 * CSRF defence of every state-changing dashboard request (OWASP CSRF Prevention Cheat Sheet): the session's
 * synchronizer token must come back in the form (compared in constant time), and the request must not come
 * from another site: `Origin`, when the browser sends it, must be this service's origin, and `Sec-Fetch-Site`,
 * when sent, must be same-origin. The SameSite=Lax cookie is a third layer, not the only one. The guard
 * (guard.ts) runs crossSiteProblem, then tokenMatches.
 */

export const STALE_TOKEN = 'This form has expired or did not come from this page; reload the dashboard and try again.';

/** The request came from another site (its `Origin` or `Sec-Fetch-Site` says so): why, or undefined. */
export function crossSiteProblem(request: FastifyRequest, publicOrigin: string): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== publicOrigin) return 'This form was sent from another site.';
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return 'This form was sent from another site.';
  return undefined;
}

/**
 * The browser says the post came from a page of this origin (`Origin` present and ours, not merely absent). Only
 * such a post gets what it typed shown back (routes.ts): another site cannot have its text shown on Lumen's pages.
 */
export function sentFromOurPage(request: FastifyRequest, publicOrigin: string): boolean {
  return request.headers.origin === publicOrigin && crossSiteProblem(request, publicOrigin) === undefined;
}

export function tokenMatches(request: FastifyRequest, expectedToken: string): boolean {
  const token = (request.body as Record<string, unknown> | undefined)?.csrf;
  return typeof token === 'string' && safeEqual(token, expectedToken);
}

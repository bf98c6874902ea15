import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * CSRF defence of every state-changing dashboard request (OWASP CSRF Prevention Cheat Sheet): the session's
 * synchronizer token must come back in the form (compared in constant time), and the request must not come
 * from another site: `Origin`, when the browser sends it, must be this service's origin, and `Sec-Fetch-Site`,
 * when sent, must be same-origin. The SameSite=Lax cookie is a third layer, not the only one.
 */
export function csrfProblem(request: FastifyRequest, expectedToken: string, publicOrigin: string): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== publicOrigin) return 'This form was sent from another site.';
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return 'This form was sent from another site.';
  const token = (request.body as Record<string, unknown> | undefined)?.csrf;
  if (typeof token !== 'string' || !safeEqual(token, expectedToken)) return 'This form has expired or did not come from this page; reload the dashboard and try again.';
  return undefined;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { type LumenError, isLumenError } from '../platform/errors/index.js';
import type { RateLimiter } from '../platform/services.js';
import { sendProblemPage } from './html/problem-page.js';
import { readSessionCookie } from './session/cookie.js';
import { STALE_TOKEN, crossSiteProblem, sentFromOurPage, tokenMatches } from './session/csrf.js';
import type { DashboardSession, DashboardSessions } from './session/session-store.js';

export interface GuardDeps {
  sessions: DashboardSessions;
  secure: boolean;
  publicOrigin: string;
  limiter: () => RateLimiter | null;
  log: Logger;
}

/**
 * A page address whose id is malformed (`/dashboard/keys/nope`): the portal's operation calls that a 400 on
 * `path.id`, but to a person who mistyped or cut a link short it is a page that does not exist.
 */
const namesNothing = (err: LumenError) => err.code === 'validation_failed' && (err.errors ?? []).length > 0 && (err.errors ?? []).every((e) => e.field.startsWith('path.'));
const NO_SUCH_PAGE = { status: 404, code: 'not_found', title: 'Not found', detail: 'This address names no key or connection of yours. Check the link, or find the key on the dashboard.' };

export type Signed = (request: FastifyRequest, reply: FastifyReply, session: DashboardSession) => Promise<FastifyReply>;

/**
 * Wraps a dashboard route: finds the session (no session: `anonymous` answers), charges the user's portal
 * budget (the same bucket as `/portal/*`), checks CSRF on every POST, and turns any problem into a problem
 * page (a 5xx is logged with its cause; the page shows only the request id). `stale` answers a post from this
 * site's own page whose token is not the session's (the session changed in another tab since the page was
 * loaded): a form's route shows the form again with what was typed, changing nothing.
 */
export function guard(
  deps: GuardDeps,
  handler: Signed,
  anonymous: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply,
  stale?: Signed,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    let session: DashboardSession | undefined;
    try {
      session = await deps.sessions.find(readSessionCookie(request, deps.secure));
      if (!session) return await anonymous(request, reply);
      const user = { label: session.label, csrf: session.csrf };
      const decision = await deps.limiter()?.consume('portal', session.userId);
      if (decision && !decision.allowed) {
        reply.header('Retry-After', String(decision.retryAfterS));
        return sendProblemPage(request, reply, { status: 429, code: 'rate_limited', title: 'Too many requests', detail: `Slow down: try again in ${decision.retryAfterS} s.` }, user);
      }
      if (request.method === 'POST') {
        const forbidden = (detail: string) => sendProblemPage(request, reply, { status: 403, code: 'forbidden', title: 'Forbidden', detail }, user);
        const crossSite = crossSiteProblem(request, deps.publicOrigin);
        if (crossSite) return forbidden(crossSite);
        if (!tokenMatches(request, session.csrf)) {
          return stale && sentFromOurPage(request, deps.publicOrigin) ? await stale(request, reply, session) : forbidden(STALE_TOKEN);
        }
      }
      return await handler(request, reply, session);
    } catch (err) {
      const user = session ? { label: session.label, csrf: session.csrf } : undefined;
      if (!isLumenError(err) || err.status >= 500) deps.log.error({ err, request_id: request.id }, 'dashboard request failed');
      // A catalogue problem's detail is client-safe (a 503 says what is unavailable); anything else is a bare 500.
      if (isLumenError(err) && request.method === 'GET' && namesNothing(err)) return sendProblemPage(request, reply, NO_SUCH_PAGE, user);
      if (isLumenError(err)) return sendProblemPage(request, reply, err, user);
      return sendProblemPage(
        request,
        reply,
        { status: 500, code: 'internal_error', title: 'Internal server error', detail: 'Something went wrong on our side; the request id identifies it in our logs.' },
        user,
      );
    }
  };
}

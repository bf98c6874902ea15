import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { addRouteHook } from './route-kinds.js';

/**
 * What a route that writes does before it answers (route config `writes`, from `Operation.writes` or
 * `RawRoute.writes`): by default the platform waits until the writes of a POST, PUT, PATCH or DELETE are on
 * stable storage; `own` routes make them durable themselves (Communio's group commit); `none` routes write
 * nothing (a query sent as a POST body, `/mcp`); `always` routes wait whatever their method (a GET that writes:
 * the sign-in callback creates the user and the session its cookie names).
 */
export type Writes = 'own' | 'none' | 'always';

const WRITING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * "Nothing a client was told is stored is ever lost": SQLite commits in WAL mode with synchronous=NORMAL, which
 * survives a crash of the process but not of the machine, so every answer to a POST, PUT, PATCH or DELETE waits for
 * `durable()` (one fdatasync of the WAL on the thread pool, shared by every commit before it; at once when nothing
 * changed since the last). A failed flush answers 500: the client must not take the write as stored. On
 * PostgreSQL `durable()` resolves at once (COMMIT is durable).
 */
export function installDurableAnswers(app: FastifyInstance, durable: () => Promise<void>): void {
  const waitFor = (payload: unknown, done: (err: Error | null, payload?: unknown) => void) =>
    durable().then(
      () => done(null, payload),
      (err: unknown) => done(err as Error),
    );
  const beforeWriteAnswer: onSendHookHandler = (request, _reply, payload, done) => {
    if (!WRITING.has(request.method)) return done(null, payload);
    waitFor(payload, done);
  };
  const beforeAnyAnswer: onSendHookHandler = (_request, _reply, payload, done) => void waitFor(payload, done);
  app.addHook('onRoute', (route) => {
    const writes = (route.config as { writes?: Writes } | undefined)?.writes;
    if (writes === 'always') return addRouteHook(route, 'onSend', beforeAnyAnswer, 'first');
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => WRITING.has(m))) return;
    if (writes === 'own' || writes === 'none') return;
    addRouteHook(route, 'onSend', beforeWriteAnswer, 'first');
  });
}

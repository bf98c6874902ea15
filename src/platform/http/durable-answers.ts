import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { addRouteHook } from './route-kinds.js';

/**
 * What a route that writes does before it answers (route config `writes`, from `Operation.writes` or
 * `RawRoute.writes`): by default the platform waits until its writes are on stable storage; `own` routes make
 * them durable themselves (Communio's group commit); `none` routes write nothing (a query sent as a POST body,
 * `/mcp`).
 */
export type Writes = 'own' | 'none';

const WRITING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * "Nothing a client was told is stored is ever lost": SQLite commits in WAL mode with synchronous=NORMAL, which
 * survives a crash of the process but not of the machine, so every answer to a POST, PUT, PATCH or DELETE waits for
 * `durable()` (one fdatasync of the WAL on the thread pool, shared by every commit before it; at once when nothing
 * changed since the last). A failed flush answers 500: the client must not take the write as stored. On
 * PostgreSQL `durable()` resolves at once (COMMIT is durable).
 */
export function installDurableAnswers(app: FastifyInstance, durable: () => Promise<void>): void {
  const beforeAnswer: onSendHookHandler = (request, _reply, payload, done) => {
    if (!WRITING.has(request.method)) return done(null, payload);
    durable().then(
      () => done(null, payload),
      (err: unknown) => done(err as Error),
    );
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => WRITING.has(m))) return;
    const writes = (route.config as { writes?: Writes } | undefined)?.writes;
    if (writes === 'own' || writes === 'none') return;
    addRouteHook(route, 'onSend', beforeAnswer, 'first');
  });
}

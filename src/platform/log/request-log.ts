import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The platform logger bound to this request's id (`reqId`), built the first time it is used. */
    readonly lumenLog: FastifyBaseLogger;
  }
}

const CHILD = Symbol('lumen.requestLog');

type WithChild = FastifyRequest & { [CHILD]?: FastifyBaseLogger };

/**
 * Request logging without Fastify's logger. Fastify given a logger builds a child logger for every request and
 * attaches response listeners to every response; most requests never log (successful ones log at debug), so
 * Lumen gives Fastify no logger and offers `request.lumenLog` instead: a child of the platform logger bound to the
 * request id, built on first use. (`request.log` is Fastify's silent logger: do not use it.)
 */
export function installRequestLog(app: FastifyInstance, base: FastifyBaseLogger): void {
  app.decorateRequest('lumenLog', {
    getter(this: FastifyRequest): FastifyBaseLogger {
      const self = this as WithChild;
      self[CHILD] ??= base.child({ reqId: this.id });
      return self[CHILD];
    },
  });
}

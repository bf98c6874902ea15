import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StreamResult } from './define.js';

/**
 * The streams an app has open (Server-Sent Events): each is ended when shutdown begins, so that closing the
 * server does not wait for clients that never hang up. A client that reconnects is told 503 by the closing server
 * and tries another instance.
 */
export class OpenStreams {
  private readonly open = new Set<ServerResponse>();

  constructor(app: FastifyInstance) {
    app.addHook('preClose', (done) => {
      for (const response of this.open) response.end();
      done();
    });
  }

  get size(): number {
    return this.open.size;
  }

  /** Writes the stream's head and hands the response to the operation (see `StreamResult` in define.ts). */
  start(request: FastifyRequest, reply: FastifyReply, status: number, result: StreamResult): void {
    const response = reply.raw;
    reply.hijack();
    response.writeHead(status, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': result.contentType,
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    this.open.add(response);
    response.on('close', () => this.open.delete(response));
    const failed = (err: unknown) => {
      request.lumenLog.error({ err }, 'stream failed');
      response.destroy();
    };
    try {
      const started = result.start(response);
      if (started instanceof Promise) started.catch(failed);
    } catch (err) {
      failed(err);
    }
  }
}

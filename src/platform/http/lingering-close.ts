import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';

/** How long the server keeps reading after answering early, at most. */
const LINGER_MS = 2_000;

type Lingering = Socket & { lumenLingering?: true };

/**
 * An answer sent before the request body was read (413) ends the connection, and a server that closes at once
 * while the client is still sending makes the client's TCP stack see a reset: the client then fails with EPIPE or
 * ECONNRESET before it reads the answer (curl happens to cope; Node's `http` and many others do not). So the
 * answer says `Connection: close` (RFC 9112 §9.6), the write side is closed after it, and the rest of the body
 * is read and discarded (Node's server dumps an unread body) until the client closes, which an ordinary client does
 * once it has read the answer, or for at most LINGER_MS: the "lingering close" of RFC 9112 §9.6, bounded so that
 * a client cannot hold the connection open.
 */
export function closeAfterAnswer(reply: FastifyReply): void {
  reply.header('connection', 'close');
  const socket = reply.raw.socket as Lingering | null;
  if (!socket || socket.lumenLingering) return;
  socket.lumenLingering = true;
  // Node's HTTP server calls destroySoon() once the last response is written; linger instead of destroying.
  socket.destroySoon = function lingeringDestroySoon(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.resume();
  };
}

import type { StreamMessage } from './hub.js';

/** The part of a socket an SSE client writes to (an http.ServerResponse in production). */
export interface SseSink {
  write(chunk: string): boolean;
  readonly writableLength: number;
  /** True once the response was ended (by this client, or by the platform at shutdown). */
  readonly writableEnded: boolean;
  destroy(): void;
  end(last?: string): void;
}

/** One event in the text/event-stream format (WHATWG HTML §9.2.6): id, event type, one data line. */
export function formatEvent(m: StreamMessage): string {
  const data = JSON.stringify({ id: m.id, type: m.type, created: new Date(m.created).toISOString(), data: m.data });
  return `id: ${m.seq}\nevent: ${m.type}\ndata: ${data}\n\n`;
}

/**
 * One connected SSE client. Back-pressure: when the bytes the kernel has not yet accepted exceed
 * `maxBufferBytes`, the client is dropped — it can reconnect with Last-Event-ID and resume from the durable
 * event table — so one slow reader can never grow this process's memory without bound.
 */
export class SseClient {
  private closed = false;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly sink: SseSink,
    private readonly maxBufferBytes: number,
    private readonly onClose: () => void,
  ) {}

  get isClosed(): boolean {
    return this.closed;
  }

  /** True while a heartbeat timer runs (never after the client closed). */
  get hasHeartbeat(): boolean {
    return this.heartbeat !== undefined;
  }

  /** A no-op once closed: cleanup() has already run, so a timer started now would never be cleared. */
  startHeartbeat(ms: number): void {
    if (this.closed || this.heartbeat) return;
    this.heartbeat = setInterval(() => this.write(`: heartbeat ${Date.now()}\n\n`), ms);
    this.heartbeat.unref();
  }

  send(message: StreamMessage): void {
    this.write(formatEvent(message));
  }

  write(chunk: string): void {
    if (this.closed || this.sink.writableEnded) return;
    if (this.sink.writableLength > this.maxBufferBytes) {
      this.drop();
      return;
    }
    this.sink.write(chunk);
  }

  /** The slow-client path: the socket is destroyed, not ended, so nothing more is queued. */
  drop(): void {
    if (this.closed) return;
    this.cleanup();
    this.sink.destroy();
  }

  /** Server shutdown, or a stream that lost its live events: end the response politely, after `last` if given. */
  end(last?: string): void {
    if (this.closed) return;
    this.cleanup();
    if (!this.sink.writableEnded) this.sink.end(last);
  }

  /** The client went away. */
  gone(): void {
    if (!this.closed) this.cleanup();
  }

  private cleanup(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    this.onClose();
  }
}

import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;

/** pino loggers (what Fastify is given) answer isLevelEnabled; FastifyBaseLogger's type does not declare it. */
const enabled = (logger: FastifyBaseLogger, level: string): boolean =>
  (logger as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled(level);

/**
 * Fastify gives every request a child logger bound to its request id. Building a pino child costs about a
 * microsecond, and most requests never log (successful requests log at debug), so the child is built the first
 * time a message at an enabled level is actually written. The lines written are exactly those of a real child.
 */
export class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  private write(level: Level, args: unknown[]): void {
    if (!enabled(this.parent, level)) return;
    (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(value: string) {
    this.real().level = value;
  }

  isLevelEnabled(level: string): boolean {
    return enabled(this.parent, level);
  }

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
}

/** Fastify's `childLoggerFactory`: lazy unless a route asks for its own log level. */
export function lazyChildLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: { level?: string }): FastifyBaseLogger {
  if (options.level) return logger.child(bindings, options);
  return new LazyChildLogger(logger, bindings) as unknown as FastifyBaseLogger;
}

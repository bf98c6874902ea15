import { CATALOGUE, type ErrorCode, type ErrorSpec } from './catalogue.js';

/** One problem in a request, pointing at where it is (`query.limit`, `body.text`, `header.x-api-key`). */
export interface FieldIssue {
  field: string;
  message: string;
}

export interface ProblemOptions {
  /** Extra members for the problem body (RFC 9457 §3.2 extensions). */
  extra?: Record<string, unknown>;
  /** Response headers to send with the problem (WWW-Authenticate, Retry-After, Allow…). */
  headers?: Record<string, string | number>;
  /** Field-level validation issues, sent as `errors`. */
  errors?: FieldIssue[];
  /** Internal cause: logged with the request id, never sent to the client. */
  cause?: unknown;
}

/** What a problem response is made of; a thrown LumenError and a returned Refusal both carry it. */
export interface ProblemDetails {
  readonly code: ErrorCode;
  readonly detail: string;
  readonly status: number;
  readonly title: string;
  readonly headers: Record<string, string | number>;
  readonly extra: Record<string, unknown>;
  readonly errors: FieldIssue[] | undefined;
}

function specOf(code: ErrorCode): ErrorSpec {
  const spec: ErrorSpec | undefined = CATALOGUE[code];
  // Unreachable for typed callers; a code computed at run time must still not become a silent 500.
  if (!spec) throw new Error(`unknown error code ${String(code)}: add it to src/platform/errors/catalogue.ts`);
  return spec;
}

export class LumenError extends Error implements ProblemDetails {
  readonly status: number;
  readonly title: string;
  readonly headers: Record<string, string | number>;
  readonly extra: Record<string, unknown>;
  readonly errors: FieldIssue[] | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    options: ProblemOptions = {},
  ) {
    const spec = specOf(code);
    // A client error (4xx) never needs a stack, and capturing one costs ~5 µs: too much on paths that must stay
    // cheap under floods (401 for bad keys, 429 for spent budgets). Server errors keep theirs.
    const limit = Error.stackTraceLimit;
    if (spec.status < 500) Error.stackTraceLimit = 0;
    try {
      super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.name = 'LumenError';
    this.status = spec.status;
    this.title = spec.title;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
    this.errors = options.errors;
  }
}

export function problem(code: ErrorCode, detail: string, options?: ProblemOptions): LumenError {
  return new LumenError(code, detail, options);
}

/**
 * A client error returned as a value instead of thrown, for the refusals that come in floods (a spent rate
 * limit): building an Error costs far more than the rest of such an answer, even without a stack.
 */
export class Refusal implements ProblemDetails {
  readonly status: number;
  readonly title: string;
  readonly extra: Record<string, unknown> = {};
  readonly errors = undefined;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly headers: Record<string, string | number> = {},
  ) {
    const spec = specOf(code);
    if (spec.status >= 500) throw new Error(`a Refusal is a client error; ${code} is ${spec.status}`);
    this.status = spec.status;
    this.title = spec.title;
  }
}

export function isLumenError(err: unknown): err is LumenError {
  return err instanceof LumenError;
}

import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyBaseLogger } from 'fastify';
import { isLumenError } from '../platform/errors/index.js';
import { MovedResult, type OperationContext, type Principal, RawResult } from '../platform/operations/define.js';
import { invokeOperation } from '../platform/operations/invoke.js';
import type { RateLimitDecision, RateLimiter } from '../platform/services.js';
import { asArguments } from './argument-fields.js';
import type { ToolResultCache } from './result-cache.js';
import type { GeneratedTool } from './tools-from-operations.js';

export const MCP_BUCKET = 'mcp';

function failure(message: string, extra: Record<string, unknown> = {}): CallToolResult {
  return { isError: true, content: [{ type: 'text', text: JSON.stringify({ error: message, ...extra }) }] };
}

/** The tool result of a call refused by the user's MCP budget. */
export function rateLimited(decision: RateLimitDecision): CallToolResult {
  return failure(`rate limit of ${decision.limit} tool calls exceeded; retry in ${decision.retryAfterS} s`, {
    code: 'rate_limited',
    retry_after_s: decision.retryAfterS,
  });
}

/**
 * Runs a tool: charges the user's MCP budget, splits the arguments into path and query parts, and calls the
 * operation through the same `invokeOperation` as REST (same validation, same handler). A Lumen error becomes a
 * tool result with `isError: true` (MCP: tool errors are results the model can read), never a protocol error.
 */
export async function callTool(
  tool: GeneratedTool,
  args: Record<string, unknown> | undefined,
  principal: Principal,
  deps: { limiter: RateLimiter | null; log: FastifyBaseLogger; requestId: string; signal?: AbortSignal; cache?: ToolResultCache },
): Promise<CallToolResult> {
  if (deps.limiter) {
    // An unreachable store (503 service_unavailable, as REST answers) is a tool error too, never an uncharged call.
    let decision: RateLimitDecision;
    try {
      decision = await deps.limiter.consume(MCP_BUCKET, principal.userId ?? principal.id);
    } catch (err) {
      return errorResult(err, tool, deps);
    }
    if (!decision.allowed) return rateLimited(decision);
  }
  // Arguments are checked before anything else: an unknown name (a misspelt `query` for `q`) is an error the model
  // can correct, never a silently unfiltered answer; a path argument given as a number (`question: 2`, as models
  // write it) is read as its digits, the form the REST path takes.
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(args ?? {})) {
    if (tool.paramNames.has(k)) params[k] = typeof v === 'number' && Number.isFinite(v) ? String(v) : v;
    // A list argument given as an array (`translation: ["drb", "vulgate"]`) is the comma-separated list REST takes;
    // any other array (`limit: [2]`) is refused here, not reported as a parameter sent twice as REST would.
    else if (tool.queryNames.has(k)) {
      if (!Array.isArray(v)) query[k] = v;
      else if (v.every((x) => typeof x === 'string')) query[k] = v.join(',');
      else {
        const message = `expected one value (text or a number), or a list as an array of strings; got ${preview(v)}`;
        return failure(`${k}: ${message}`, { code: 'validation_failed', errors: [{ field: k, message }] });
      }
    } else {
      const known = [...tool.paramNames, ...tool.queryNames];
      return failure(`unknown argument '${k}': ${tool.name} takes ${known.length ? known.join(', ') : 'no arguments'}`, {
        code: 'validation_failed',
        errors: [{ field: k, message: 'unknown argument' }],
      });
    }
  }
  const cacheKey = deps.cache?.key(tool, args);
  const cached = cacheKey === undefined ? undefined : deps.cache!.get(tool, cacheKey);
  if (cached) return cached;
  const generation = cacheKey === undefined ? undefined : deps.cache!.generation(tool);
  const ctx: OperationContext = {
    principal,
    requestId: deps.requestId,
    // Read when used: the request's child logger is built lazily (platform/log/request-log.ts).
    get log() {
      return deps.log;
    },
    face: 'mcp',
    headers: {},
    setHeader: () => undefined,
    ...(deps.signal ? { signal: deps.signal } : {}),
  };
  try {
    const invoked = await invokeOperation(tool.op, { params, query }, ctx);
    // A tool takes parameters, not URLs: a resource that moved (a renamed slug) is answered where it now is.
    const result = invoked.result instanceof MovedResult ? invoked.result.value : invoked.result;
    if (result instanceof RawResult) {
      const text = typeof result.body === 'string' ? result.body : result.body.toString('utf8');
      return text.length > MAX_RESULT_CHARS ? tooLarge(tool, text.length) : { content: [{ type: 'text', text }] };
    }
    let structured = (tool.wrapped ? { result } : result) as Record<string, unknown>;
    let text = JSON.stringify(structured);
    const shorten = tool.op.mcp ? tool.op.mcp.shorten : undefined;
    if (text.length > MAX_RESULT_CHARS && shorten && !tool.wrapped) {
      // The operation's own shorter answer (the readings of a day without the texts of its optional choices):
      // the model still gets the day's answer in one call, and the answer says what it left out and where to read it.
      const full = text.length;
      structured = shorten(result as never) as Record<string, unknown>;
      text = JSON.stringify(structured);
      if (text.length > MAX_RESULT_CHARS) return tooLarge(tool, full);
    }
    if (text.length > MAX_RESULT_CHARS) return tooLarge(tool, text.length);
    const answer: CallToolResult = { content: [{ type: 'text', text }], structuredContent: structured };
    if (cacheKey !== undefined) deps.cache!.set(cacheKey, answer, generation);
    return answer;
  } catch (err) {
    return errorResult(err, tool, deps);
  }
}

/**
 * The most characters of JSON a tool result carries (about 32,000 tokens): a larger answer would fill a model's
 * context, and clients cut or refuse it (some at 25,000 tokens), so the model gets a tool error that says how to
 * ask for less instead. Every list tool pages (limit, next_cursor) well below it; a whole year of the calendar does not.
 */
export const MAX_RESULT_CHARS = 128 * 1024;

function tooLarge(tool: GeneratedTool, chars: number): CallToolResult {
  const how = tool.op.mcp ? tool.op.mcp.narrow : undefined;
  return failure(
    `${tool.name}: the answer is ${Math.ceil(chars / 1024)} KiB of JSON, more than a tool result carries (${MAX_RESULT_CHARS / 1024} KiB); ${how ?? 'ask for less: a smaller limit, or narrower arguments'}`,
    { code: 'result_too_large', chars, max_chars: MAX_RESULT_CHARS },
  );
}

/** A short preview of an argument for an error message; a value too deep for JSON.stringify is named by its kind. */
function preview(v: unknown): string {
  try {
    return JSON.stringify(v).slice(0, 60);
  } catch {
    return 'an array nested too deeply to show';
  }
}

/**
 * Every problem REST would answer with its own code and detail (a 4xx, and a deliberate 503 such as dataset_missing,
 * which says how to import, or service_unavailable) keeps them here; only an unexpected fault hides its cause.
 */
function errorResult(err: unknown, tool: GeneratedTool, deps: { log: FastifyBaseLogger; requestId: string }): CallToolResult {
  if (isLumenError(err) && err.code !== 'internal_error') {
    // The problem's extension members (a valid range, the reason, what is missing from a source) as REST's problem
    // body carries them: the model corrects its call from the same facts a REST client reads.
    // Its fields are named as the tool's arguments (`chapter`, not REST's `path.chapter`: argument-fields.ts).
    const { detail, errors, extra } = asArguments(err, tool);
    return failure(detail, { ...extra, code: err.code, ...(errors ? { errors } : {}) });
  }
  deps.log.error({ err, tool: tool.name }, 'tool call failed');
  return failure('internal error; the request id identifies it in our logs', { code: 'internal_error', request_id: deps.requestId });
}

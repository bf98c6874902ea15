import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessTokenContract } from '../oauth/index.js';
import { strictUtf8 } from '../platform/http/body-parsers.js';
import type { EarlyAnswer } from '../platform/http/early-answers.js';
import type { Metrics } from '../platform/http/metrics.js';
import type { RouteSeries } from '../platform/http/route-histogram.js';
import type { RateLimitDecision, RateLimiter } from '../platform/services.js';
import { verifiedBefore } from './bearer-gate.js';
import { MCP_BUCKET, rateLimited } from './call-tool.js';
import { acceptableHeaders } from './read-messages.js';
import type { ToolResultCache } from './result-cache.js';
import type { GeneratedTool } from './tools-from-operations.js';
import type { OriginAllowed } from './check-origin.js';

export interface McpEarlyAnswerDeps {
  path: string;
  contract: AccessTokenContract;
  results: ToolResultCache;
  tools: () => { byName: Map<string, GeneratedTool> };
  limiter: () => RateLimiter | null;
  series: RouteSeries;
  metrics: Pick<Metrics, 'answeredEarly'>;
  /** Response headers every answer of the route carries besides its own (CORS). */
  headers: (string | number)[];
  /** A request from an origin not allowed is left to the route, whose first step refuses it (check-origin.ts). */
  originAllowed: OriginAllowed;
}

/** Bodies longer than this are not looked at: a repeated tool call is a few hundred bytes. */
const MAX_BODY = 2048;
const JSON_TYPE = 'application/json; charset=utf-8';

/** A single tools/call request in exactly the shape the SDK's schemas accept, and nothing more. */
interface PlainToolCall {
  id: string | number;
  name: string;
  args: Record<string, unknown> | undefined;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function plainToolCall(message: unknown): PlainToolCall | undefined {
  if (!isPlainObject(message)) return undefined;
  for (const k in message) if (k !== 'jsonrpc' && k !== 'id' && k !== 'method' && k !== 'params') return undefined;
  const { jsonrpc, id, method, params } = message;
  if (jsonrpc !== '2.0' || method !== 'tools/call' || !isPlainObject(params)) return undefined;
  if (typeof id !== 'string' && !Number.isSafeInteger(id)) return undefined;
  for (const k in params) if (k !== 'name' && k !== 'arguments') return undefined;
  const { name, arguments: args } = params;
  if (typeof name !== 'string' || (args !== undefined && !isPlainObject(args))) return undefined;
  return { id: id as string | number, name, args };
}

/**
 * Repeated tool calls of shared operations, answered before routing: MCP's side of REST's response cache
 * (platform/operations/response-cache.ts), for the same reason (a tool call otherwise pays Fastify's routing and
 * body parsing, the SDK's three schema parses, promise chain and AbortController, and JSON for an answer it has
 * already made).
 *
 * It answers only a POST whose bearer token was verified before and has not expired, whose headers pass the
 * Streamable HTTP checks and the Origin check (check-origin.ts), and whose body is one `tools/call` request in the plain shape (`jsonrpc`, `id`, `method`,
 * `params` with `name` and `arguments`; no `_meta`, no batch) for which the tool-result cache holds a current
 * result: the result an SDK server produced for the same tool and arguments. Everything that depends on the
 * caller still happens: the grant is marked used, the user's MCP budget charged (a spent budget gets the same
 * tool error as the SDK path), the request gets its own id, and the answer carries the request's JSON-RPC id.
 * Anything else (a first call, another method, a batch, a token not yet verified, a body it cannot read) goes to
 * Fastify with its body untouched, and the SDK serves it as always.
 */
export class McpEarlyAnswer implements EarlyAnswer {
  constructor(private readonly deps: McpEarlyAnswerDeps) {}

  answer(req: IncomingMessage, res: ServerResponse, arrived: number, fallback: () => void): boolean {
    const { deps } = this;
    if (req.method !== 'POST' || req.url !== deps.path || deps.results.empty) return false;
    const { headers } = req;
    const verified = verifiedBefore(headers.authorization);
    if (verified === undefined || !acceptableHeaders(headers) || !deps.originAllowed(headers.origin)) return false;
    if (headers['transfer-encoding'] !== undefined || headers.expect !== undefined) return false;
    const length = Number(headers['content-length']);
    if (!(length > 0 && length <= MAX_BODY)) return false;
    readWhole(req, length, (body) => {
      const hit = this.#lookUp(body);
      if (hit === undefined) {
        // Not ours after all: the body goes back into the request, which Fastify then reads as it always does.
        req.unshift(body);
        fallback();
        return;
      }
      if (verified.grantId) deps.contract.touch?.(verified.grantId);
      const limiter = deps.limiter();
      const decision = limiter ? limiter.consume(MCP_BUCKET, verified.userId) : undefined;
      const reply = (d: RateLimitDecision | undefined) => {
        const result = d === undefined || d.allowed ? hit.json : JSON.stringify(rateLimited(d));
        this.#reply(res, arrived, `{"result":${result},"jsonrpc":"2.0","id":${JSON.stringify(hit.id)}}`);
      };
      if (decision instanceof Promise) {
        // An unreachable limiter store charged nothing: the SDK path then answers as it does for that.
        decision.then(reply, () => {
          req.unshift(body);
          fallback();
        });
      } else reply(decision);
    });
    return true;
  }

  /** The request's id and the kept result's JSON, when the body is a plain call with a current result. */
  #lookUp(body: Buffer): { id: string | number; json: string } | undefined {
    let message: unknown;
    try {
      message = JSON.parse(strictUtf8.decode(body));
    } catch {
      return undefined;
    }
    const call = plainToolCall(message);
    if (call === undefined) return undefined;
    const tool = this.deps.tools().byName.get(call.name);
    if (tool === undefined) return undefined;
    const key = this.deps.results.key(tool, call.args);
    const json = key === undefined ? undefined : this.deps.results.json(tool, key);
    return json === undefined ? undefined : { id: call.id, json };
  }

  #reply(res: ServerResponse, arrived: number, body: string): void {
    const headers: (string | number)[] = ['x-request-id', randomUUID(), ...this.deps.headers];
    headers.push('content-type', JSON_TYPE, 'content-length', Buffer.byteLength(body));
    res.writeHead(200, headers);
    res.end(body);
    this.deps.metrics.answeredEarly('mcp_tool_results');
    this.deps.series.observe('POST', 200, (performance.now() - arrived) / 1000);
  }
}

/**
 * Reads a body of `length` bytes (framed by Content-Length) without letting the stream end, so that it can be
 * put back with `unshift` for Fastify to read: `read()` in 'readable' takes what has arrived, and the end the
 * stream then schedules finds the data back in its buffer and does not happen. A client that goes away before
 * sending it all is simply never answered (its socket is gone).
 */
function readWhole(req: IncomingMessage, length: number, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let got = 0;
  const onReadable = () => {
    let chunk: Buffer | null;
    while (got < length && (chunk = req.read() as Buffer | null) !== null) {
      chunks.push(chunk);
      got += chunk.length;
    }
    if (got < length) return;
    req.off('readable', onReadable);
    done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
  };
  req.on('readable', onReadable);
}

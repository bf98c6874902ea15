import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../platform/operations/define.js';
import type { RateLimiter } from '../platform/services.js';
import { callTool } from './call-tool.js';
import { ExchangeTransport } from './exchange-transport.js';
import type { ToolResultCache } from './result-cache.js';
import type { GeneratedTool } from './tools-from-operations.js';

/** What a tool call needs from its HTTP request; carried to the handlers in the message's `authInfo.extra`. */
export interface CallScope {
  principal: Principal;
  log: FastifyBaseLogger;
  requestId: string;
}

const SCOPE = 'lumenCallScope';

export function authInfoWithScope(auth: Omit<AuthInfo, 'extra'>, scope: CallScope): AuthInfo {
  return { ...auth, extra: { userId: scope.principal.userId, [SCOPE]: scope } };
}

export interface PoolDeps {
  version: string;
  tools: () => { byName: Map<string, GeneratedTool>; list: { tools: GeneratedTool['definition'][] } };
  limiter: () => RateLimiter | null;
  /** Results of shared tools, shared by every server of the pool and the early answer. */
  results: ToolResultCache;
}

export interface Pair {
  server: Server;
  transport: ExchangeTransport;
}

/**
 * The `instructions` of the initialize result (MCP 2025-03-26 and later): what a model should know before it picks
 * a tool, beyond each tool's own description.
 */
export const INSTRUCTIONS = [
  "Lumen serves the Catholic tradition's texts and calendar, read-only, from datasets built from public-domain and open sources:",
  'Scripture (Douay-Rheims and Clementine Vulgate), the Summa Theologiae and the Catena Aurea (bible_passage, resolve_citation,',
  'summa_article, catena_for_verse, search); the liturgical calendar and Mass readings of any date (tempus_*); saints, prayers',
  'and the Rosary (devotio_*); and sacred sites and dioceses (corpus_*, covering only the regions corpus_coverage_get lists).',
  'Every result is JSON that carries its source and licence. Lists take limit (1-100) and give next_cursor: pass it back as',
  'cursor, with the same other arguments, for the next page. A failed call is a result with isError whose JSON says what was',
  'wrong (error, code, and the field or valid range): correct the arguments and call again.',
].join(' ');

/** Idle pairs kept for reuse; a burst beyond this builds pairs that are dropped afterwards. */
const MAX_IDLE = 64;

/** A JSON-RPC error the SDK's protocol layer sends as `{ code, message }`, the message as written. */
function protocolError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/**
 * SDK servers already connected to an ExchangeTransport, each serving one HTTP exchange at a time: a request takes
 * an idle pair (or builds one), and gives it back when its responses are written. The handlers are registered
 * once per pair; what differs per request (principal, log, request id) arrives with the messages.
 */
export class ServerPool {
  private readonly idle: Pair[] = [];
  // The SDK builds an Ajv instance per server unless given one.
  private readonly validator = new AjvJsonSchemaValidator();

  constructor(private readonly deps: PoolDeps) {}

  async acquire(): Promise<Pair> {
    return this.idle.pop() ?? (await this.build());
  }

  /** Returns a pair whose exchange is complete; an abandoned one (handlers possibly still running) is closed. */
  release(pair: Pair, reusable: boolean): void {
    if (reusable && !pair.transport.busy && this.idle.length < MAX_IDLE) this.idle.push(pair);
    else void pair.server.close();
  }

  async close(): Promise<void> {
    await Promise.all(this.idle.splice(0).map((p) => p.server.close()));
  }

  private async build(): Promise<Pair> {
    const { deps } = this;
    const server = new Server({ name: 'lumen', title: 'Lumen', version: deps.version }, {
      capabilities: { tools: { listChanged: false } },
      instructions: INSTRUCTIONS,
      jsonSchemaValidator: this.validator,
    });
    server.setRequestHandler(ListToolsRequestSchema, async (req) => {
      // MCP "Pagination": an invalid cursor SHOULD be -32602. The list is one page (no nextCursor), so any cursor is
      // one this server never gave; answering the whole list again would look like a second page of duplicates.
      if (req.params?.cursor !== undefined) {
        throw protocolError(ErrorCode.InvalidParams, 'Invalid params for tools/list: this server never gives a cursor (every tool is in the first page, without nextCursor); call tools/list without one');
      }
      return deps.tools().list;
    });
    server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
      const scope = extra.authInfo?.extra?.[SCOPE] as CallScope | undefined;
      if (!scope) throw new Error('a tool call arrived without its request scope');
      const tool = deps.tools().byName.get(req.params.name);
      // MCP (tools, "Error Handling"): an unknown tool is a protocol error (-32602), not a tool result. Not an
      // McpError: its message starts "MCP error -32602: ", which the SDK would send as the message, and a client's
      // McpError adds the same prefix again ("MCP error -32602: MCP error -32602: Unknown tool").
      if (!tool) throw protocolError(ErrorCode.InvalidParams, `Unknown tool: ${req.params.name}; tools/list names the tools of this server`);
      return callTool(tool, req.params.arguments, scope.principal, {
        limiter: deps.limiter(),
        get log() {
          return scope.log;
        },
        requestId: scope.requestId,
        signal: extra.signal,
        cache: deps.results,
      });
    });
    const transport = new ExchangeTransport();
    await server.connect(transport);
    return { server, transport };
  }
}

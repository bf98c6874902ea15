import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenContract } from '../oauth/index.js';
import type { Principal } from '../platform/operations/define.js';
import { rawRoute } from '../platform/http/raw-route.js';
import type { PlatformServices } from '../platform/services.js';
import { jsonRpcBodyErrors } from './body-errors.js';
import { BearerError, type VerifiedToken, tokenInQueryError, verifyBearerCached, wwwAuthenticate } from './bearer-gate.js';
import { readMessages } from './read-messages.js';
import { MCP_ROUTE } from './route.js';
import { ServerPool, authInfoWithScope } from './server-pool.js';
import { McpEarlyAnswer } from './early-answer.js';
import { ToolResultCache } from './result-cache.js';
import { earlyAnswersOf } from '../platform/http/early-answers.js';
import { corsHeaderList } from '../platform/http/cors.js';
import type { GeneratedTool } from './tools-from-operations.js';
import type { JSONRPCMessage, RequestId } from '@modelcontextprotocol/sdk/types.js';
import { isRequest } from './exchange-transport.js';
import { paramsError } from './request-params.js';
import { registerNoStreamRoutes } from './no-stream.js';
import { registerTrailingSlashRedirect } from './trailing-slash.js';
import type { OriginAllowed } from './check-origin.js';

const VERIFIED = Symbol('lumen.mcp.verifiedToken');

export interface McpRouteDeps {
  contract: AccessTokenContract;
  /** The protected-resource metadata URL for the 401 challenge, given the request's Host header. */
  metadataUrl: (host: string | undefined) => string;
  services: () => PlatformServices;
  tools: () => GeneratedTool[];
  version: string;
  /** The Origin check of every /mcp route (check-origin.ts), which the early answer must apply too. */
  originAllowed: OriginAllowed;
}

/**
 * POST /mcp: the bearer gate, then a stateless Streamable HTTP exchange in JSON response mode, served by an SDK
 * server taken from a pool (server-pool.ts) through Lumen's own SDK transport (exchange-transport.ts): the
 * Streamable HTTP checks (read-messages.ts), the messages to the server, its responses back as one JSON body, or
 * 202 when the POST held only notifications or responses (FINDINGS "MCP on Fastify").
 */
export function registerMcpRoute(app: FastifyInstance, deps: McpRouteDeps): void {
  // The verified token rides on the request itself: a WeakMap keyed by every request cost a tenth of a tool call
  // in garbage collection (each entry is an ephemeron the collector must trace separately).
  const tokenOf = (request: FastifyRequest) => (request as FastifyRequest & { [VERIFIED]?: VerifiedToken })[VERIFIED];
  // The tool list is fixed once the engines are known: its look-up map and `tools/list` answer are built once,
  // not per request.
  let catalogue: { byName: Map<string, GeneratedTool>; list: { tools: GeneratedTool['definition'][] } } | undefined;
  const tools = () => {
    if (!catalogue) {
      const all = deps.tools();
      catalogue = { byName: new Map(all.map((t) => [t.name, t])), list: { tools: all.map((t) => t.definition) } };
    }
    return catalogue;
  };
  const results = new ToolResultCache();
  const limiter = () => deps.services().rateLimiter;
  const pool = new ServerPool({ version: deps.version, tools, limiter, results });
  app.addHook('onClose', async () => pool.close());
  // Repeated calls of shared tools are answered before routing (early-answer.ts).
  const early = earlyAnswersOf(app);
  early?.add(
    new McpEarlyAnswer({
      path: MCP_ROUTE.path,
      contract: deps.contract,
      results,
      tools,
      limiter,
      series: early.metrics.route(MCP_ROUTE.path),
      metrics: early.metrics,
      headers: corsHeaderList(MCP_ROUTE.cors ?? {}),
      originAllowed: deps.originAllowed,
    }),
  );
  // The token is checked in onRequest, before the body is read or parsed: an unauthenticated caller gets 401 with
  // WWW-Authenticate (RFC 6750 §3, RFC 9728 §5.1) whatever it sent, never a 400/415 about a body it may not send.
  const refuse = (request: FastifyRequest, reply: FastifyReply, err: BearerError) =>
    reply
      .code(err.status)
      .header('WWW-Authenticate', wwwAuthenticate(deps.metadataUrl(request.headers.host), deps.contract.scope, err))
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ ...(err.error ? { error: err.error } : {}), error_description: err.message }));
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const inQuery = tokenInQueryError(request.url);
      if (inQuery) throw inQuery;
      (request as FastifyRequest & { [VERIFIED]?: VerifiedToken })[VERIFIED] = await verifyBearerCached(deps.contract, request.headers.authorization);
    } catch (err) {
      if (!(err instanceof BearerError)) throw err;
      return refuse(request, reply, err);
    }
  };
  rawRoute(app, MCP_ROUTE, { onRequest: authenticate, errorHandler: jsonRpcBodyErrors }, async (request, reply) => {
    const verified = tokenOf(request);
    if (!verified) throw new Error('the /mcp onRequest hook did not run');
    if (verified.grantId) deps.contract.touch?.(verified.grantId);
    const read = readMessages(request.headers, request.body);
    if ('refusal' in read) {
      const { status, code, message } = read.refusal;
      return reply.code(status).type('application/json').send(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
    }
    const principal: Principal = {
      kind: 'oauth',
      id: verified.userId,
      userId: verified.userId,
      clientId: verified.clientId,
      scopes: verified.scopes,
    };
    const authInfo = authInfoWithScope(
      { token: verified.token, clientId: verified.clientId, scopes: verified.scopes, expiresAt: verified.expiresAt },
      {
        principal,
        requestId: request.id,
        // A child logger is built only if the call logs (most never do).
        get log() {
          return request.lumenLog;
        },
      },
    );
    // Requests whose params do not fit their method are answered here (-32602), the rest go to an SDK server.
    const { deliver, answered } = splitInvalidParams(read.messages);
    let responses: JSONRPCMessage[] = [];
    if (deliver.length > 0) {
      const pair = await pool.acquire();
      // A client that goes away cancels its requests (their handlers see an aborted signal).
      let abandoned = false;
      const onClose = () => {
        if (reply.raw.writableFinished) return;
        abandoned = true;
        pair.transport.abandon();
      };
      reply.raw.once('close', onClose);
      try {
        responses = await pair.transport.exchange(deliver, { authInfo, requestInfo: { headers: request.headers } });
      } finally {
        reply.raw.off('close', onClose);
        pool.release(pair, !abandoned);
      }
      if (abandoned) return reply;
    }
    if (answered) responses = inRequestOrder(read.messages, responses, answered);
    if (responses.length === 0) return reply.code(202).send();
    const body = Array.isArray(request.body) ? responses : responses[0];
    return reply.type('application/json').send(JSON.stringify(body));
  });
  registerNoStreamRoutes(app);
  registerTrailingSlashRedirect(app, (request, reply) => {
    // A token in the query is refused here, not sent on in the redirect's Location for the client to send again.
    const inQuery = tokenInQueryError(request.url);
    return inQuery ? refuse(request, reply, inQuery) : undefined;
  });
}

/** The messages for the SDK server, and the responses already made to requests with params that do not fit. */
function splitInvalidParams(messages: JSONRPCMessage[]): { deliver: JSONRPCMessage[]; answered?: Map<RequestId, JSONRPCMessage> } {
  let answered: Map<RequestId, JSONRPCMessage> | undefined;
  for (const m of messages) {
    if (!isRequest(m)) continue;
    const error = paramsError(m);
    if (error) (answered ??= new Map()).set(m.id, error);
  }
  if (!answered) return { deliver: messages };
  return { deliver: messages.filter((m) => !(isRequest(m) && answered.has(m.id))), answered };
}

/** The server's responses and the ones made here, in the order of the requests (ids are unique: read-messages.ts). */
function inRequestOrder(messages: JSONRPCMessage[], served: JSONRPCMessage[], answered: Map<RequestId, JSONRPCMessage>): JSONRPCMessage[] {
  const byId = new Map(answered);
  for (const r of served) if ('id' in r && r.id !== undefined) byId.set(r.id, r);
  const out: JSONRPCMessage[] = [];
  for (const m of messages) if (isRequest(m) && byId.has(m.id)) out.push(byId.get(m.id)!);
  return out;
}

import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import { MAX_BATCH_SIZE } from '@modelcontextprotocol/sdk/server/requestBody.js';
import { type JSONRPCMessage, JSONRPCMessageSchema, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import type { IncomingHttpHeaders } from 'node:http';
import { isRequest } from './exchange-transport.js';
import { whyInvalid } from './invalid-message.js';

/** A POST /mcp refused before any message reaches the server: HTTP status and JSON-RPC error (id null). */
export interface Refusal {
  status: 400 | 406 | 415;
  code: number;
  message: string;
}

const refuse = (status: Refusal['status'], code: number, message: string): { refusal: Refusal } => ({ refusal: { status, code, message } });

/**
 * The Streamable HTTP checks of a POST (MCP 2025-06-18 "Transports", as the SDK's own transport makes them, with
 * the same status codes and messages): Accept lists both JSON and SSE, the body is JSON, one message or a batch of
 * at most MAX_BATCH_SIZE (and none under protocol versions that removed batches), each a valid JSON-RPC message
 * (the SDK's schema; -32600 saying what failed, where the SDK answers -32700 for JSON that did parse), one
 * initialize request at most and alone, and a supported MCP-Protocol-Version on anything but initialization. Request ids within a batch must
 * differ: responses are matched to requests by id.
 */
export function readMessages(headers: IncomingHttpHeaders, body: unknown): { messages: JSONRPCMessage[] } | { refusal: Refusal } {
  if (!acceptsBoth(headers)) {
    return refuse(406, -32000, 'Not Acceptable: Client must accept both application/json and text/event-stream');
  }
  if (!isJsonContentType(headers['content-type'])) {
    return refuse(415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
  }
  if (Array.isArray(body) && body.length > MAX_BATCH_SIZE) {
    return refuse(400, -32600, `Invalid Request: Batch must not exceed ${MAX_BATCH_SIZE} messages`);
  }
  // JSON-RPC 2.0 §6: an empty batch is an invalid request.
  if (Array.isArray(body) && body.length === 0) return refuse(400, -32600, 'Invalid Request: an empty batch');
  const raw = Array.isArray(body) ? body : [body];
  const messages: JSONRPCMessage[] = [];
  for (const m of raw) {
    const parsed = JSONRPCMessageSchema.safeParse(m);
    if (!parsed.success) return refuse(400, -32600, `Invalid Request: ${whyInvalid(m)}`);
    messages.push(parsed.data);
  }
  const initializing = messages.some((m) => isRequest(m) && m.method === 'initialize');
  if (initializing && messages.length > 1) {
    return refuse(400, -32600, 'Invalid Request: Only one initialization request is allowed');
  }
  if (!initializing) {
    const version = headers['mcp-protocol-version'];
    if (!supportedVersion(version)) {
      return refuse(
        400,
        -32000,
        `Bad Request: Unsupported protocol version: ${String(version)} (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`,
      );
    }
    // MCP 2025-06-18 removed JSON-RPC batching (changelog; "Transports": the body of a POST MUST be a single
    // message): a client that negotiated it or a later version sends one message per POST. Without the header the
    // spec's default, 2025-03-26, applies, which allows batches.
    if (Array.isArray(body) && typeof version === 'string' && version >= BATCHLESS_FROM) {
      return refuse(
        400,
        -32600,
        `Invalid Request: JSON-RPC batches are not part of MCP ${BATCHLESS_FROM} and later (MCP-Protocol-Version: ${version}); send one message per POST`,
      );
    }
  }
  const ids = new Set<unknown>();
  for (const m of messages) {
    if (!isRequest(m)) continue;
    if (ids.has(m.id)) return refuse(400, -32600, 'Invalid Request: request ids within a batch must be unique');
    ids.add(m.id);
  }
  return { messages };
}

/** The first protocol version without JSON-RPC batches (versions are dates, so they compare as strings). */
const BATCHLESS_FROM = '2025-06-18';

/**
 * Whether Accept lists both media types the transport answers with, in any case: media types are case-insensitive
 * (RFC 9110 §8.3.1), and the SDK's case-sensitive test refused `Application/JSON, Text/Event-Stream` with 406. As
 * in the SDK, a wildcard (`*` + `/*`) is not the listing MCP requires ("Transports": the client lists both).
 */
function acceptsBoth(headers: IncomingHttpHeaders): boolean {
  const accept = headers.accept?.toLowerCase();
  return accept !== undefined && accept.includes('application/json') && accept.includes('text/event-stream');
}

/** No MCP-Protocol-Version (the spec's default applies), or one the SDK supports. */
const supportedVersion = (version: string | string[] | undefined) =>
  version === undefined || (typeof version === 'string' && SUPPORTED_PROTOCOL_VERSIONS.includes(version));

/** True when the headers of a POST that initializes nothing pass every check above (the early answer's test). */
export function acceptableHeaders(headers: IncomingHttpHeaders): boolean {
  return acceptsBoth(headers) && isJsonContentType(headers['content-type']) && supportedVersion(headers['mcp-protocol-version']);
}

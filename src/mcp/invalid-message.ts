/**
 * Why a JSON value is not a JSON-RPC 2.0 message, in one line, for the `-32600 Invalid Request` answer
 * (JSON-RPC 2.0 §5.1: valid JSON that is not a valid Request object is -32600; -32700 is for JSON that does not
 * parse). The checks follow the SDK's JSONRPCMessageSchema, which decides; this only says what failed.
 */
export function whyInvalid(m: unknown): string {
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return `a message is a JSON object, got ${kind(m)}`;
  const message = m as Record<string, unknown>;
  if (message.jsonrpc !== '2.0') return `"jsonrpc" must be "2.0", got ${shown(message.jsonrpc)}`;
  if ('id' in message && !validId(message.id)) {
    return `"id" must be a string or an integer from -9007199254740991 to 9007199254740991 (larger integers lose digits in JSON), got ${shown(message.id)}; a notification has no id`;
  }
  if ('method' in message && typeof message.method !== 'string') return `"method" must be a string, got ${kind(message.method)}`;
  const known = 'method' in message ? ['jsonrpc', 'id', 'method', 'params'] : ['jsonrpc', 'id', 'result', 'error'];
  const extra = Object.keys(message).find((k) => !known.includes(k));
  if (extra !== undefined) return `unexpected member "${extra.slice(0, 40)}" (a message has ${known.join(', ')})`;
  if (!('method' in message) && !('result' in message) && !('error' in message)) {
    return 'a message needs a "method" (a request or notification) or a "result" or "error" (a response)';
  }
  return 'not a JSON-RPC 2.0 request, notification or response (see the MCP specification, "Base Protocol")';
}

const validId = (id: unknown) => typeof id === 'string' || Number.isSafeInteger(id);

function kind(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

/** A scalar as written (cut short), anything else by its kind. */
function shown(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'string') return JSON.stringify(v.slice(0, 40));
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return kind(v);
}

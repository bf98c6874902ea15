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
  const member = 'method' in message ? whyInvalidParams(message.params) : whyInvalidResponse(message);
  if (member !== undefined) return member;
  return 'not a JSON-RPC 2.0 request, notification or response (see the MCP specification, "Base Protocol")';
}

/**
 * A request's or notification's `params`: an object when present (JSON-RPC 2.0 §4.2 allows an array too, MCP does
 * not), its `_meta` an object. `"params": null`, which some JSON-RPC libraries write for "no params", is named here
 * rather than left to the generic line.
 */
function whyInvalidParams(params: unknown): string | undefined {
  if (params === undefined) return undefined;
  if (!isObject(params)) return `"params" must be an object, or left out when there are none, got ${shown(params)}`;
  const meta = params._meta;
  if (meta !== undefined && !isObject(meta)) return `"params._meta" must be an object, got ${shown(meta)}`;
  return undefined;
}

/** A response: an `id`, and either a `result` object or an `error` object with an integer `code` and a `message`. */
function whyInvalidResponse(message: Record<string, unknown>): string | undefined {
  if ('result' in message && 'error' in message) return 'a response carries "result" or "error", not both';
  if ('result' in message) {
    if (!('id' in message)) return 'a response with "result" needs the "id" of the request it answers';
    return isObject(message.result) ? undefined : `"result" must be an object, got ${shown(message.result)}`;
  }
  const error = message.error;
  if (!isObject(error)) return `"error" must be an object with "code" and "message", got ${shown(error)}`;
  if (!Number.isInteger(error.code)) return `"error.code" must be an integer, got ${shown(error.code)}`;
  if (typeof error.message !== 'string') return `"error.message" must be a string, got ${shown(error.message)}`;
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

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

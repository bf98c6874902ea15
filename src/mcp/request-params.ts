import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  type JSONRPCMessage,
  ListToolsRequestSchema,
  PingRequestSchema,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

/** The SDK's schema of each method the server serves (server-pool.ts and the SDK's own initialize and ping). */
const SCHEMAS = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
} as const;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a value is, in the words of an error message. */
function got(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}

/** What a Zod issue expected, in plain words (`record` is an object to a JSON client). */
function expected(issue: { code: string; message: string; expected?: unknown }): string {
  if (issue.code === 'invalid_type' && typeof issue.expected === 'string') {
    const name = issue.expected === 'record' ? 'object' : issue.expected;
    return `expected ${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
  }
  return issue.message.replace(/^Invalid input: /, '');
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const key of path) v = isPlainObject(v) || Array.isArray(v) ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

/**
 * The `-32602 Invalid params` response to a request whose params do not fit its method, or undefined when they do
 * (or the method is not one the server serves: the SDK answers `-32601` for those).
 *
 * The SDK parses a request's params with the method's schema before calling its handler, and a failed parse reaches
 * the protocol layer as a bare ZodError: the client got `-32603 Internal error` with the issues as a JSON dump for
 * its message (`tools/call` with `arguments: null` or an array, `tools/list` with a numeric cursor, `initialize`
 * without params). JSON-RPC 2.0 §5.1 names this `-32602`, and a client told "internal error" may retry what can
 * never succeed. The message names the member, what it should be and what it was, on one line.
 */
export function paramsError(message: JSONRPCMessage & { id: RequestId; method: string }): JSONRPCMessage | undefined {
  const schema = SCHEMAS[message.method as keyof typeof SCHEMAS];
  if (!schema) return undefined;
  // The plain tool call (a name and an object of arguments, nothing else) fits the schema: no second parse.
  if (message.method === 'tools/call' && plainToolCall((message as { params?: unknown }).params)) return undefined;
  const parsed = schema.safeParse(message);
  if (parsed.success) return undefined;
  const [first, ...rest] = parsed.error.issues;
  if (!first) return undefined;
  const where = first.path.map(String).join('.');
  const text = `${where}: ${expected(first as { code: string; message: string; expected?: unknown })}, got ${got(valueAt(message, first.path))}`;
  return {
    jsonrpc: '2.0',
    id: message.id,
    error: {
      code: ErrorCode.InvalidParams,
      message: `Invalid params for ${message.method}: ${text}${rest.length ? ` (and ${rest.length} more)` : ''}`,
    },
  };
}

function plainToolCall(params: unknown): boolean {
  if (!isPlainObject(params)) return false;
  for (const k in params) if (k !== 'name' && k !== 'arguments') return false;
  return typeof params.name === 'string' && (params.arguments === undefined || isPlainObject(params.arguments));
}

import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo, RequestId } from '@modelcontextprotocol/sdk/types.js';

/**
 * The kinds of messages already validated against the SDK's JSONRPCMessageSchema (read-messages.ts) or built by
 * the SDK server, told apart by their members: a request has a method and an id, a notification a method and no
 * id, a response a result or an error. (The SDK's `isJSONRPC…` guards re-run a schema per call, which cost more
 * than the rest of this transport.)
 */
export const isRequest = (m: JSONRPCMessage): m is JSONRPCMessage & { id: RequestId; method: string } => 'method' in m && 'id' in m && m.id !== undefined;
const isResponse = (m: JSONRPCMessage): m is JSONRPCMessage & { id?: RequestId } => !('method' in m) && ('result' in m || 'error' in m);

/**
 * An SDK `Transport` for one stateless HTTP exchange at a time, in JSON response mode: `exchange` hands the
 * request's messages to the connected SDK server and resolves with its responses, in the order of the requests.
 * The SDK server does the protocol (JSON-RPC dispatch, schema validation, initialize); this class only carries
 * messages, so that a server and its transport can serve request after request instead of being built per request
 * (the SDK's Streamable HTTP transport is single-use in stateless mode and converts every Node request to a web
 * Request and back).
 *
 * Messages the server sends besides responses (progress notifications, server-to-client requests) have nowhere to
 * go in JSON response mode and are dropped, as the SDK's transport does.
 */
export class ExchangeTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  readonly sessionId = undefined;

  private pending: Map<RequestId, JSONRPCMessage | undefined> | undefined;
  private finish: ((responses: JSONRPCMessage[]) => void) | undefined;
  private closed = false;

  async start(): Promise<void> {}

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }

  /** True while an exchange waits for responses (a transport serves one exchange at a time). */
  get busy(): boolean {
    return this.pending !== undefined;
  }

  /**
   * Delivers `messages` (already validated JSON-RPC messages, request ids unique among them) and resolves with the
   * responses to its requests; with no request among them, resolves at once with none.
   */
  exchange(messages: JSONRPCMessage[], extra: MessageExtraInfo): Promise<JSONRPCMessage[]> {
    if (this.closed) return Promise.reject(new Error('the MCP transport is closed'));
    if (this.pending) return Promise.reject(new Error('the MCP transport is already serving an exchange'));
    const pending = new Map<RequestId, JSONRPCMessage | undefined>();
    for (const m of messages) if (isRequest(m)) pending.set(m.id, undefined);
    const done =
      pending.size === 0
        ? Promise.resolve([])
        : new Promise<JSONRPCMessage[]>((resolve) => {
            this.pending = pending;
            this.finish = resolve;
          });
    for (const m of messages) this.onmessage?.(m, extra);
    return done;
  }

  /**
   * Abandons the exchange (the client went away): its requests are cancelled the protocol's way, so their handlers
   * see an aborted signal and send nothing, and `exchange` resolves with no responses. The transport must not serve
   * another exchange afterwards: a cancelled handler may still be running.
   */
  abandon(): void {
    const { pending, finish } = this;
    this.pending = undefined;
    this.finish = undefined;
    for (const [id, response] of pending ?? []) {
      if (response !== undefined) continue;
      this.onmessage?.({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason: 'the HTTP client disconnected' } });
    }
    finish?.([]);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (!isResponse(message)) return;
    const pending = this.pending;
    const id = message.id;
    if (!pending || id === undefined || !pending.has(id) || pending.get(id) !== undefined) return;
    pending.set(id, message);
    for (const response of pending.values()) if (response === undefined) return;
    const finish = this.finish!;
    this.pending = undefined;
    this.finish = undefined;
    finish([...pending.values()] as JSONRPCMessage[]);
  }
}

import type { FastifyRequest } from 'fastify';
import type { ApiKeyRecord } from '../identity/index.js';
import type { Engine, Operation, OperationContext, TransactionStep } from '../platform/operations/define.js';
import { invokeOperation } from '../platform/operations/invoke.js';

/** A key as the portal operations return it: identity's own record type, not a second copy of it. */
export type KeyRecord = ApiKeyRecord;
export interface Me {
  id: string;
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  created_at: string;
  active_key_limit: number;
}
export interface Usage {
  key_id: string;
  days: Array<{ date: string; requests: number; limited: number }>;
  totals: { requests: number; limited: number };
  window: { limit: number; window_s: number; remaining: number; reset_at: string | null };
  recorded_every_s: number;
}
export interface Connection {
  id: string;
  client_id: string;
  client_name: string;
  redirect_hosts?: string[];
  scope: string;
  created_at: string;
  last_used_at: string | null;
}

/**
 * The dashboard reads and writes through the portal's own operations (identity's portal engine, OAuth's
 * connections), invoked with the signed-in user as principal: the same validation, ownership checks (404 for
 * anyone else's key or connection), events and output schemas as `/portal/*`, with no second copy of them.
 */
export class PortalCalls {
  private byId: Map<string, Operation> | undefined;

  constructor(private readonly engines: () => Engine[]) {}

  private op(id: string): Operation {
    this.byId ??= new Map(this.engines().flatMap((e) => e.operations.map((o) => [o.id, o] as const)));
    const op = this.byId.get(id);
    if (!op) throw new Error(`portal operation ${id} is not mounted`);
    return op;
  }

  /** `step`: a write of the dashboard's own committed in the operation's transaction (OperationContext.transactionStep). */
  async call<T>(request: FastifyRequest, userId: string, id: string, parts: { params?: unknown; query?: unknown; body?: unknown } = {}, step?: TransactionStep): Promise<T> {
    const ctx: OperationContext = {
      principal: { kind: 'portalUser', id: userId, userId },
      requestId: request.id,
      get log() {
        return request.lumenLog;
      },
      face: 'rest',
      headers: {},
      setHeader: () => undefined,
      ip: request.ip,
      ...(step ? { transactionStep: step } : {}),
    };
    const { result } = await invokeOperation(this.op(id), { params: parts.params ?? {}, query: parts.query ?? {}, body: parts.body }, ctx);
    return result as T;
  }

  me = (r: FastifyRequest, u: string) => this.call<Me>(r, u, 'portal.me.get');
  /**
   * Every row of one of the user's lists, page after page of 100 (`field`: the list's array; at most 10,000 rows,
   * a bound a page of HTML can show).
   */
  private async all<T>(r: FastifyRequest, u: string, id: string, field: string): Promise<T[]> {
    const all: T[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = cursor ? { limit: '100', cursor } : { limit: '100' };
      const page = await this.call<Record<string, unknown> & { next_cursor: string | null }>(r, u, id, { query });
      all.push(...(page[field] as T[]));
      cursor = page.next_cursor;
    } while (cursor && all.length < 10_000);
    return all;
  }

  /** Every key of the user (at most API_KEYS_MAX_ACTIVE are active; revoked ones stay listed). */
  keys = (r: FastifyRequest, u: string) => this.all<KeyRecord>(r, u, 'portal.keys.list', 'items');
  key = (r: FastifyRequest, u: string, id: string) => this.call<KeyRecord>(r, u, 'portal.keys.get', { params: { id } });
  /** `step` commits with the key or rolls back with it (create-forms.ts: the form is used once). */
  createKey = (r: FastifyRequest, u: string, name: unknown, step: TransactionStep) =>
    this.call<KeyRecord & { key: string }>(r, u, 'portal.keys.create', { body: { name } }, step);
  renameKey = (r: FastifyRequest, u: string, id: string, name: unknown) => this.call<KeyRecord>(r, u, 'portal.keys.rename', { params: { id }, body: { name } });
  revokeKey = (r: FastifyRequest, u: string, id: string) => this.call<undefined>(r, u, 'portal.keys.revoke', { params: { id } });
  usage = (r: FastifyRequest, u: string, id: string) => this.call<Usage>(r, u, 'portal.keys.usage', { params: { id } });
  /** Every live connection of the user. */
  connections = (r: FastifyRequest, u: string) => this.all<Connection>(r, u, 'portal.connections.list', 'connections');
  revokeConnection = (r: FastifyRequest, u: string, id: string) => this.call<undefined>(r, u, 'portal.connections.revoke', { params: { id } });
}

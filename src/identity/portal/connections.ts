import { z } from 'zod';
import { problem } from '../../platform/errors/index.js';
import { type Operation, defineOperation } from '../../platform/operations/define.js';
import { PageFields } from '../../platform/operations/paging.js';
import { portalPage } from './cursor.js';
import { ListQuery } from './schemas.js';

/** One OAuth connection of a portal user: an authorization they approved for a client (contract: portal). */
export interface ConnectionRecord {
  id: string;
  clientId: string;
  clientName: string;
  /** Scheme and host of each redirect URI: where the application receives its answers. */
  redirectHosts: string[];
  scope: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/**
 * What the portal needs from the authorization server, filled in by `src/modules.ts` (identity does not import
 * oauth): the user's active connections, and revoking one (its whole refresh-token chain). Without an
 * authorization server a user has no connections.
 */
export interface ConnectionsPort {
  /** Newest first (ties by id), at most `limit`, after the (createdAt, id) of the previous page's last one. */
  list(userId: string, limit: number, after?: { createdAt: number; id: string }): Promise<ConnectionRecord[]>;
  /** false when the user has no such active connection (another user's is indistinguishable: contract). */
  revoke(userId: string, id: string): Promise<boolean>;
}

const Connection = z.object({
  id: z.string().describe('connection id (grt_…)'),
  client_id: z.string(),
  client_name: z.string(),
  redirect_hosts: z.array(z.string()).describe('where the application receives its answers: scheme and host of each redirect URI'),
  scope: z.string(),
  created_at: z.string().describe('ISO 8601'),
  last_used_at: z.string().nullable().describe('ISO 8601; last token exchange or tool call (updated at most once a minute)'),
});

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const toConnection = (c: ConnectionRecord): z.infer<typeof Connection> => ({
  id: c.id,
  client_id: c.clientId,
  client_name: c.clientName,
  redirect_hosts: c.redirectHosts,
  scope: c.scope,
  created_at: iso(c.createdAt)!,
  last_used_at: iso(c.lastUsedAt),
});

/** The portal's connection operations, under /portal with its authentication and rate limit. */
export function connectionOperations(port: () => ConnectionsPort | null): Operation[] {
  return [
    defineOperation({
      id: 'portal.connections.list',
      summary: "List the signed-in user's OAuth connections, newest first",
      description: 'Each connection is one approved authorization of an application: its name, scope, when it was created and last used. Paged like every list (`limit`, `cursor`, `next_cursor`).',
      method: 'GET',
      path: '/connections',
      query: ListQuery,
      output: z.object({ connections: z.array(Connection), next_cursor: PageFields.next_cursor }),
      problems: ['invalid_cursor'],
      handler: async ({ query }, ctx) => {
        const userId = ctx.principal.userId ?? ctx.principal.id;
        const read = async (limit: number, after?: { createdAt: number; id: string }) => ((await port()?.list(userId, limit, after)) ?? []).map(toConnection);
        const { items, next_cursor } = await portalPage('connections', userId, query, read, (c) => ({ createdAt: c.created_at, id: c.id }));
        return { connections: items, next_cursor };
      },
    }),
    defineOperation({
      id: 'portal.connections.revoke',
      summary: 'Revoke one OAuth connection (its whole refresh-token chain)',
      method: 'DELETE',
      path: '/connections/{id}',
      params: z.object({ id: z.string().min(1).max(64) }),
      output: z.undefined(),
      successStatus: 204,
      handler: async ({ params }, ctx) => {
        const userId = ctx.principal.userId ?? ctx.principal.id;
        if (!(await port()?.revoke(userId, params.id))) throw problem('not_found', `No connection ${params.id}.`);
        ctx.log.info({ event: 'connection.revoked', grant: params.id, user: userId }, 'connection revoked');
        return undefined;
      },
    }),
  ];
}

import { z } from 'zod';
import { problem } from '../../platform/errors/index.js';
import { type Engine, defineOperation } from '../../platform/operations/define.js';
import type { ClientStore } from '../clients/client-store.js';
import { redirectTarget } from '../consent/consent-page.js';
import type { GrantStore } from '../grants/grant-store.js';

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

/**
 * The developer portal's view of OAuth connections: one per authorization a user approved. Revoking one revokes
 * its whole refresh-token chain; the user's other connections are untouched. Another user's connection is a 404.
 */
export function connectionsEngine(grants: GrantStore, clients: ClientStore): Engine {
  const ownGrant = async (userId: string | undefined, id: string) => {
    const grant = await grants.find(id);
    if (!grant || grant.userId !== userId || grant.revokedAt !== null) throw problem('not_found', `No connection ${id}.`);
    return grant;
  };
  return {
    name: 'connections',
    title: 'OAuth connections',
    description: "The signed-in user's OAuth connections (applications they authorized for the MCP tool server)",
    prefixes: [''],
    access: 'portal',
    rateLimit: false,
    mcp: false,
    operations: [
      defineOperation({
        id: 'portal.connections.list',
        summary: "List the signed-in user's OAuth connections",
        description: 'Each connection is one approved authorization of an application: its name, scope, when it was created and last used.',
        method: 'GET',
        path: '/portal/connections',
        output: z.object({ connections: z.array(Connection) }),
        handler: async (_input, ctx) => {
          const list = await grants.listActive(ctx.principal.userId ?? ctx.principal.id);
          const connections = [];
          for (const g of list) {
            const client = await clients.storedSummary(g.clientId);
            connections.push({
              id: g.id,
              client_id: g.clientId,
              client_name: client?.name ?? g.clientId,
              redirect_hosts: [...new Set((client?.redirectUris ?? []).map(redirectTarget))],
              scope: g.scope,
              created_at: iso(g.createdAt)!,
              last_used_at: iso(g.lastUsedAt),
            });
          }
          return { connections };
        },
      }),
      defineOperation({
        id: 'portal.connections.revoke',
        summary: 'Revoke one OAuth connection (its whole refresh-token chain)',
        method: 'DELETE',
        path: '/portal/connections/{id}',
        params: z.object({ id: z.string().min(1).max(64) }),
        output: z.undefined(),
        successStatus: 204,
        handler: async ({ params }, ctx) => {
          const grant = await ownGrant(ctx.principal.userId ?? ctx.principal.id, params.id);
          await grants.revoke(grant.id);
          ctx.log.info({ event: 'connection.revoked', grant: grant.id, user: grant.userId }, 'connection revoked');
          return undefined;
        },
      }),
    ],
  };
}

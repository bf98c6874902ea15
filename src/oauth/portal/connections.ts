import type { ClientStore } from '../clients/client-store.js';
import { redirectTarget } from '../consent/consent-page.js';
import type { GrantStore } from '../grants/grant-store.js';

/**
 * The authorization server's side of the portal's OAuth connections (identity/portal/connections.ts declares
 * the shape; src/modules.ts hands this to it): one connection per approved, unrevoked grant. Revoking one revokes
 * its whole refresh-token chain; the user's other connections are untouched.
 */
export function oauthConnections(grants: GrantStore, clients: ClientStore) {
  return {
    async list(userId: string, limit: number, after?: { createdAt: number; id: string }) {
      const out = [];
      for (const g of await grants.listActive(userId, limit, after)) {
        const client = await clients.storedSummary(g.clientId);
        out.push({
          id: g.id,
          clientId: g.clientId,
          clientName: client?.name ?? g.clientId,
          redirectHosts: [...new Set((client?.redirectUris ?? []).map(redirectTarget))],
          scope: g.scope,
          createdAt: g.createdAt,
          lastUsedAt: g.lastUsedAt,
        });
      }
      return out;
    },
    async revoke(userId: string, id: string): Promise<boolean> {
      const grant = await grants.find(id);
      if (!grant || grant.userId !== userId || grant.revokedAt !== null) return false;
      await grants.revoke(grant.id);
      return true;
    },
  };
}

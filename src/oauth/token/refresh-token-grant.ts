import { MCP_SCOPE } from '../contract.js';
import { OAuthError } from '../oauth-error.js';
import { spelledAudience, tokenResource } from '../resource-indicator.js';
import type { GrantType } from './grant-type.js';

/**
 * grant_type=refresh_token (RFC 6749 §6): only for clients that registered the grant; the token is rotated and
 * its reuse revokes the chain (token-service.ts, RFC 9700 §4.14.2).
 */
export const refreshTokenGrant: GrantType = {
  async exchange(p, client, ctx, issuer) {
    if (!client.grantTypes.includes('refresh_token')) {
      throw new OAuthError('unauthorized_client', 'this client did not register the refresh_token grant');
    }
    if (!p.refresh_token) throw new OAuthError('invalid_request', 'refresh_token is required');
    // RFC 6749 §6: a scope asked at refresh may narrow what was granted, never widen it; mcp:read is all there is.
    if (p.scope !== undefined && p.scope.split(' ').some((s) => s !== '' && s !== MCP_SCOPE)) {
      throw new OAuthError('invalid_scope', `the grant holds only "${MCP_SCOPE}"`);
    }
    const spelling = { issuer, audience: spelledAudience(p.resource, issuer, ctx.mcpResource, ctx.mcpResourceAliases) };
    return ctx.tokens.refresh(p.refresh_token, client.id, tokenResource(p.resource, ctx.mcpResource, ctx.mcpResourceAliases), spelling);
  },
};

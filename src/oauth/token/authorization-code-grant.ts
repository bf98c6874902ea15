import { OAuthError } from '../oauth-error.js';
import { spelledAudience, tokenResource } from '../resource-indicator.js';
import type { GrantType } from './grant-type.js';

/**
 * grant_type=authorization_code (RFC 6749 §4.1.3): the code is redeemed once, bound to this client, its
 * redirect_uri and PKCE challenge (RFC 7636 §4.6; authorization-codes.ts checks them), in the same transaction
 * that stores the grant and its refresh token. A refresh token is issued
 * only to clients that registered that grant (RFC 6749 §5.1: optional).
 */
export const authorizationCodeGrant: GrantType = {
  async exchange(p, client, ctx, issuer) {
    // Missing parameters are a malformed request (RFC 6749 §5.2 invalid_request), refused before the code is touched.
    if (!p.code) throw new OAuthError('invalid_request', 'code is required');
    if (!p.redirect_uri) throw new OAuthError('invalid_request', 'redirect_uri is required: the one sent to the authorization endpoint (RFC 6749 §4.1.3)');
    if (!p.code_verifier) throw new OAuthError('invalid_request', 'code_verifier is required (PKCE, RFC 7636 §4.5)');
    const code = { code: p.code, clientId: client.id, redirectUri: p.redirect_uri, codeVerifier: p.code_verifier, resource: tokenResource(p.resource, ctx.mcpResource, ctx.mcpResourceAliases) };
    const spelling = { issuer, audience: spelledAudience(p.resource, issuer, ctx.mcpResource, ctx.mcpResourceAliases) };
    return ctx.tokens.exchangeCode(code, ctx.codes, { refresh: client.grantTypes.includes('refresh_token'), spelling });
  },
};

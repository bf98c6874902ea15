import type { OAuthClient as Client } from '../clients/client.js';
import type { OAuthContext } from '../context.js';
import type { TokenResponse } from '../grants/token-service.js';
import { authorizationCodeGrant } from './authorization-code-grant.js';
import { refreshTokenGrant } from './refresh-token-grant.js';

/** The token request's parameters (RFC 6749 §4.1.3, §6; RFC 7636 §4.5; RFC 8707 §2.2). */
export const TOKEN_PARAMS = ['grant_type', 'code', 'redirect_uri', 'client_id', 'code_verifier', 'refresh_token', 'resource', 'client_secret', 'scope'] as const;
export type TokenParams = Record<(typeof TOKEN_PARAMS)[number], string | undefined>;

/** One grant type of the token endpoint: what it needs, and how it turns a request into tokens. */
export interface GrantType {
  /**
   * Exchanges the request for tokens, or throws an OAuthError (RFC 6749 §5.2). `issuer`: the spelling of this server
   * the client called (issuer-spellings.ts), which the tokens name.
   */
  exchange(params: TokenParams, client: Client, ctx: OAuthContext, issuer: string): Promise<TokenResponse>;
}

/**
 * The grant types Lumen's token endpoint accepts, by `grant_type` value; the metadata document's
 * `grant_types_supported` lists the same (RFC 8414 §2). A new grant type is one file and one line here.
 */
export const GRANT_TYPES: Readonly<Record<string, GrantType>> = Object.freeze({
  authorization_code: authorizationCodeGrant,
  refresh_token: refreshTokenGrant,
});

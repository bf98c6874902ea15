/**
 * What the authorization server and the MCP resource server agree on, and nothing more (the bearer gate in
 * src/mcp verifies tokens with these values and the published keys, without a database lookup).
 */
export const MCP_SCOPE = 'mcp:read';
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ACCESS_TOKEN_ALG = 'RS256';

/** The MCP resource identifier (RFC 8707/RFC 9728): byte-identical everywhere it appears. */
export function mcpResourceUrl(publicUrl: string): string {
  return `${publicUrl}/mcp`;
}

/** RFC 9728 §3.1: the metadata URL for a resource with a path inserts the well-known segment before it. */
export function protectedResourceMetadataUrl(publicUrl: string): string {
  return `${publicUrl}/.well-known/oauth-protected-resource/mcp`;
}

export interface AccessTokenContract {
  /** The issuer (PUBLIC_URL); the protected-resource metadata names it. */
  issuer: string;
  /** Every spelling of the issuer a token may carry (issuer-spellings.ts: the loopback aliases while PUBLIC_URL is unset). */
  issuers: readonly string[];
  /** The MCP resource (PUBLIC_URL/mcp). */
  audience: string;
  /** Every spelling of the MCP resource a token's `aud` may name (the same aliases). */
  audiences: readonly string[];
  scope: string;
  /** A published verification key for `kid`, or undefined. */
  verificationKey(kid: string): Promise<import('jose').CryptoKey | undefined>;
  /** Called (at most once a minute per connection) when a token of that connection was used. */
  touch?(grantId: string): void;
}

import { mcpResourceUrl } from './contract.js';

/**
 * RFC 8707 resource indicators. Lumen protects one resource, the MCP endpoint: `resource` must name it (an
 * absolute URI without fragment), written with or without one trailing slash, as the bearer gate reads `aud`
 * (mcp/bearer-gate.ts). Absent, it is the MCP resource. `aliases` are other spellings of that same resource (the
 * loopback ones of the default public URL: platform/http/loopback-aliases.ts), accepted as the one MCP resource:
 * a grant stores it one way, while its tokens' `aud` keeps the client's spelling (spelledAudience below).
 */
export function acceptResource(given: string | undefined, mcpResource: string, aliases: readonly string[] = []): string | undefined {
  if (given === undefined) return mcpResource;
  const trimmed = given.endsWith('/') ? given.slice(0, -1) : given;
  return trimmed === mcpResource || aliases.includes(trimmed) ? mcpResource : undefined;
}

/**
 * `resource` at the token endpoint (RFC 8707 §2.2), for comparison with the grant's: the MCP resource in the form
 * the authorization endpoint accepted, anything else as sent, so that the grant's own check refuses it
 * (`invalid_target`, after the code is claimed: a mismatch burns it like any other binding).
 */
export function tokenResource(given: string | undefined, mcpResource: string, aliases: readonly string[] = []): string | undefined {
  return given === undefined ? undefined : (acceptResource(given, mcpResource, aliases) ?? given);
}

/**
 * The audience a token names: the `resource` the client sent when it names the MCP resource, in its host's
 * spelling (RFC 8707 §2.2; an RFC 9068 validator compares `aud` with what it asked for) and without the trailing
 * slash, the form the protected-resource metadata gives; otherwise the MCP resource under the issuer the client
 * called (a loopback alias, or the public URL).
 */
export function spelledAudience(given: string | undefined, issuer: string, mcpResource: string, aliases: readonly string[] = []): string {
  if (given === undefined || acceptResource(given, mcpResource, aliases) === undefined) return mcpResourceUrl(issuer);
  return given.endsWith('/') ? given.slice(0, -1) : given;
}

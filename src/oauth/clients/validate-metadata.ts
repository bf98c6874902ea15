import { OAuthError } from '../oauth-error.js';
import { MCP_SCOPE } from '../contract.js';
import { DEFAULT_GRANT_TYPES } from './client.js';
import { DISPLAY_NAME_RULE, isDisplayableName } from '../../platform/text/display-name.js';
import { redirectUriProblem } from './redirect-uri-rules.js';

export interface ClientMetadata {
  redirectUris: string[];
  name: string;
  grantTypes: string[];
}

const ALLOWED_GRANTS = new Set<string>(DEFAULT_GRANT_TYPES);

/**
 * The client authentication methods of the IANA "OAuth Token Endpoint Authentication Methods" registry that a
 * registration may ask for and get `none` instead (RFC 7591 §3.2.1: the server may replace a requested value, and
 * says which it registered). MCP clients built on the SDK's examples ask for `client_secret_post`.
 */
const REPLACEABLE_METHODS = new Set(['none', 'client_secret_post', 'client_secret_basic', 'client_secret_jwt', 'private_key_jwt', 'tls_client_auth', 'self_signed_tls_client_auth']);

/**
 * RFC 7591 §2 client metadata as Lumen accepts it: public clients only (`token_endpoint_auth_method: none`, the
 * default when omitted), the code grant with optional refresh tokens, scope mcp:read. Errors are §3.2.2's
 * `invalid_redirect_uri` and `invalid_client_metadata`. Used for registration and for metadata documents. A
 * registration (`registration`) that asks for another registered authentication method is registered as a
 * public client all the same, and its response says `none` (and one asking for another scope gets mcp:read); a
 * metadata document is the client's own statement, so there another method or scope is refused.
 */
export function validateClientMetadata(body: unknown, options: { registration?: boolean } = {}): ClientMetadata {
  // registration: a registration, whose requested authentication method and scope may be replaced.
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new OAuthError('invalid_client_metadata', 'the client metadata must be a JSON object');
  }
  const m = body as Record<string, unknown>;
  const uris = m.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0) {
    throw new OAuthError('invalid_redirect_uri', 'redirect_uris must be a non-empty array of URLs');
  }
  if (uris.length > 10) throw new OAuthError('invalid_redirect_uri', 'at most 10 redirect_uris are accepted');
  uris.forEach((uri, i) => {
    const why = redirectUriProblem(uri);
    if (why) throw new OAuthError('invalid_redirect_uri', `redirect_uris[${i}] ${why}`);
  });
  const method = m.token_endpoint_auth_method ?? 'none';
  const replaced = options.registration === true && typeof method === 'string' && REPLACEABLE_METHODS.has(method);
  if (method !== 'none' && !replaced) {
    const what = options.registration ? 'must be one of the registered methods (it is registered as "none")' : 'must be "none"';
    throw new OAuthError('invalid_client_metadata', `token_endpoint_auth_method ${what}: Lumen registers public clients only`);
  }
  const grants = m.grant_types ?? [...DEFAULT_GRANT_TYPES];
  if (!Array.isArray(grants) || grants.some((g) => typeof g !== 'string' || !ALLOWED_GRANTS.has(g))) {
    throw new OAuthError('invalid_client_metadata', 'grant_types may contain only "authorization_code" and "refresh_token"');
  }
  if (!grants.includes('authorization_code')) {
    throw new OAuthError('invalid_client_metadata', 'grant_types must include "authorization_code"');
  }
  const responseTypes = m.response_types ?? ['code'];
  if (!Array.isArray(responseTypes) || responseTypes.some((r) => r !== 'code')) {
    throw new OAuthError('invalid_client_metadata', 'response_types may contain only "code"');
  }
  // A registration asking for other scopes (the SDK's examples ask for `mcp:tools`) is registered with mcp:read, as
  // the answer says (§3.2.1); the authorization request is where an unknown scope is refused (invalid_scope).
  const scopeReplaced = options.registration === true && typeof m.scope === 'string';
  if (m.scope !== undefined && !scopeReplaced && (typeof m.scope !== 'string' || m.scope.split(' ').some((s) => s !== MCP_SCOPE))) {
    throw new OAuthError('invalid_client_metadata', `scope may contain only "${MCP_SCOPE}"`);
  }
  const name = m.client_name ?? 'Unnamed client';
  if (typeof name !== 'string' || name.trim() === '' || name.length > 200) {
    throw new OAuthError('invalid_client_metadata', 'client_name must be a string of 1 to 200 characters');
  }
  // The consent page shows the name to a person deciding whom to trust (Unicode TR 36 §2.1).
  if (!isDisplayableName(name)) throw new OAuthError('invalid_client_metadata', `client_name ${DISPLAY_NAME_RULE}`);
  return { redirectUris: uris as string[], name: name.trim(), grantTypes: [...new Set(grants as string[])] };
}

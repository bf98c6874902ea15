import type { ClientStore } from '../clients/client-store.js';
import { redirectUriMatches } from '../clients/redirect-uri-rules.js';
import { MCP_SCOPE } from '../contract.js';
import { acceptResource } from '../resource-indicator.js';
import { isS256Challenge } from '../../platform/security/pkce.js';
import { OAuthError, type OAuthErrorCode } from '../oauth-error.js';

/** A validated authorization request (RFC 6749 §4.1.1 + RFC 7636 §4.3 + RFC 8707 §2). */
export interface AuthorizationRequest {
  clientId: string;
  clientName: string;
  redirectUri: string;
  state: string | undefined;
  codeChallenge: string;
  scope: string;
  resource: string;
  /**
   * The issuer the client discovered when it is a loopback alias of the default public URL (issuer-spellings.ts):
   * the `iss` its response carries. Absent for PUBLIC_URL itself (and in requests kept before it existed).
   */
  issuer?: string;
}

/**
 * Where an authorization request that arrived at a loopback alias continues at the public URL (whose cookies the
 * sign-in uses), this parameter carries the alias it arrived at; only a spelling of this server is taken from it.
 */
export const ISSUER_PARAM = 'lumen_issuer';

/** An error that must be shown, never redirected (RFC 6749 §4.1.2.1: unknown client or bad redirect URI). */
export class UnsafeRequestError extends Error {}

/**
 * An error found once the client and its redirect URI are known: it may go back to the redirect URI with `state`
 * and `iss`, but only after the person chooses to (see authorize.ts: RFC 9700 §4.11.2).
 */
export class RedirectableError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly redirectUri: string,
    readonly state: string | undefined,
    readonly clientName: string,
  ) {
    super(description);
  }
}

type Query = Record<string, string | string[] | undefined>;

function single(query: Query, name: string): string | undefined {
  const v = query[name];
  if (Array.isArray(v)) throw new Error(`${name} is repeated`);
  return v === '' ? undefined : v;
}

export async function validateAuthorizationRequest(query: Query, clients: ClientStore, mcpResource: string, resourceAliases: readonly string[] = []): Promise<AuthorizationRequest> {
  let clientId: string | undefined;
  let redirectUri: string | undefined;
  try {
    clientId = single(query, 'client_id');
    redirectUri = single(query, 'redirect_uri');
  } catch (err) {
    throw new UnsafeRequestError((err as Error).message);
  }
  if (!clientId) throw new UnsafeRequestError('The request has no client_id.');
  let client;
  try {
    client = await clients.find(clientId);
  } catch (err) {
    throw new UnsafeRequestError(err instanceof OAuthError ? err.description : 'The client could not be identified.');
  }
  if (!client) throw new UnsafeRequestError('The application that sent you here is not registered with Lumen.');
  // OAuth 2.1 §4.1.1: redirect_uri is required; exact match with a registered one (RFC 9700 §4.1.3).
  if (!redirectUri || !redirectUriMatches(client.redirectUris, redirectUri)) {
    throw new UnsafeRequestError('The redirect address in this request is not one the application registered.');
  }
  let state: string | undefined;
  const fail = (error: OAuthErrorCode, description: string): never => {
    throw new RedirectableError(error, description, redirectUri, state, client.name);
  };
  const get = (name: string): string | undefined => {
    try {
      return single(query, name);
    } catch (err) {
      return fail('invalid_request', (err as Error).message);
    }
  };
  state = get('state');
  // RFC 9101 §5/§6: a request object replaces the query's parameters, so ignoring one would act on what the client
  // did not mean; Lumen takes none (metadata: request_parameter_supported false) and says so (OpenID Connect Core
  // §3.1.2.6 codes, in the IANA OAuth extensions error registry).
  if (get('request') !== undefined) fail('request_not_supported', 'request objects (the request parameter) are not supported');
  if (get('request_uri') !== undefined) fail('request_uri_not_supported', 'request_uri is not supported: send the parameters in the query');
  // OAuth 2.0 Multiple Response Type Encoding Practices §2.1: the metadata lists `query` as the only response mode.
  const responseMode = get('response_mode');
  if (responseMode !== undefined && responseMode !== 'query') fail('invalid_request', 'response_mode must be "query" (the only one supported)');
  const responseType = get('response_type');
  if (responseType === undefined) fail('invalid_request', 'response_type is required ("code")');
  if (responseType !== 'code') fail('unsupported_response_type', 'response_type must be "code"');
  const challenge = get('code_challenge');
  const method = get('code_challenge_method');
  // RFC 9700 §2.1.1: PKCE is required; RFC 7636 §4.3: a missing method means `plain`, which is refused.
  if (!challenge) fail('invalid_request', 'code_challenge is required (PKCE, S256)');
  if (method !== 'S256') fail('invalid_request', 'code_challenge_method must be "S256"');
  if (!isS256Challenge(challenge!)) fail('invalid_request', 'code_challenge must be 43 base64url characters (S256)');
  const scopes = (get('scope') ?? MCP_SCOPE).split(' ').filter(Boolean);
  if (scopes.length === 0 || scopes.some((s) => s !== MCP_SCOPE)) fail('invalid_scope', `the only scope is "${MCP_SCOPE}"`);
  // RFC 8707 §2: `resource` may be repeated to ask for several resources (not a malformed request); Lumen has one.
  if (Array.isArray(query.resource)) fail('invalid_target', `a token can be issued for one resource only: ${mcpResource}`);
  const resource = acceptResource(get('resource'), mcpResource, resourceAliases);
  if (!resource) fail('invalid_target', `resource must be ${mcpResource}`);
  return {
    clientId: client.id,
    clientName: client.name,
    redirectUri,
    state,
    codeChallenge: challenge!,
    scope: MCP_SCOPE,
    resource: resource!,
  };
}

/**
 * The client's redirect URI with the response parameters added (RFC 9207: `iss` on every response). RFC 6749
 * §3.1.2: the registered query component is kept as written (re-serialising it would turn `%20` into `+` and `flag`
 * into `flag=`); only a pair named like a response parameter is dropped, so the response never carries two.
 */
export function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  const added = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) added.set(k, v);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !added.has(new URLSearchParams(pair).keys().next().value ?? ''));
  url.search = [...kept, added.toString()].join('&');
  return url.toString();
}

/**
 * The authorization request again, as the query of `/oauth/authorize` (relative to the issuer): where the sign-in
 * callback sends the browser once the person has a session, so that the consent page stands at an address that a
 * reload or Back asks again, not at the callback's single-use one.
 */
export function authorizationRequestPath(r: AuthorizationRequest): string {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: r.clientId,
    redirect_uri: r.redirectUri,
    code_challenge: r.codeChallenge,
    code_challenge_method: 'S256',
    scope: r.scope,
    resource: r.resource,
  });
  if (r.state !== undefined) q.set('state', r.state);
  if (r.issuer !== undefined) q.set(ISSUER_PARAM, r.issuer);
  return `/oauth/authorize?${q}`;
}

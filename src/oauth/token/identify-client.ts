import type { OAuthClient as Client } from '../clients/client.js';
import type { OAuthContext } from '../context.js';
import { OAuthError } from '../oauth-error.js';
import type { TokenParams } from './grant-type.js';

/**
 * Lumen's clients are public (token_endpoint_auth_method none): `client_id` identifies the client (RFC 6749
 * §3.2.1) and any client authentication means a confused client (§5.2 invalid_client, 401).
 */
export async function identifyPublicClient(p: TokenParams, authorization: string | undefined, ctx: OAuthContext): Promise<Client> {
  if (authorization || p.client_secret) {
    // RFC 6749 §5.2: a client that authenticated with the Authorization header gets a challenge in its own scheme.
    const written = authorization?.trim().split(/\s+/)[0];
    const scheme = written && /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,32}$/.test(written) ? written : 'Basic';
    const challenge: Record<string, string> = authorization ? { 'WWW-Authenticate': `${scheme} realm="lumen"` } : {};
    throw new OAuthError('invalid_client', 'Lumen clients are public: send client_id only, no client authentication', 401, challenge);
  }
  if (!p.client_id) throw new OAuthError('invalid_request', 'client_id is required for public clients (RFC 6749 §3.2.1)');
  const client = await ctx.clients.find(p.client_id).catch((err: unknown) => {
    throw err instanceof OAuthError ? err : new OAuthError('invalid_client', 'unknown client', 401);
  });
  if (!client) throw new OAuthError('invalid_client', 'unknown client_id', 401);
  return client;
}

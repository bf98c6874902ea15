import { jwtVerify } from 'jose';
import { type DiscoveredProvider, providerDiscovery } from '../../platform/security/oidc-discovery.js';
import { s256Challenge } from '../../platform/security/pkce.js';
import { newSecret } from '../secrets.js';
import type { IdentityProviderSettings } from './identity-provider.js';

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  keys: DiscoveredProvider['keys'];
}

const ID_TOKEN_CLOCK_TOLERANCE_S = 30;

export interface LoginState {
  verifier: string;
  nonce: string;
  state: string;
  requestId: string;
}

export interface SignedInPerson {
  issuer: string;
  subject: string;
  email?: string;
  name?: string;
}

/**
 * The relying-party side of OpenID Connect Core §3.1 (authorization code flow) with PKCE (RFC 7636): Lumen sends
 * the person to the provider, exchanges the code and verifies the ID token (signature via the provider's JWKS,
 * iss, aud, exp, nonce) before trusting `iss` + `sub`.
 */
export class OidcClient {
  private readonly discovery: () => Promise<DiscoveredProvider>;

  constructor(
    private readonly idp: IdentityProviderSettings,
    private readonly callbackUrl: string,
  ) {
    this.discovery = providerDiscovery(idp.issuer);
  }

  private discover(): Promise<Discovery> {
    return this.discovery().then((p) => {
      const { authorization_endpoint, token_endpoint } = p.metadata;
      if (!authorization_endpoint || !token_endpoint) throw new Error('identity provider discovery lacks the authorization or token endpoint');
      return { authorization_endpoint, token_endpoint, keys: p.keys };
    });
  }

  async start(requestId: string): Promise<{ url: string; state: LoginState }> {
    const d = await this.discover();
    const state: LoginState = { verifier: newSecret(''), nonce: newSecret(''), state: newSecret(''), requestId };
    const url = new URL(d.authorization_endpoint);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.idp.clientId);
    url.searchParams.set('redirect_uri', this.callbackUrl);
    url.searchParams.set('scope', 'openid profile email');
    url.searchParams.set('state', state.state);
    url.searchParams.set('nonce', state.nonce);
    url.searchParams.set('code_challenge', s256Challenge(state.verifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return { url: url.toString(), state };
  }

  async finish(code: string, login: LoginState): Promise<SignedInPerson> {
    const d = await this.discover();
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.callbackUrl,
      client_id: this.idp.clientId,
      code_verifier: login.verifier,
    });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    if (this.idp.clientSecret) {
      // RFC 6749 §2.3.1: client_secret_basic, form-encoded id and secret.
      const basic = `${encodeURIComponent(this.idp.clientId)}:${encodeURIComponent(this.idp.clientSecret)}`;
      headers.authorization = `Basic ${Buffer.from(basic).toString('base64')}`;
    }
    const res = await fetch(d.token_endpoint, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`identity provider token endpoint answered ${res.status}`);
    const tokens = (await res.json()) as { id_token?: string };
    if (!tokens.id_token) throw new Error('identity provider returned no id_token');
    const { payload } = await jwtVerify(tokens.id_token, d.keys, {
      issuer: this.idp.issuer,
      audience: this.idp.clientId,
      algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
      // OIDC Core §3.1.3.7: exp is required (jose only checks it when present); sub is what the user is keyed on.
      requiredClaims: ['exp', 'sub'],
      // A little clock skew between Lumen and the provider (OIDC Core §3.1.3.7 items 9-10 leave it to the RP).
      clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_S,
    });
    if (payload.nonce !== login.nonce) throw new Error('id_token nonce does not match');
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('id_token has no sub');
    return {
      issuer: this.idp.issuer,
      subject: payload.sub,
      ...(typeof payload.email === 'string' ? { email: payload.email } : {}),
      ...(typeof payload.name === 'string' ? { name: payload.name } : {}),
    };
  }
}

import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';

/**
 * An in-memory OAuthClientProvider, as an MCP host application implements it: it keeps what the SDK's auth()
 * asks it to keep and records each redirect to the authorization page for the browser to follow.
 */
export class RecordingProvider implements OAuthClientProvider {
  client: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier = '';
  readonly authorizationUrls: URL[] = [];
  readonly savedTokens: OAuthTokens[] = [];
  readonly invalidated: string[] = [];

  constructor(
    private readonly redirect: string,
    private readonly name: string,
    /** What the client asks for at registration; the SDK's example clients ask for `client_secret_post`. */
    private readonly authMethod = 'none',
  ) {}

  get redirectUrl(): string {
    return this.redirect;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: this.name,
      redirect_uris: [this.redirect],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: this.authMethod,
    };
  }

  clientInformation() {
    return this.client;
  }

  saveClientInformation(info: OAuthClientInformationMixed) {
    this.client = info;
  }

  tokens() {
    return this.saved;
  }

  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
    this.savedTokens.push(tokens);
  }

  redirectToAuthorization(url: URL) {
    this.authorizationUrls.push(url);
  }

  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }

  codeVerifier() {
    return this.verifier;
  }

  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery') {
    this.invalidated.push(scope);
    if (scope === 'all' || scope === 'tokens') this.saved = undefined;
    if (scope === 'all' || scope === 'client') this.client = undefined;
  }

  /** Replaces the access token with one the server must refuse, to force the refresh path. */
  spoilAccessToken() {
    if (this.saved) this.saved = { ...this.saved, access_token: `${this.saved.access_token.slice(0, -4)}AAAA` };
  }
}

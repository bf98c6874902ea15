/** A client the authorization server knows: registered (RFC 7591) or described by its metadata document. */
export interface OAuthClient {
  id: string;
  name: string;
  redirectUris: string[];
  grantTypes: string[];
  source: 'registered' | 'metadata';
  createdAt: number;
}

export const DEFAULT_GRANT_TYPES = ['authorization_code', 'refresh_token'] as const;

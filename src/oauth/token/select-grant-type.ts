import { OAuthError } from '../oauth-error.js';
import { GRANT_TYPES, type GrantType } from './grant-type.js';

/** RFC 6749 §5.2: a missing grant_type is invalid_request; one Lumen does not know, unsupported_grant_type. */
export function selectGrantType(grantType: string | undefined): GrantType {
  if (!grantType) throw new OAuthError('invalid_request', 'grant_type is required');
  const selected = Object.hasOwn(GRANT_TYPES, grantType) ? GRANT_TYPES[grantType] : undefined;
  if (!selected) throw new OAuthError('unsupported_grant_type', `grant_type must be one of: ${Object.keys(GRANT_TYPES).join(', ')}`);
  return selected;
}

import type { Requirement } from './requirement.js';

// identity, dashboard: see requirement.ts for the shape and docs/conformance.md for the table.
export const identityRequirements: readonly Requirement[] = [
  {
    id: 'dashboard:csrf',
    source: 'issue 17 attack tests; OWASP CSRF and session-management cheat sheets; contract: 404 for another user\'s key or connection',
    tests: ['test/integration/dashboard/attacks.test.ts'],
  },
  {
    id: 'dashboard:create-once',
    source: 'docs/dashboard.md: a key is shown once, and a reload of that answer (or a double click, or a reload in another tab, or concurrent sends) creates no second key: each create form is used once',
    tests: ['test/integration/dashboard/create-once.test.ts'],
  },
  {
    id: 'dashboard:typed-text',
    source: 'docs/dashboard.md "Forms and sessions": a form loaded under an earlier session comes back with what was typed (only to a post from the dashboard\'s own page) and changes nothing; the 401 page shows the typed name',
    tests: ['test/integration/dashboard/typed-text.test.ts'],
  },
  {
    id: 'dashboard:return-to',
    source: 'docs/dashboard.md "Forms and sessions": signing in again returns to the page you were on; `return_to` is a path under /dashboard, anything else a 400 (no open redirect, RFC 9700 §4.11)',
    tests: ['test/integration/dashboard/typed-text.test.ts'],
  },
  {
    id: 'dashboard:session-ended',
    source: 'issue 17 attack tests; OWASP CSRF and session-management cheat sheets; contract: 404 for another user\'s key or connection',
    tests: ['test/integration/dashboard/attacks.test.ts'],
  },
  {
    id: 'dashboard:session-expiry',
    source: 'issue 17 attack tests; OWASP CSRF and session-management cheat sheets; contract: 404 for another user\'s key or connection',
    tests: ['test/integration/dashboard/attacks.test.ts'],
  },
  {
    id: 'dashboard:not-yours',
    source: 'issue 17 attack tests; OWASP CSRF and session-management cheat sheets; contract: 404 for another user\'s key or connection',
    tests: ['test/integration/dashboard/attacks.test.ts'],
  },
  {
    id: 'dashboard:escaping',
    source: 'issue 17 attack tests; OWASP CSRF and session-management cheat sheets; contract: 404 for another user\'s key or connection',
    tests: ['test/integration/dashboard/attacks.test.ts'],
  },
  {
    id: 'dashboard:rate-limit',
    source: 'issue 17 attack tests; OWASP CSRF and session-management cheat sheets; contract: 404 for another user\'s key or connection',
    tests: ['test/integration/dashboard/attacks.test.ts'],
  },
  {
    id: 'identity:usage:postgres',
    source: 'issue 17: usage per key without a write per request, 429s apart; `GET /portal/keys/{id}/usage`, `PATCH /portal/keys/{id}`',
    tests: ['test/integration/identity/key-usage.test.ts'],
  },
  {
    id: 'identity:usage:redis-window',
    source: 'issue 17: usage per key without a write per request, 429s apart; `GET /portal/keys/{id}/usage`, `PATCH /portal/keys/{id}`',
    tests: ['test/integration/identity/key-usage.test.ts'],
  },
  {
    id: 'identity:usage:shutdown',
    source: 'issue 17: usage per key without a write per request, 429s apart; `GET /portal/keys/{id}/usage`, `PATCH /portal/keys/{id}`',
    tests: ['test/integration/identity/key-usage.test.ts'],
  },
  {
    id: 'identity:usage:sqlite',
    source: 'issue 17: usage per key without a write per request, 429s apart; `GET /portal/keys/{id}/usage`, `PATCH /portal/keys/{id}`',
    tests: ['test/integration/identity/key-usage.test.ts'],
  },
  {
    id: 'identity:portal:rename',
    source: 'issue 17: usage per key without a write per request, 429s apart; `GET /portal/keys/{id}/usage`, `PATCH /portal/keys/{id}`',
    tests: ['test/integration/identity/key-usage.test.ts'],
  },
  {
    id: 'identity:apikey:lifecycle',
    source: 'seed "API key" table and states (plaintext once, SHA-256 only, revoke → 401); contract portal',
    tests: ['test/integration/identity/portal-keys.test.ts'],
  },
  {
    id: 'identity:apikey:isolation',
    source: 'contract: a user sees and touches only their own keys (404)',
    tests: ['test/integration/identity/portal-keys.test.ts'],
  },
  {
    id: 'identity:apikey:limit',
    source: 'issue 3: active-key limit per user, 409 beyond it',
    tests: ['test/integration/identity/portal-keys.test.ts'],
  },
  {
    id: 'identity:apikey:same-connection',
    source: 'seed Authentication: every request is authenticated as the key it carries, also when a keep-alive connection\'s last key is not hashed again',
    tests: ['test/integration/identity/connection-keys.test.ts'],
  },
  {
    id: 'identity:portal:strict-body',
    source: 'contract "Conventions": bad input always gets a 4xx that says what was wrong; a body member the portal does not take is refused, not ignored',
    tests: ['test/integration/identity/portal-keys.test.ts'],
  },
  {
    id: 'identity:portal:401',
    source: 'seed "Developer portal": Authorization: Bearer <JWT>; RFC 6750 §3 challenge',
    tests: ['test/integration/identity/portal-keys.test.ts'],
  },
  {
    id: 'identity:key:wrong-kind',
    source: 'seed "Tenant key"; contract: a tenant key never works on a read engine, an API key never on communio (401)',
    tests: ['test/integration/identity/key-kinds.test.ts'],
  },
  {
    id: 'identity:key:malformed-no-lookup',
    source: 'issue 3: checksum refuses malformed keys without storage; lookups cached',
    tests: ['test/integration/identity/key-kinds.test.ts'],
  },
  {
    id: 'identity:key:cached',
    source: 'issue 3: checksum refuses malformed keys without storage; lookups cached',
    tests: ['test/integration/identity/key-kinds.test.ts'],
  },
  {
    id: 'identity:jwt:valid',
    source: 'seed "Portal JWT"; RFC 7519 §7.2; RFC 8725 §3.1 (alg allow-list); OIDC Discovery §4.3',
    tests: ['test/integration/identity/portal-jwt.test.ts'],
  },
  {
    id: 'identity:jwt:refused',
    source: 'seed "Portal JWT"; RFC 7519 §7.2; RFC 8725 §3.1 (alg allow-list); OIDC Discovery §4.3',
    tests: ['test/integration/identity/portal-jwt.test.ts'],
  },
  {
    id: 'identity:jwt:jwks-refetch',
    source: 'seed "Portal JWT"; RFC 7519 §7.2; RFC 8725 §3.1 (alg allow-list); OIDC Discovery §4.3',
    tests: ['test/integration/identity/portal-jwt.test.ts'],
  },
  {
    id: 'identity:dev-idp:flow',
    source: 'OIDC Core §3.1; RFC 7636 (S256); RFC 6749 §4.1.2.1; RFC 9207; contract: insecure defaults refuse production',
    tests: ['test/integration/identity/dev-idp.test.ts'],
  },
  {
    id: 'identity:dev-idp:pkce-redirect',
    source: 'OIDC Core §3.1; RFC 7636 (S256); RFC 6749 §4.1.2.1; RFC 9207; contract: insecure defaults refuse production',
    tests: ['test/integration/identity/dev-idp.test.ts'],
  },
  {
    id: 'identity:dev-idp:never-in-production',
    source: 'OIDC Core §3.1; RFC 7636 (S256); RFC 6749 §4.1.2.1; RFC 9207; contract: insecure defaults refuse production',
    tests: ['test/integration/identity/dev-idp.test.ts'],
  },
  {
    id: 'identity:revoke:cross-instance',
    source: 'issue 3: revocation on every instance within 1 s with Redis',
    tests: ['test/integration/identity/revocation-redis.test.ts'],
  },
  {
    id: 'identity:tenants:cli',
    source: 'contract "The lumen command": tenants create/list/rotate/revoke, key printed once',
    tests: ['test/integration/identity/tenants-cli.test.ts'],
  },
  {
    id: 'identity:engines:read-need-api-key',
    source: 'seed Authentication 1-2; contract: wrong kind, missing or malformed key → 401, on every operation in the OpenAPI document',
    tests: ['test/integration/identity/engines-require-keys.test.ts'],
  },
  {
    id: 'identity:engines:communio-needs-tenant-key',
    source: 'seed Authentication 1-2; contract: wrong kind, missing or malformed key → 401, on every operation in the OpenAPI document',
    tests: ['test/integration/identity/engines-require-keys.test.ts'],
  },
  {
    id: 'identity:log:no-secrets',
    source: 'contract "Configuration and logging": keys and tokens redacted; `api_key.revoked` event',
    tests: ['test/integration/identity/secrets-not-logged.test.ts'],
  },
];

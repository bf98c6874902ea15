import type { Requirement } from './requirement.js';

// oauth, portal: see requirement.ts for the shape and docs/conformance.md for the table.
export const oauthRequirements: readonly Requirement[] = [
  {
    id: 'oauth:discovery:as',
    source: 'RFC 8414 §2–3; contract "OAuth" list; issuer exactly `PUBLIC_URL`',
    tests: ['test/integration/oauth/discovery.test.ts'],
  },
  {
    id: 'oauth:discovery:prm',
    source: 'RFC 9728 §2–3.1; resource = `{PUBLIC_URL}/mcp` byte-exact',
    tests: ['test/integration/oauth/discovery.test.ts'],
  },
  {
    id: 'oauth:discovery:prm-loopback',
    source: 'RFC 9728 §3.3, RFC 8707 §2; PUBLIC_URL unset: `localhost`, `127.0.0.1`, `[::1]` on PORT name one resource (docs/mcp.md)',
    tests: ['test/integration/mcp/loopback-aliases.test.ts'],
  },
  {
    id: 'oauth:discovery:as-loopback',
    source: 'RFC 8414 §3.3, RFC 9207 §2.4, RFC 9068 §4; PUBLIC_URL unset: the metadata read at `127.0.0.1` or `[::1]` on PORT names that issuer, which `iss` and the tokens carry (docs/mcp.md)',
    tests: ['test/integration/mcp/loopback-aliases.test.ts'],
  },
  {
    id: 'oauth:keys:jwks',
    source: 'seed "Access token": verified with the JWKS; RFC 7517',
    tests: ['test/integration/oauth/discovery.test.ts'],
  },
  {
    id: 'oauth:keys:rotate',
    source: 'contract: keys persisted, rotation keeps the old key until its tokens expire',
    tests: ['test/integration/oauth/signing-keys.test.ts'],
  },
  {
    id: 'oauth:cors',
    source: 'issue 5: CORS on discovery, token, registration',
    tests: ['test/integration/oauth/discovery.test.ts'],
  },
  {
    id: 'oauth:register:public',
    source: 'seed "Client registration request"; RFC 7591 §3.2.1',
    tests: ['test/integration/oauth/registration.test.ts', 'test/integration/mcp/loopback-aliases.test.ts'],
  },
  {
    id: 'oauth:register:redirect-rules',
    source: 'RFC 8252 §7.1, §7.3; RFC 9700 §2.1; RFC 7591 §3.2.2 `invalid_redirect_uri`',
    tests: ['test/integration/oauth/registration.test.ts'],
  },
  {
    id: 'oauth:register:metadata',
    source: 'RFC 7591 §3.2.2 `invalid_client_metadata`',
    tests: ['test/integration/oauth/registration.test.ts'],
  },
  {
    id: 'oauth:register:rate-limit',
    source: 'issue 5: registration rate limited per IP',
    tests: ['test/integration/oauth/registration.test.ts'],
  },
  {
    id: 'oauth:cimd:accept',
    source: 'draft-ietf-oauth-client-id-metadata-document §3–4, §6 (SSRF)',
    tests: ['test/integration/oauth/client-metadata-document.test.ts'],
  },
  {
    id: 'oauth:cimd:refuse',
    source: 'draft-ietf-oauth-client-id-metadata-document §3–4, §6 (SSRF)',
    tests: ['test/integration/oauth/client-metadata-document.test.ts'],
  },
  {
    id: 'oauth:cimd:token',
    source: 'draft-ietf-oauth-client-id-metadata-document §3–4, §6 (SSRF)',
    tests: ['test/integration/oauth/client-metadata-document.test.ts'],
  },
  {
    id: 'oauth:authorize:unsafe-errors-shown',
    source: 'RFC 6749 §4.1.2.1: never redirect to an unverified URI',
    tests: ['test/integration/oauth/authorize-consent.test.ts'],
  },
  {
    id: 'oauth:authorize:redirected-errors',
    source: 'RFC 6749 §4.1.2.1 (shown with a link back, not auto-redirected: RFC 9700 §4.11.2); RFC 7636 §4.4.1 (S256 only); RFC 8707 §2 `invalid_target`; RFC 9207 `iss`',
    tests: ['test/integration/oauth/authorize-consent.test.ts'],
  },
  {
    id: 'oauth:authorize:loopback-port',
    source: 'RFC 8252 §7.3 (any port for a loopback redirect URI at the time of the request); RFC 9700 §2.1, §4.1.3 (exact matching but for that port)',
    tests: ['test/integration/oauth/redirect-uri-matching.test.ts'],
  },
  {
    id: 'oauth:authorize:redirect-query',
    source: 'RFC 6749 §3.1.2: the registered query component is retained when the response parameters are added',
    tests: ['test/integration/oauth/redirect-uri-matching.test.ts'],
  },
  {
    id: 'oauth:authorize:unsupported-params',
    source: 'RFC 9101 §5 (a request object replaces the query: `request_not_supported`, `request_uri_not_supported`, OpenID Connect Core §3.1.2.6); response modes other than `query` (OAuth 2.0 Multiple Response Type Encoding Practices §2.1)',
    tests: ['test/integration/oauth/authorize-unsupported-params.test.ts'],
  },
  {
    id: 'oauth:errors:description-charset',
    source: 'RFC 6749 §4.1.2.1, §5.2: `error_description` only in %x20-21 / %x23-5B / %x5D-7E (no `"`, no `\\`, ASCII)',
    tests: ['test/integration/oauth/error-description-charset.test.ts'],
  },
  {
    id: 'oauth:consent:approve',
    source: 'seed "OAuth" row /oauth/authorize; contract consent page',
    tests: ['test/integration/oauth/authorize-consent.test.ts'],
  },
  {
    id: 'oauth:consent:deny',
    source: 'seed "OAuth" row /oauth/authorize; contract consent page',
    tests: ['test/integration/oauth/authorize-consent.test.ts'],
  },
  {
    id: 'oauth:consent:headers',
    source: 'RFC 6749 §10.12–10.13; contract: safe against CSRF, clickjacking, script injection',
    tests: ['test/integration/oauth/authorize-consent.test.ts'],
  },
  {
    id: 'oauth:consent:csrf',
    source: 'RFC 6749 §10.12–10.13; contract: safe against CSRF, clickjacking, script injection',
    tests: ['test/integration/oauth/authorize-consent.test.ts'],
  },
  {
    id: 'oauth:consent:escaping',
    source: 'RFC 6749 §10.12–10.13; contract: safe against CSRF, clickjacking, script injection',
    tests: ['test/integration/oauth/authorize-consent.test.ts'],
  },
  {
    id: 'oauth:token:response',
    source: 'seed "Token response"; RFC 6749 §5.1 `no-store`',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:code:pkce-verifier',
    source: 'RFC 7636 §4.6 (Appendix B vector in `src/platform/security/pkce.test.ts`); a missing code_verifier or redirect_uri is invalid_request (RFC 6749 §5.2) and does not spend the code',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:token:form-only',
    source: 'RFC 6749 §4.1.3 (form-encoded parameters: a JSON body, or one of any other type, is invalid_request) and §5.2 (a client that authenticates with the Authorization header gets 401 with WWW-Authenticate in its scheme); another method is 405 with Allow (RFC 9110 §15.5.6) and the same §5.2 body',
    tests: ['test/integration/oauth/token-negative.test.ts', 'test/integration/oauth/method-not-allowed.test.ts'],
  },
  {
    id: 'oauth:refresh:scope',
    source: 'RFC 6749 §6: a scope asked at refresh must not include any scope not originally granted (invalid_scope), and is refused before the token is touched',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:code:redirect-bound',
    source: 'RFC 6749 §4.1.3',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:code:resource-bound',
    source: 'RFC 8707 §2.2 (invalid_target)',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:code:client-bound',
    source: 'RFC 6749 §4.1.3',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:code:replay-revokes',
    source: 'RFC 6749 §4.1.2; contract: a replayed code revokes what was issued from it',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:token:unknown-client',
    source: 'RFC 6749 §5.2 `invalid_client` (401)',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:refresh:rotate',
    source: 'seed refresh-token table, row 1',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:refresh:client-bound',
    source: 'RFC 6749 §6',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:refresh:reuse-revokes-chain',
    source: 'seed refresh-token table, row 2; RFC 6749 §10.4',
    tests: ['test/integration/oauth/signing-keys.test.ts', 'test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:revoke:always-200',
    source: 'seed table row 3; seed "Errors"; RFC 7009 §2.2',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:revoke:form-only',
    source: 'RFC 7009 §2.1 (the parameters are form-encoded) and §2.2.1 (errors as RFC 6749 §5.2): a JSON body, a body the parsers refuse or none is invalid_request, as at the token endpoint, and revokes nothing',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:revoke:ends-chain',
    source: 'seed table row 3; seed "Errors"; RFC 7009 §2.2',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'portal:connections:list',
    source: 'seed item 4 and table row 4; contract "Developer portal"',
    tests: ['test/integration/oauth/connections.test.ts'],
  },
  {
    id: 'portal:connections:revoke',
    source: 'seed item 4 and table row 4; contract "Developer portal"',
    tests: ['test/integration/oauth/connections.test.ts'],
  },
  {
    id: 'portal:connections:rate-limited',
    source: '`docs/rate-limits.md`: `/portal/*` shares the `portal` bucket, connections included',
    tests: ['test/integration/oauth/connections.test.ts'],
  },
  {
    id: 'oauth:storage:postgres',
    source: 'contract: identical on SQLite and PostgreSQL',
    tests: ['test/integration/oauth/signing-keys.test.ts'],
  },
  {
    id: 'oauth:cimd:single-flight',
    source: 'draft-ietf-oauth-client-id-metadata-document §4: one fetch per document, cached',
    tests: ['test/integration/oauth/client-metadata-document.test.ts'],
  },
  {
    id: 'oauth:cimd:ssrf',
    source: 'draft-ietf-oauth-client-id-metadata-document §6 (SSRF): IP literals refused without a fetch, network errors not echoed',
    tests: ['src/oauth/clients/client-url-rules.test.ts', 'test/integration/oauth/client-metadata-document.test.ts'],
  },
  {
    id: 'oauth:code:replay-race',
    source: 'RFC 6749 §4.1.2 (single use) under concurrency: a replay during the first exchange waits for it, then revokes what it issued',
    tests: ['test/integration/oauth/token-negative.test.ts', 'test/integration/oauth/batched-exchanges.test.ts'],
  },
  {
    id: 'oauth:refresh:atomic',
    source: 'the Standards (nothing a client was told is lost; bad input changes nothing): a rotation is one transaction, so a failure in it leaves the old token usable, not reused',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
  {
    id: 'oauth:refresh:concurrent-reuse',
    source: 'RFC 9700 §4.14.2 under concurrency: of eight simultaneous uses of one refresh token one rotates, the rest revoke the chain (SQLite and PostgreSQL)',
    tests: ['test/integration/oauth/concurrent-refresh.test.ts'],
  },
  {
    id: 'oauth:consent:bad-cookie',
    source: 'RFC 6749 §10.12; contract consent page: a forged or stale session cookie is refused',
    tests: ['test/integration/oauth/authorize-consent.test.ts'],
  },
  {
    id: 'oauth:consent:target',
    source: 'RFC 8707 §2: the resource the consent names is the `/mcp` resource',
    tests: ['test/integration/oauth/authorize-consent.test.ts'],
  },
  {
    id: 'oauth:login:csrf',
    source: 'RFC 6749 §10.12; OIDC Core §3.1.2.1 `state`: the sign-in callback is bound to its request',
    tests: ['test/integration/oauth/authorize-consent.test.ts'],
  },
  {
    id: 'oauth:token:no-unasked-refresh',
    source: 'seed "Token response"; RFC 6749 §5.1: a refresh token only for a client that may use it',
    tests: ['test/integration/oauth/token-negative.test.ts'],
  },
];

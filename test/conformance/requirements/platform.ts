import type { Requirement } from './requirement.js';

// platform, ratelimit: see requirement.ts for the shape and docs/conformance.md for the table.
export const platformRequirements: readonly Requirement[] = [
  {
    id: 'ratelimit:headers',
    source: 'seed "Rate-limit headers" and Errors 429 row; Limits rules 1-2',
    tests: ['test/integration/rate-limit/read-limit.test.ts'],
  },
  {
    id: 'ratelimit:unauthenticated',
    source:
      'seed "Rate-limit headers" (every response of a rate-limited engine) and contract "Authentication and limits" (a 401 touches no key budget): a 401 carries the refused-request budget of its client address; 429 once spent; shared through Redis',
    tests: ['test/integration/rate-limit/refused-credentials.test.ts'],
  },
  {
    id: 'platform:root-index',
    source: 'what a developer expects of a first-class API: GET / names the engines and the documents to read next (JSON; a page for a browser asking HTML), every link served',
    tests: ['test/integration/platform/root-index.test.ts'],
  },
  {
    id: 'ratelimit:per-key',
    source: 'seed Limits table: sliding window, per API key',
    tests: ['src/platform/rate-limit/memory-store.test.ts', 'test/integration/rate-limit/read-limit.test.ts'],
  },
  {
    id: 'ratelimit:sliding',
    source: 'seed Limits table: sliding window, per API key',
    tests: ['src/platform/rate-limit/memory-store.test.ts', 'test/integration/rate-limit/read-limit.test.ts'],
  },
  {
    id: 'ratelimit:any-window',
    source: 'seed Limits table: sliding window, per API key',
    tests: ['src/platform/rate-limit/memory-store.test.ts'],
  },
  {
    id: 'ratelimit:communio',
    source: 'seed Limits: communio 50/hour per tenant key',
    tests: ['test/integration/rate-limit/buckets.test.ts'],
  },
  {
    id: 'ratelimit:portal',
    source: 'seed Limits: communio 50/hour per tenant key',
    tests: ['test/integration/rate-limit/buckets.test.ts'],
  },
  {
    id: 'ratelimit:shared-redis',
    source: 'contract: with REDIS_URL, instances share one budget',
    tests: ['test/integration/rate-limit/shared-redis.test.ts'],
  },
  {
    id: 'ratelimit:atomic',
    source: 'contract: with REDIS_URL, instances share one budget',
    tests: ['test/integration/rate-limit/shared-redis.test.ts'],
  },
  {
    id: 'ratelimit:restart-clears',
    source: 'seed Limits rule 4: memory state resets on restart',
    tests: ['test/integration/rate-limit/restart.test.ts'],
  },
  {
    id: 'ratelimit:redis-down',
    source: 'docs/rate-limits.md: an unreachable Redis gives 503, never unlimited',
    tests: ['test/integration/rate-limit/redis-down.test.ts'],
  },
  {
    id: 'ratelimit:redis-stalled',
    source: 'contract "Conventions": never a hang; docs/rate-limits.md: a Redis that stops answering gives 503 within seconds',
    tests: ['test/integration/rate-limit/redis-stalled.test.ts'],
  },
  {
    id: 'platform:loopback-pages',
    source: 'seed "Developer portal" (users sign in through an identity provider); PUBLIC_URL unset: a page opened at `127.0.0.1:PORT` or `[::1]:PORT` is sent to `localhost:PORT` before sign-in (docs/dashboard.md)',
    tests: ['test/e2e/loopback-pages-browser.test.ts'],
  },
  {
    id: 'platform:problems',
    source: 'contract "Conventions": RFC 9457 problem details with a stable `code`; 400 names the field; 405 with `Allow` (RFC 9110 §15.5.6); 413; 415; 429 with `Retry-After`; 500 without internals',
    tests: ['test/integration/platform/auth-required.test.ts', 'test/integration/platform/problems.test.ts'],
  },
  {
    id: 'platform:problems:unreadable-body',
    source: 'RFC 9110 §15.5.16: 415 for a body in a content coding or charset the server does not read, with `Accept-Encoding` (RFC 7694 §3); never a misleading 400',
    tests: ['test/integration/platform/problems.test.ts'],
  },
  {
    id: 'platform:options-allow',
    source: 'RFC 9110 §9.3.7: OPTIONS on a resource that exists answers its methods in `Allow`, never 404',
    tests: ['test/integration/platform/problems.test.ts'],
  },
  {
    id: 'platform:errors-catalogue',
    source: 'STYLE "Errors": one catalogue checked against `docs/errors.md` both ways',
    tests: ['test/integration/platform/errors-doc.test.ts'],
  },
  {
    id: 'platform:operations:once',
    source: 'issue 2: route, validation and OpenAPI entry from one definition; aliases; engine index',
    tests: ['test/integration/platform/operations.test.ts'],
  },
  {
    id: 'platform:etag',
    source: 'contract "Conventions": immutable resources send `ETag` and honour `If-None-Match` (RFC 9110 §13.1.2)',
    tests: ['test/integration/platform/operations.test.ts'],
  },
  {
    id: 'platform:openapi',
    source: 'contract: `/openapi.json` is a valid OpenAPI 3.1 document of every REST endpoint; `/docs` renders it without a CDN',
    tests: ['test/integration/platform/observability.test.ts', 'test/integration/platform/openapi.test.ts'],
  },
  {
    id: 'platform:config',
    source: 'contract "Configuration": validated at start, every bad variable named, start refused',
    tests: ['test/integration/platform/config.test.ts'],
  },
  {
    id: 'platform:storage',
    source: 'issue 2: migrations from empty on SQLite and PostgreSQL, idempotent, modules independent',
    tests: ['test/integration/platform/storage.test.ts'],
  },
  {
    id: 'platform:health',
    source: 'contract: `/healthz`, `/readyz` (503 with the failing check), `/metrics` (Prometheus, by route and status)',
    tests: ['test/integration/platform/observability.test.ts'],
  },
  {
    id: 'platform:metrics',
    source: 'contract: `/healthz`, `/readyz` (503 with the failing check), `/metrics` (Prometheus, by route and status)',
    tests: ['test/integration/platform/observability.test.ts'],
  },
  {
    id: 'platform:shutdown',
    source: 'issue 2: SIGTERM finishes in-flight requests, then closes',
    tests: ['test/integration/platform/shutdown.test.ts'],
  },
  {
    id: 'platform:response-cache',
    source: 'issues 2-4 (speed) without weakening issue 3: a cached answer is the route\'s own, and authentication, the rate limit, 429, 304 and metrics still run per request',
    tests: ['test/integration/platform/response-cache.test.ts'],
  },
  {
    id: 'platform:durable-answers',
    source: 'the Standards: nothing a client was told is stored is ever lost, across restarts and crashes; the answer to a POST, PUT, PATCH or DELETE, or to a GET declared as writing, waits for a WAL flush covering its writes (none for reads and declared non-writers; a failed flush is a 500)',
    tests: ['src/platform/http/durable-answers.test.ts'],
  },
  {
    id: 'storage:wal-sync:changes',
    source: 'the same: a flush is needed only when rows changed since the last flush began, and one running flush covers every call made with no change since it began; a flush that began while a transaction was open covers none of its rows',
    tests: ['src/platform/storage/wal-sync.test.ts'],
  },
  {
    id: 'platform:content-coding',
    source: 'RFC 9110 §8.4 and §12.5.3: a large cached answer goes out as br or gzip when Accept-Encoding accepts it (q-values honoured), the identity otherwise, with Vary: Accept-Encoding and one weak ETag',
    tests: ['test/integration/platform/response-cache.test.ts'],
  },
  {
    id: 'platform:cli',
    source: 'contract "The lumen command": `--help`, `--json`, non-zero exit on bad arguments',
    tests: ['test/integration/platform/cli.test.ts'],
  },
  {
    id: 'platform:node24-sqlite',
    source: 'regression: better-sqlite3 12 aborts Node 24.19+ processes when statements are collected',
    tests: ['src/platform/storage/sqlite-driver.test.ts'],
  },
  {
    id: 'platform:engine-405:authenticate-first',
    source: 'seed "Authentication" 1 and "Limits" rule 1: another method on an engine path is authenticated and charged, then 405 with Allow; a body refused before the handler (400, 413, 415) comes after the credential check and carries X-RateLimit-*',
    tests: ['test/integration/identity/engines-require-keys.test.ts', 'test/integration/platform/problems.test.ts'],
  },
  {
    id: 'platform:unknown-path:authenticate-then-404',
    source: 'seed "Authentication" 1-2 and "Limits" rule 1: credential on every request, headers on every response; then 404',
    tests: ['test/integration/identity/engines-require-keys.test.ts'],
  },
  {
    id: 'platform:query:integers',
    source: 'contract "Conventions" (bad input gets a 4xx saying what was wrong and where); docs/architecture.md "Query parameters": numbers in the URL are plain decimal digits (`limit=0x10`, `1e1`, `+10`, ` 10`, `10.0` are 400 naming the parameter and its range)',
    tests: ['src/platform/operations/plain-numbers.test.ts', 'test/integration/platform/query-rules.test.ts'],
  },
  {
    id: 'platform:input:missing',
    source: 'contract "Conventions" (bad input gets a 4xx saying what was wrong and where): a required parameter, body field or MCP argument that is not given is named as missing ("query.ref: required, and not given"), not "expected string, received undefined" nor, for a path number an MCP call left out, "received NaN"',
    tests: ['src/platform/operations/parse-input.test.ts'],
  },
  {
    id: 'platform:query:unknown',
    source: 'docs/architecture.md "Query parameters": a query parameter the operation does not declare is 400 `unknown_query_parameter` naming it and the accepted ones (as the MCP tools refuse unknown arguments); every operation accepts what its OpenAPI entry lists',
    tests: ['test/integration/platform/query-rules.test.ts'],
  },
  {
    id: 'platform:cors:engines',
    source: 'Fetch standard, CORS protocol; docs/architecture.md "CORS": /v1 answers any origin without credentials, preflights 204 without a key, every answer (401, 429 and 400 included) readable with X-RateLimit-*, Retry-After and ETag exposed',
    tests: ['test/integration/platform/engine-cors.test.ts', 'test/e2e/engine-cors-browser.test.ts'],
  },
  {
    id: 'platform:cors:unrouted',
    source: 'Fetch standard, CORS protocol; docs/architecture.md "CORS": an answer given outside an operation under /v1 (a path that names no engine, a path that cannot be decoded, a body refused before the handler) and its preflight are as readable as a routed answer; X-RateLimit-* only where a key was charged',
    tests: ['test/integration/platform/engine-cors.test.ts', 'test/e2e/engine-cors-browser.test.ts'],
  },
  {
    id: 'platform:vary:credential',
    source: 'RFC 9110 §12.5.5 (Vary) and RFC 9111 §4.1: every answer of a route that reads a credential names its header (X-API-Key, Authorization) in Vary, joined with Accept and Accept-Encoding without repeats, the response cache\'s alike, so that a private cache never hands one key\'s answer to another',
    tests: [
      'test/integration/platform/vary.test.ts',
      'test/integration/platform/response-cache.test.ts',
      'test/e2e/engine-cors-browser.test.ts',
    ],
  },
  {
    id: 'platform:query:operational',
    source: 'docs/architecture.md "Query parameters": /healthz, /readyz and /metrics take any query and ignore it (a probe\'s cache-busting parameter is no 400), and the response cache keeps /healthz under its path alone',
    tests: ['test/integration/platform/query-rules.test.ts'],
  },
  {
    id: 'platform:body:413-readable',
    source: 'contract "Conventions": 413 over the limit; RFC 9112 §9.6 `Connection: close` and lingering close',
    tests: ['test/integration/platform/large-body.test.ts'],
  },
  {
    id: 'platform:openapi:every-route-documented',
    source: 'contract "Conventions": `/openapi.json` documents every REST endpoint',
    tests: ['test/integration/platform/routes-documented.test.ts'],
  },
  {
    id: 'platform:openapi:truth',
    source:
      'contract "Conventions": `/openapi.json` is a complete document of every REST endpoint: real answers (bodies, statuses, media types, the X-RateLimit-*, Retry-After, ETag and Location headers) match what it says',
    tests: ['test/integration/platform/openapi-responses.test.ts'],
  },
  {
    id: 'platform:conformance:executable',
    source: 'issue 12 point 5; STYLE "Tests": requirement ids in test titles, the table checked against them both ways',
    tests: ['test/integration/platform/conformance-table.test.ts'],
  },
  {
    id: 'platform:schemas:dates',
    source: 'docs/architecture.md: date parameters advertise YYYY-MM-DD (format date) and MM-DD in OpenAPI and the MCP input schemas; every mistake stays the platform\'s impossible_date',
    tests: ['test/integration/mcp/date-schemas.test.ts'],
  },
  {
    id: 'platform:lists:paged',
    source: 'contract "Conventions": lists are paginated with `limit` (default 20, max 100) and an opaque `cursor`; responses carry `next_cursor` (null on the last page); the short lists too (calendars, countries, translations, books, prayer categories, portal connections); a cursor of another list or a limit out of range is a 400',
    tests: [
      'test/integration/tempus/calendars-paging.test.ts',
      'test/integration/veritas/lists-paging.test.ts',
      'test/integration/devotio/prayers-rosary.test.ts',
      'test/integration/corpus/api.test.ts',
      'test/integration/oauth/connections.test.ts',
    ],
  },
];

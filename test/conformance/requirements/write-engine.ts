import type { Requirement } from './requirement.js';

// communio, refinery: see requirement.ts for the shape and docs/conformance.md for the table.
export const writeEngineRequirements: readonly Requirement[] = [
  {
    id: 'communio:intentions:submit-read-close',
    source: 'seed "Write engine"; contract "Communio": submit, read own, public feed without private fields, close; SQLite and PostgreSQL',
    tests: ['test/integration/communio/intentions.test.ts'],
  },
  {
    id: 'communio:intentions:no-contact-details',
    source: 'contract "Communio": contact details in an intention are refused (422), nothing stored',
    tests: ['test/integration/communio/intentions.test.ts'],
  },
  {
    id: 'communio:auth:tenant-key-only',
    source: 'seed "Authentication" 2 and rule "Communio is not reachable through OAuth"',
    tests: ['test/integration/communio/intentions.test.ts'],
  },
  {
    id: 'communio:lists:cursor-bound',
    source: 'contract "Conventions": opaque `cursor`/`next_cursor`; docs/errors.md `invalid_cursor` (another list): a cursor pages only the list, filters and tenant that issued it, keyset under inserts',
    tests: ['test/integration/communio/cursors.test.ts'],
  },
  {
    id: 'communio:stream:live-resume',
    source: 'contract "Communio": SSE stream of feed-safe events, heartbeats, resume with `Last-Event-ID` (WHATWG HTML §9.2)',
    tests: ['test/integration/communio/stream.test.ts'],
  },
  {
    id: 'communio:stream:multi-instance',
    source: 'contract "Communio": with REDIS_URL every instance streams every event',
    tests: ['test/integration/communio/stream.test.ts'],
  },
  {
    id: 'communio:stream:redis-outage',
    source: 'contract, Conventions: never a hang; a stream that cannot hear every instance (Redis away) ends so that its client resumes with Last-Event-ID',
    tests: ['test/integration/communio/stream-redis-outage.test.ts'],
  },
  {
    id: 'communio:webhooks:signed-delivery',
    source: 'seed "Events": webhook callbacks to tenants; contract: signed (Standard Webhooks), only the tenant\'s own intentions',
    tests: ['test/integration/communio/webhooks.test.ts'],
  },
  {
    id: 'communio:webhooks:retry-redeliver',
    source: 'contract "Communio": retries with backoff after 5xx and timeouts, then manual redelivery',
    tests: ['test/integration/communio/webhooks.test.ts'],
  },
  {
    id: 'communio:intercessions:exact-count',
    source: 'seed "Events" (intercession events); contract: concurrent intercessions counted exactly, one per person',
    tests: ['test/integration/communio/intercessions.test.ts'],
  },
  {
    id: 'communio:webhooks:idempotency-key',
    source: 'contract "Communio" (webhook registration; `Idempotency-Key`); audit: a retried registration made a second endpoint and every event arrived twice',
    tests: ['test/integration/communio/webhook-idempotency.test.ts'],
  },
  {
    id: 'communio:writes:idempotency-key',
    source: 'contract "Communio" (`Idempotency-Key`: a retried request gets the first answer); audit: a retried close got 409, a retried secret rotation ended the co-signing of the secret in use, a retried DELETE got 404',
    tests: ['test/integration/communio/write-idempotency.test.ts'],
  },
  {
    id: 'communio:stream:history-gone',
    source: 'contract "Communio" (SSE resume with `Last-Event-ID`, WHATWG HTML §9.2); audit: a resume from an id older than the retained events silently skipped what was swept',
    tests: ['test/integration/communio/stream-history-gap.test.ts'],
  },
  {
    id: 'communio:intercessions:idempotency-key',
    source: 'contract "Communio" (`Idempotency-Key`: a retried request never counts twice); audit: an intercession retried with its key is recorded once',
    tests: ['test/integration/communio/intercessions.test.ts'],
  },
  {
    id: 'communio:idempotency:one-intention',
    source: 'contract "Communio": `Idempotency-Key` makes retries create one intention',
    tests: ['test/integration/communio/idempotency-and-limits.test.ts'],
  },
  {
    id: 'communio:limit:hourly',
    source: 'seed "Limits": communio 50/hour per tenant key; 429 with `Retry-After`',
    tests: ['test/integration/communio/idempotency-and-limits.test.ts'],
  },
  {
    id: 'communio:limit:refusals-not-submissions',
    source: 'seed "Limits": 50 *submissions* per hour; a refused request (4xx) submitted nothing and is charged to communio-read',
    tests: ['test/integration/communio/refused-submissions.test.ts'],
  },
  {
    id: 'communio:moderation:withdrawn-from-replay',
    source: 'contract "Communio": removed or held intentions leave the feed and the stream replay',
    tests: ['test/integration/communio/moderation-privacy.test.ts'],
  },
  {
    id: 'refinery:import:build-version',
    source: 'docs/datasets.md: an import builds a version, points `current` at it, reports source problems',
    tests: ['test/integration/refinery/import-fixtures.test.ts'],
  },
  {
    id: 'refinery:import:idempotent',
    source: 'docs/datasets.md: importing the same sources again changes nothing',
    tests: ['test/integration/refinery/import-fixtures.test.ts'],
  },
  {
    id: 'refinery:import:checksum',
    source: 'docs/datasets.md: a source whose checksum differs is rejected, the served version stays',
    tests: ['test/integration/refinery/import-fixtures.test.ts'],
  },
  {
    id: 'refinery:import:killed-midway',
    source: 'docs/datasets.md: an import killed midway leaves the previous version serving',
    tests: ['test/integration/refinery/killed-import.test.ts'],
  },
  {
    id: 'refinery:validate:rule-fails-import',
    source: 'docs/datasets.md: a record that breaks a validation rule fails the import and is named',
    tests: ['test/integration/refinery/import-validation.test.ts'],
  },
];

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApiKey, portalToken } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { receiver, subscribe, tenant } from '../communio/support.js';
import { OpenApiChecker } from './openapi-check.js';
import { type SmallData, importSmallData } from './small-datasets.js';

/**
 * The OpenAPI document tells the truth about real answers: a server of every module on every dataset (small
 * sources) answers real requests to each documented GET of the engines, POST resolve, and a set of refusals, and
 * each answer is checked as a strict client generated from /openapi.json would check it (openapi-check.ts).
 */
let data: SmallData;
let server: TestServer;
let checker: OpenApiChecker;
let key: string;
before(async () => {
  data = await importSmallData();
  server = await startServer({ env: { LUMEN_DATA_DIR: data.dataDir, RATE_LIMIT_READ_MAX: '10000' } });
  key = await createApiKey(server, 'openapi-truth');
  checker = new OpenApiChecker((await (await server.fetch('/openapi.json')).json()) as never);
});
after(async () => {
  await server?.close();
  data?.remove();
});

type Call = [url: string, status: number, headers?: Record<string, string>];

/** Sends each call (GET with the API key unless its headers say otherwise) and gathers every mismatch. */
async function checkAll(calls: Call[], init: (headers: Record<string, string>) => RequestInit = (headers) => ({ headers: { 'x-api-key': key, ...headers } })) {
  const problems: string[] = [];
  for (const [url, status, headers = {}] of calls) {
    const req = init(headers);
    const method = req.method ?? 'GET';
    const res = await server.fetch(url, { redirect: 'manual', ...req });
    const checked = await checker.check(method, url, res);
    if (checked.status !== status) problems.push(`${method} ${url}: expected ${status}, got ${checked.status} ${JSON.stringify(checked.body)?.slice(0, 200)}`);
    problems.push(...checked.problems);
  }
  return problems;
}

const report = (problems: string[]) => assert.deepEqual(problems, [], `\n${problems.join('\n')}`);

const VERITAS: Call[] = [
  ['/v1/veritas', 200],
  ['/v1/veritas/bible/translations', 200],
  ['/v1/veritas/bible/drb/books', 200],
  ['/v1/veritas/bible/vulgate/books', 200],
  ['/v1/veritas/bible/drb/GEN/1', 200],
  ['/v1/veritas/bible/vulgate/gen/1', 200],
  ['/v1/veritas/bible/drb/Ps/22', 200],
  ['/v1/veritas/bible/drb/John/3/16', 200],
  ['/v1/veritas/bible/vulgate/John/3/16', 200],
  ['/v1/veritas/bible/drb/Ps/23?numbering=hebrew', 200],
  ['/v1/veritas/bible/drb/John/6/51?numbering=kjv&naming=douay', 200],
  ['/v1/veritas/bible/drb/John/6/72?numbering=kjv', 404],
  ['/v1/veritas/bible/passage?ref=John%203:16-18', 200],
  ['/v1/veritas/bible/passage?ref=John%203:16&translation=drb,vulgate', 200],
  ['/v1/veritas/bible/passage?ref=John%203:16&translation=both', 200],
  ['/v1/veritas/summa/I/2', 200],
  ['/v1/veritas/summa/I/1/1', 200],
  ['/v1/veritas/summa/1-2/90/1', 200],
  ['/v1/veritas/catena/john/1', 200],
  ['/v1/veritas/catena/john/1?limit=1', 200],
  ['/v1/veritas/catena/john/1/1', 200],
  ['/v1/veritas/catena/mark/9?numbering=kjv', 200],
  ['/v1/veritas/resolve?ref=Jn%203:16', 200],
  ['/v1/veritas/resolve?ref=I-II%20q.90%20a.1', 200],
  ['/v1/veritas/resolve?ref=1%20Kings%2017:1&naming=douay', 200],
  ['/v1/veritas/search?q=love', 200],
  ['/v1/veritas/search?q=light&in=bible', 200],
  ['/v1/veritas/search?q=God&in=summa', 200],
  ['/v1/veritas/search?q=love&in=catena', 200],
  ['/v1/veritas/search?q=word&in=bible,catena&limit=1', 200],
  ['/v1/veritas/search?q=love&in=bible&translation=both', 200],
  // Refusals.
  ['/v1/veritas/bible/kjv/books', 404],
  ['/v1/veritas/bible/drb/Nope/1', 404],
  ['/v1/veritas/bible/drb/John/three', 400],
  ['/v1/veritas/bible/drb/John/3/99', 404],
  ['/v1/veritas/bible/passage', 400],
  ['/v1/veritas/bible/passage?ref=Nowhere%209:9', 404],
  ['/v1/veritas/summa/V/1', 404],
  ['/v1/veritas/summa/I/two', 400],
  ['/v1/veritas/summa/I/2/9', 404],
  ['/v1/veritas/summa/I-II/101/1', 404],
  ['/v1/veritas/catena/genesis/1/1', 404],
  ['/v1/veritas/catena/john/1?cursor=nonsense', 400],
  ['/v1/veritas/resolve?ref=Hezekiah%201:1', 404],
  ['/v1/veritas/search', 400],
  ['/v1/veritas/search?q=love&in=nowhere', 400],
  ['/v1/veritas/search?q=love&limit=1000', 400],
  ['/v1/veritas/search?q=love&color=blue', 400],
  ['/v1/veritas/bible/translations', 401, { 'x-api-key': '' }],
];

test('Veritas: every GET answer matches its OpenAPI response (platform:openapi:truth)', async () => {
  const etag = (await server.fetch('/v1/veritas/bible/drb/GEN/1', { headers: { 'x-api-key': key } })).headers.get('etag');
  assert.ok(etag, 'the chapter sends an ETag');
  report(await checkAll([...VERITAS, ['/v1/veritas/bible/drb/GEN/1', 304, { 'if-none-match': etag }]]));
});

test('Veritas: POST /resolve answers match their OpenAPI responses (platform:openapi:truth)', async () => {
  // The body rides in the call's headers as `x-body`, and is taken out of them.
  const post = (contentType: string) => ({ 'x-body': body = '', ...headers }: Record<string, string>) => ({
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': contentType, ...headers },
    body,
  });
  report([
    ...(await checkAll([['/v1/veritas/resolve', 200, { 'x-body': JSON.stringify({ text: 'See Jn 3:16 and I-II q.90 a.1, then Gen 1:1-3.' }) }]], post('application/json'))),
    ...(await checkAll([['/v1/veritas/resolve', 200, { 'x-body': 'As Mt 1:1 says.' }]], post('text/plain'))),
    ...(await checkAll([['/v1/veritas/resolve', 400, { 'x-body': '{"text": 5}' }], ['/v1/veritas/resolve', 400, { 'x-body': '{not json' }]], post('application/json'))),
    ...(await checkAll([['/v1/veritas/resolve', 413, { 'x-body': JSON.stringify({ text: 'Jn 3:16 '.repeat(200_000) }) }]], post('application/json'))),
    ...(await checkAll([['/v1/veritas/resolve', 415, { 'x-body': '<text>Jn 3:16</text>' }]], post('application/xml'))),
  ]);
});

const TEMPUS: Call[] = [
  ['/v1/ordo', 200],
  ['/v1/ordo/today', 200],
  ['/v1/ordo/today?tz=Pacific/Kiritimati&locale=la', 200],
  ['/v1/ordo/days/2025-01-28', 200],
  ['/v1/ordo/days/2025-01-06?calendar=england&epiphany_on_sunday=false', 200],
  ['/v1/ordo/years/2025', 200],
  ['/v1/ordo/years/2025?liturgical=true', 200],
  ['/v1/ordo/years/2025.ics', 200],
  ['/v1/ordo/calendars', 200],
  ['/v1/ordo/days/2026-02-18/readings', 200],
  ['/v1/ordo/days/2026-02-18/readings?translation=none', 200],
  ['/v1/ordo/today/readings', 200],
  ['/v1/ordo/days/2026-02-30', 400],
  ['/v1/ordo/days/2026-01-01?calendar=mars', 400],
  ['/v1/ordo/days/1900-01-01', 400],
  ['/v1/ordo/today?tz=Mars/Olympus', 400],
  ['/v1/ordo/years/10000', 400],
  ['/v1/ordo/days/2026-02-18/readings?calendar=atlantis', 400],
];

const DEVOTIO: Call[] = [
  ['/v1/devotio', 200],
  ['/v1/devotio/saints', 200],
  ['/v1/devotio/saints?q=mary&limit=2', 200],
  ['/v1/devotio/saints?feast=03-19', 200],
  ['/v1/devotio/saints/of-the-day?date=2026-03-19', 200],
  ['/v1/devotio/saints/virgin-mary', 200],
  ['/v1/devotio/saints/virgin-mary-regina', 301],
  ['/v1/devotio/prayers', 200],
  ['/v1/devotio/prayers?category=basic', 200],
  ['/v1/devotio/prayers/categories', 200],
  ['/v1/devotio/prayers/our-father', 200],
  ['/v1/devotio/prayers/our-father?lang=la', 200],
  ['/v1/devotio/rosary?date=2026-06-18', 200],
  ['/v1/devotio/saints/no-such-saint', 404],
  ['/v1/devotio/prayers/no-such-prayer', 404],
  ['/v1/devotio/rosary?date=2026-13-01', 400],
  ['/v1/devotio/saints?limit=0', 400],
  ['/v1/devotio/saints/of-the-day?date=2026-01-28&calendar=atlantis', 400],
];

const CORPUS: Call[] = [
  ['/v1/corpus', 200],
  ['/v1/corpus/sites', 200],
  ['/v1/corpus/sites?country=MT', 200],
  ['/v1/corpus/sites?near=35.9,14.4&radius_km=50', 200],
  ['/v1/corpus/sites?bbox=14,35,15,36', 200],
  ['/v1/corpus/sites?q=cathedral&type=cathedral', 200],
  ['/v1/corpus/sites', 200, { accept: 'application/geo+json' }],
  ['/v1/corpus/sites/nearest?lat=35.9&lon=14.4', 200],
  ['/v1/corpus/sites/nearest?lat=35.9&lon=14.4', 200, { accept: 'application/geo+json' }],
  ['/v1/corpus/sites/osm-n11', 200],
  ['/v1/corpus/sites/osm-n11', 200, { accept: 'application/geo+json' }],
  ['/v1/corpus/dioceses', 200],
  ['/v1/corpus/dioceses?q=Victoria', 200],
  ['/v1/corpus/dioceses/victor_ca', 200],
  ['/v1/corpus/countries', 200],
  ['/v1/corpus/coverage', 200],
  ['/v1/corpus/sites/osm-n999999', 404],
  ['/v1/corpus/dioceses/nowhere_xx', 404],
  ['/v1/corpus/sites?near=91,0', 400],
  ['/v1/corpus/sites?bbox=1,2,3', 400],
];

test('Tempus, Devotio and Corpus: every GET answer matches its OpenAPI response (platform:openapi:truth)', async () => {
  const readings = data.lectionary ? TEMPUS : TEMPUS.filter(([url]) => !url.includes('/readings'));
  report([...(await checkAll(readings)), ...(await checkAll(DEVOTIO)), ...(await checkAll(CORPUS))]);
});

test('Communio: reads and refusals match their OpenAPI responses (platform:openapi:truth)', async (t) => {
  const owner = await tenant(server, 'Owner');
  const hook = await receiver();
  t.after(() => hook.close());
  const endpoint = await subscribe(owner, hook);
  const send = async (method: string, path: string, body?: unknown) => checker.check(method, `/v1/communio${path}`, await owner.call(method, path, body));
  const created = await send('POST', '/intentions', { text: 'For the sick of the parish', category: 'health', language: 'en' });
  const id = (created.body as { id: string }).id;
  const prayed = await send('POST', `/intentions/${id}/intercessions`);
  await hook.until(() => hook.received.length >= 2);
  const deliveries = await send('GET', `/webhooks/${endpoint.id}/deliveries`);
  const delivery = (deliveries.body as { items: Array<{ id: string }> }).items[0]!.id;
  const asOwner = (headers: Record<string, string>) => ({ headers: { 'x-api-key': owner.key, ...headers } });
  report([
    ...created.problems,
    ...prayed.problems,
    ...deliveries.problems,
    ...(await checkAll(
      [
        ['/v1/communio', 200],
        ['/v1/communio/intentions', 200],
        ['/v1/communio/intentions?limit=1', 200],
        ['/v1/communio/feed', 200],
        [`/v1/communio/intentions/${id}`, 200],
        ['/v1/communio/webhooks', 200],
        [`/v1/communio/webhooks/${endpoint.id}`, 200],
        [`/v1/communio/webhooks/${endpoint.id}/deliveries/${delivery}`, 200],
        ['/v1/communio/intentions/int_nosuch', 404],
        ['/v1/communio/webhooks/whk_nosuch', 404],
        ['/v1/communio/feed?limit=0', 400],
        ['/v1/communio/feed', 401, { 'x-api-key': key }],
      ],
      asOwner,
    )),
  ]);
});

test('the platform and the portal: every GET answer matches its OpenAPI response (platform:openapi:truth)', async () => {
  const token = await portalToken(server, 'openapi-truth');
  const keys = (await (await server.fetch('/portal/keys', { headers: { authorization: `Bearer ${token}` } })).json()) as { items: Array<{ id: string }> };
  const signedIn = (headers: Record<string, string>) => ({ headers: { authorization: `Bearer ${token}`, ...headers } });
  report([
    ...(await checkAll([['/healthz', 200], ['/readyz', 200], ['/metrics', 200]], (headers) => ({ headers }))),
    ...(await checkAll(
      [
        ['/portal/me', 200],
        ['/portal/keys', 200],
        ['/portal/keys?limit=1', 200],
        [`/portal/keys/${keys.items[0]!.id}/usage`, 200],
        ['/portal/connections', 200],
        ['/portal/keys/key_nosuch/usage', 404],
        ['/portal/keys?limit=0', 400],
        ['/portal/me', 401, { authorization: 'Bearer nonsense' }],
      ],
      signedIn,
    )),
  ]);
});

test('every media type documented for a success that was answered was sent by some answer (platform:openapi:truth)', () => {
  report(checker.unsent());
});

test('a spent budget: 429 with Retry-After and the X-RateLimit-* headers, as documented (platform:openapi:truth)', async (t) => {
  const limited = await startServer({ env: { RATE_LIMIT_READ_MAX: '1' } });
  t.after(() => limited.close());
  const limitedKey = await createApiKey(limited, 'openapi-truth-limited');
  const doc = new OpenApiChecker((await (await limited.fetch('/openapi.json')).json()) as never);
  const problems: string[] = [];
  const calls: Array<[string, number, Record<string, string>]> = [
    ['/v1/ordo/calendars', 200, { 'x-api-key': limitedKey }],
    ['/v1/ordo/calendars', 429, { 'x-api-key': limitedKey }],
    // No dataset was imported here: not ready, and the engines that need one say so.
    ['/readyz', 503, {}],
  ];
  for (const [url, status, headers] of calls) {
    const checked = await doc.check('GET', url, await limited.fetch(url, { headers }));
    if (checked.status !== status) problems.push(`GET ${url}: expected ${status}, got ${checked.status}`);
    problems.push(...checked.problems);
  }
  report(problems);
});

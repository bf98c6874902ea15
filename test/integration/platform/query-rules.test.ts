import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApiKey, createTenantKey, portalToken } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// The query rules of every generated route (docs/architecture.md, "Query parameters"): numbers are plain decimal
// digits, and a parameter the operation does not declare is refused, naming it and the accepted ones. Checked on
// the real engines, before any dataset is imported: the query is judged before the handler runs.
let server: TestServer;
let credentials: Record<string, Record<string, string>>;

interface Problem {
  code: string;
  detail: string;
  accepted?: string[];
  errors?: Array<{ field: string; message: string }>;
}
interface OpenApi {
  paths: Record<string, Record<string, { operationId: string; parameters?: Array<{ name: string; in: string }>; security?: Array<Record<string, unknown>> }>>;
}

before(async () => {
  server = await startServer({ env: { RATE_LIMIT_READ_MAX: '10000', COMMUNIO_READ_RATE_MAX: '10000', RATE_LIMIT_PORTAL_MAX: '10000' } });
  credentials = {
    ApiKey: { 'x-api-key': await createApiKey(server, 'query-rules') },
    TenantKey: { 'x-api-key': (await createTenantKey(server, 'query rules parish')).key },
    PortalJwt: { authorization: `Bearer ${await portalToken(server, 'query-rules')}` },
  };
});
after(async () => server.close());

/** GET with the credential the operation's security names; a stream's body is not waited for. */
async function get(path: string, security: Array<Record<string, unknown>> | undefined = [{ ApiKey: [] }]): Promise<{ status: number; problem?: Problem }> {
  const scheme = Object.keys(security?.[0] ?? {})[0];
  const res = await server.fetch(path, { headers: scheme ? credentials[scheme] : {} });
  if (!(res.headers.get('content-type') ?? '').startsWith('application/problem+json')) {
    await res.body?.cancel();
    return { status: res.status };
  }
  return { status: res.status, problem: (await res.json()) as Problem };
}

test('integer query parameters take plain decimal digits only, on every engine (platform:query:integers)', async () => {
  const lists: Array<[string, Array<Record<string, unknown>>]> = [
    ['/v1/devotio/saints', [{ ApiKey: [] }]],
    ['/v1/veritas/search?q=grace', [{ ApiKey: [] }]],
    ['/v1/corpus/sites', [{ ApiKey: [] }]],
    ['/v1/communio/intentions', [{ TenantKey: [] }]],
    ['/portal/keys', [{ PortalJwt: [] }]],
  ];
  for (const [path, security] of lists) {
    const join = path.includes('?') ? '&' : '?';
    for (const spelling of ['0x10', '1e1', '+10', ' 10', '10.0', '', '16abc', '١٦']) {
      const { status, problem } = await get(`${path}${join}limit=${encodeURIComponent(spelling)}`, security);
      assert.equal(status, 400, `${path} limit=${JSON.stringify(spelling)}`);
      assert.equal(problem?.code, 'validation_failed');
      assert.equal(problem?.errors?.[0]?.field, 'query.limit');
      assert.match(problem?.detail ?? '', /^query\.limit: must be a whole number in decimal digits, from 1 to 100 \(got /);
    }
    const plain = await get(`${path}${join}limit=16`, security);
    assert.notEqual(plain.problem?.code, 'validation_failed', `${path} limit=16: ${plain.problem?.detail}`);
    const negative = await get(`${path}${join}limit=-5`, security);
    assert.equal(negative.problem?.code, 'validation_failed', 'no leading - where negatives are not taken');
  }
  // Corpus's coordinates and radius parse with the engine's own decimal rule (location-params.ts); it refuses
  // what Number() would misread all the same.
  for (const [query, ok] of [
    ['lat=-35.5&lon=14.25', true],
    ['lat=35&lon=-0.5', true],
    ['lat=0x10&lon=14', false],
    ['lat=1e1&lon=14', false],
    ['lat=&lon=14', false],
    ['lat=35&lon=14&radius_km=-1', false],
  ] as const) {
    const { problem } = await get(`/v1/corpus/sites/nearest?${query}`);
    assert.equal(problem?.code === 'validation_failed', !ok, `${query}: ${problem?.detail}`);
  }
});

test('an unknown query parameter is a 400 naming it and the accepted ones (platform:query:unknown)', async () => {
  const { status, problem } = await get('/v1/devotio/saints?qq=thomas');
  assert.equal(status, 400);
  assert.equal(problem?.code, 'unknown_query_parameter');
  assert.match(problem?.detail ?? '', /^Unknown query parameter "qq": it accepts q, feast, .*limit, cursor\.$/);
  assert.deepEqual(problem?.errors, [{ field: 'query.qq', message: 'unknown parameter' }]);
  assert.ok(problem?.accepted?.includes('q'));
  // Several at once, beside valid ones; refused before the valid ones are judged.
  const several = await get('/v1/devotio/saints?q=thomas&qq=1&limit=x&zz=2');
  assert.equal(several.problem?.code, 'unknown_query_parameter');
  assert.deepEqual(several.problem?.errors?.map((e) => e.field), ['query.qq', 'query.zz']);
  // An operation with no query parameters says so; a key without a value is still a parameter.
  const none = await get('/v1/corpus/coverage?verbose');
  assert.equal(none.problem?.code, 'unknown_query_parameter');
  assert.match(none.problem?.detail ?? '', /it takes no query parameters\.$/);
  assert.deepEqual(none.problem?.accepted, []);
  // The credential still comes first, and unknown paths and methods answer 404 and 405 whatever their query.
  assert.equal((await server.fetch('/v1/devotio/saints?qq=thomas')).status, 401);
  assert.equal((await get('/v1/devotio/nosuch?qq=1')).status, 404);
  assert.equal((await get('/v1/devotio/nosuch?qq=1&qq=2')).status, 404, 'a repeated parameter the route does not declare is ignored too');
  assert.equal((await server.fetch('/v1/devotio/saints?qq=1', { method: 'DELETE', headers: credentials.ApiKey })).status, 405);
});

test('every documented GET operation accepts exactly the query parameters its OpenAPI entry lists (platform:query:unknown)', async () => {
  const doc = (await (await server.fetch('/openapi.json')).json()) as OpenApi;
  let checked = 0;
  for (const [template, item] of Object.entries(doc.paths)) {
    const op = item.get;
    if (!op || !template.startsWith('/v1/') && !template.startsWith('/portal/')) continue;
    const path = template.replace(/\{[^}]+\}/g, 'x');
    const documented = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    const unknown = await get(`${path}?not_a_parameter=1`, op.security);
    assert.equal(unknown.problem?.code, 'unknown_query_parameter', `${op.operationId}: ${unknown.status} ${unknown.problem?.detail}`);
    assert.deepEqual(unknown.problem?.accepted, documented, op.operationId);
    if (documented.length > 0) {
      const all = await get(`${path}?${documented.map((name) => `${name}=x`).join('&')}`, op.security);
      assert.notEqual(all.problem?.code, 'unknown_query_parameter', `${op.operationId}: ${all.problem?.detail}`);
    }
    checked++;
  }
  assert.ok(checked > 40, `${checked} operations checked`);
});

test('the operational endpoints take any query and ignore it: a probe\'s cache-busting parameter is no 400 (platform:query:operational)', async () => {
  const early = async () => {
    const text = await (await server.fetch('/metrics')).text();
    const line = text.split('\n').find((l) => l.startsWith('lumen_http_early_answers_total{cache="response_cache"}'));
    return Number(line?.split(' ').pop() ?? 0);
  };
  for (const path of ['/healthz?_=1732600000', '/healthz?nocache&nocache', '/metrics?ts=1', '/metrics?name[]=up']) {
    const res = await server.fetch(path);
    assert.equal(res.status, 200, path);
    if (path.startsWith('/metrics')) assert.match(await res.text(), /^# HELP /m, path);
    else assert.equal(((await res.json()) as { status: string }).status, 'ok', path);
  }
  // Readiness answers as it does without the query (here 503: no dataset is imported), never 400.
  const plain = await server.fetch('/readyz');
  const busted = await server.fetch('/readyz?cachebust=1&cachebust=2');
  assert.equal(busted.status, plain.status);
  const readiness = (await busted.json()) as { status?: string; code?: string };
  assert.ok(readiness.status === 'ready' || readiness.code === 'service_unavailable', JSON.stringify(readiness));
  // /healthz is kept by the response cache under its path alone: a cache-busting URL runs the route (one entry
  // per timestamp would push other answers out), the plain path is answered from the cache.
  await server.fetch('/healthz?_=2');
  const before = await early();
  assert.equal((await server.fetch('/healthz?_=2')).status, 200);
  assert.equal(await early(), before, 'a URL with a query is not kept');
  await server.fetch('/healthz');
  await server.fetch('/healthz');
  assert.equal(await early(), before + 1, 'the plain path is');
  // The engines keep the strict rule.
  assert.equal((await get('/v1/ordo/calendars?_=1732600000')).problem?.code, 'unknown_query_parameter');
  // The OpenAPI document says the same of each: only strict operations list unknown_query_parameter among their 400s.
  const doc = (await (await server.fetch('/openapi.json')).json()) as { paths: Record<string, { get?: { responses: Record<string, { description: string }> } }> };
  for (const path of ['/healthz', '/readyz', '/metrics']) assert.doesNotMatch(doc.paths[path]!.get!.responses['400']!.description, /unknown_query_parameter/, path);
  assert.match(doc.paths['/v1/ordo/calendars']!.get!.responses['400']!.description, /unknown_query_parameter/);
});

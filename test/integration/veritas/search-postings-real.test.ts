import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { modernQuery } from '../../../src/engines/veritas/data/archaic-query.js';
import { parseSearch } from '../../../src/engines/veritas/data/fts-query.js';
import { hydrateHit } from '../../../src/engines/veritas/data/search-hits.js';
import { tooBroadPrefix } from '../../../src/engines/veritas/data/prefix-breadth.js';
import { runSearch } from '../../../src/engines/veritas/data/search.js';
import { KINDS, type SearchFilters, searchSources } from '../../../src/engines/veritas/data/search-sources.js';
import { VeritasDataset } from '../../../src/engines/veritas/data/veritas-dataset.js';
import type { VeritasStore } from '../../../src/engines/veritas/data/veritas-dataset.js';
import { foldText } from '../../../src/platform/text/fold-text.js';
import { BUILTIN_MANIFEST } from '../../../src/refinery/manifest.js';
import { runImport } from '../../../src/refinery/run-import.js';
import { openSources } from '../../../src/refinery/source-reader.js';
import { veritasDataset } from '../../../src/refinery/veritas/builder.js';
import { SHARED_DATA } from '../refinery/fixture-sources.js';
import { assertAgrees } from './fts5-oracle.js';

// The real Douay-Rheims, Vulgate, Summa and Catena, imported once: the postings against FTS5 on queries taken from
// the texts as the bench probe takes them (bench/scenarios/veritas.ts), frequent words and phrases included.
const present = existsSync(join(SHARED_DATA, 'douay-rheims-challoner'));
let dataDir = '';
let dataset: VeritasDataset | undefined;
let store: VeritasStore;

before(async () => {
  if (!present) {
    if (process.env.CI === 'true') throw new Error(`shared data not found at ${SHARED_DATA}`);
    return;
  }
  dataDir = mkdtempSync(join(tmpdir(), 'lumen-veritas-postings-'));
  await runImport({ sources: openSources(SHARED_DATA), dataDir, builders: [veritasDataset], manifest: BUILTIN_MANIFEST });
  dataset = new VeritasDataset(dataDir);
  store = dataset.need().value;
});
after(() => {
  dataset?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/** Runs of `words` adjacent words of random verses of one translation, as typed (quoted when `phrase`). */
function fromVerses(column: 'drb' | 'vulgate', count: number, words: number, phrase: boolean, seed: number): string[] {
  const rand = rng(seed);
  const out: string[] = [];
  const read = store.db.db.prepare(`select ${column} as text from verses where key >= ? and ${column} is not null order by key limit 1`);
  while (out.length < count) {
    const row = read.get(1_000_000 + Math.floor(rand() * 73_000_000)) as { text: string } | undefined;
    const w = foldText(row?.text ?? '').split(' ').filter((x) => x.length >= 2);
    if (w.length < words) continue;
    const i = Math.floor(rand() * (w.length - words + 1));
    const run = w.slice(i, i + words).join(' ');
    out.push(phrase ? `"${run}"` : run);
  }
  return out;
}

const FREQUENT = ['the', 'and the', '"and the"', '"of the"', 'the lord', '"the lord"', 'was the', '"which the"', '"the son of man"', 'et in', '"in principio"', 'god charity', '"holy holy"'];

test('every source answers as FTS5 does: counts, records, order and scores, for the probe\'s kinds of query', (t) => {
  if (!dataset) return t.skip('shared data not found');
  const queries = [...FREQUENT, ...fromVerses('drb', 40, 1, false, 1), ...fromVerses('drb', 40, 2, false, 2), ...fromVerses('drb', 40, 2, true, 3), ...fromVerses('drb', 15, 3, true, 4), ...fromVerses('vulgate', 20, 2, false, 5), ...fromVerses('vulgate', 15, 2, true, 6)];
  const sources = searchSources(store.db, { in: KINDS, translations: ['drb', 'vulgate'] });
  let matched = 0;
  for (const text of queries) {
    const parsed = parseSearch(text)!;
    for (const s of sources) {
      // English words in the Vulgate table and Latin ones in the English tables have no stem to look up: FTS5 answers.
      if (s.stemmed && !parsed.terms.every((term) => term.words.every((w) => store.db.searchTop!.stem.get(w)))) continue;
      // An English table reads archaic verb forms as the modern ones it indexes (`believeth` as `believes`), FTS5 too.
      const q = s.stemmed ? modernQuery(store.db, parsed) : parsed;
      matched += assertAgrees(store.db, q, s, 'relevance', 20);
      matched += assertAgrees(store.db, q, s, 'canonical', 20);
    }
  }
  assert.ok(matched > 100_000, `queries that match (${matched})`);
});

test('filtered searches and deep pages answer as FTS5 does: book, testament, part, Father', (t) => {
  if (!dataset) return t.skip('shared data not found');
  const john = store.catalogue.book('JHN')!;
  const father = (store.db.db.prepare('select father_slug as f from catena group by father_slug order by count(*) desc limit 1').get() as { f: string }).f;
  const filters: Array<Partial<SearchFilters>> = [{ book: john }, { testament: 'OT' }, { testament: 'NT' }, { part: 'I-II' }, { father }];
  for (const f of filters) {
    const sources = searchSources(store.db, { in: KINDS, translations: ['drb', 'vulgate'], ...f });
    for (const text of ['the', 'and the', '"of the"', 'the lord', 'love', '"the son of man"', 'he that believeth', '"the lord saith"']) {
      const q = modernQuery(store.db, parseSearch(text)!);
      for (const s of sources.filter((x) => x.stemmed)) for (const want of [5, 150]) assertAgrees(store.db, q, s, 'relevance', want);
    }
  }
});

test('a frequent query is counted exactly (no lower bound) and its pages never repeat or skip a hit', (t) => {
  if (!dataset) return t.skip('shared data not found');
  const q = parseSearch('and the')!;
  const sources = searchSources(store.db, { in: KINDS, translations: ['drb', 'vulgate'] });
  const first = runSearch(store.db, q, sources, 'relevance', 0, 200);
  assert.equal(first.capped, false, 'exact counts');
  assert.ok(first.counts[0]! > 20_000, `"and the" in ${first.counts[0]} Douay-Rheims verses`);
  const paged = [];
  for (let offset = 0; offset < 200; offset += 20) paged.push(...runSearch(store.db, q, sources, 'relevance', offset, 20).hits);
  assert.deepEqual(paged.map((h) => [h.source.table, h.rowid]), first.hits.map((h) => [h.source.table, h.rowid]));
  // A frequent single word: its first 60 hits precomputed, then the postings' ranking, none repeated.
  const word = parseSearch('lord')!;
  const ids = runSearch(store.db, word, sources, 'relevance', 0, 300).hits.map((h) => `${h.source.table}:${h.rowid}`);
  assert.equal(new Set(ids).size, 300);
});

test('prefixes: broad ones are refused before FTS5 runs, the rest answer within the budget (veritas:search:prefix-budget)', (t) => {
  if (!dataset) return t.skip('shared data not found');
  const sources = searchSources(store.db, { in: KINDS, translations: ['drb', 'vulgate'] });
  // What a caller could once send to hold the event loop for most of a second each.
  for (const text of ['b*', 'the*', 'b* c* d* f* g* h* m*', 'a* or e* i* o*', 'sa* co* de*']) {
    const started = performance.now();
    assert.ok(tooBroadPrefix(store.db, parseSearch(text)!, sources), `${text} refused`);
    assert.ok(performance.now() - started < 50, `${text} judged without reading every term`);
  }
  for (const text of ['bapt*', 'believ*', 'sanct*', 'grati*', 'con*', 'charit* hope*']) {
    assert.equal(tooBroadPrefix(store.db, parseSearch(text)!, sources), null, `${text} answers`);
    assert.ok(runSearch(store.db, parseSearch(text)!, sources, 'relevance', 0, 20).hits.length > 0, `${text} finds something`);
  }
});

test('archaic verb forms: believe finds every verse saying believeth or believest, marked as written; names and nouns stay apart', (t) => {
  if (!dataset) return t.skip('shared data not found');
  const drb = searchSources(store.db, { in: ['bible'], translations: ['drb'] });
  const keys = (text: string) => new Set(runSearch(store.db, parseSearch(text)!, drb, 'canonical', 0, 5000).hits.map((h) => h.rowid));
  const saying = (word: string) => (store.db.db.prepare(`select key from verses where drb is not null and (' ' || lower(drb) || ' ') glob ?`).all(`*[^a-z]${word}[^a-z]*`) as Array<{ key: number }>).map((r) => r.key);
  const believe = keys('believe');
  const archaic = [...saying('believeth'), ...saying('believest')];
  assert.ok(archaic.length > 30, `${archaic.length} verses say believeth or believest`);
  assert.deepEqual(archaic.filter((k) => !believe.has(k)), [], 'believe finds them all');
  assert.deepEqual([...keys('believeth')].sort(), [...believe].sort(), 'believeth finds what believe finds');
  for (const [modern, old] of [['love', 'loveth'], ['come', 'cometh'], ['says', 'saith'], ['has', 'hath'], ['do', 'dost'], ['know', 'knowest']] as const) {
    const found = keys(modern);
    assert.deepEqual(saying(old).filter((k) => !found.has(k)), [], `${modern} finds ${old}`);
  }
  const q = parseSearch('believe')!;
  const hit = runSearch(store.db, q, drb, 'canonical', 0, 5000).hits.find((h) => h.rowid === archaic[0]);
  assert.match((hydrateHit(store, q, hit!) as { snippet: string }).snippet, /<mark>[Bb]eliev(eth|est)<\/mark>/);
  // Names and nouns keep their own index terms: nothing else is found for them, and they are found as before.
  for (const word of ['nazareth', 'teeth', 'seth', 'japheth', 'greatest']) assert.deepEqual([...keys(word)].sort(), saying(word).sort(), word);
  const forms = store.db.db.prepare('select word from search_archaic').all() as Array<{ word: string }>;
  for (const word of ['nazareth', 'elisabeth', 'seth', 'teeth', 'twentieth', 'forest', 'earnest', 'priest', 'art']) assert.ok(!forms.some((f) => f.word === word), `${word} is not mapped`);
});

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { VeritasDataset, type VeritasStore } from '../../../src/engines/veritas/data/veritas-dataset.js';
import { runImport } from '../../../src/refinery/run-import.js';
import { openSources } from '../../../src/refinery/source-reader.js';
import { veritasDataset } from '../../../src/refinery/veritas/builder.js';
import { manifestOf } from '../refinery/fixture-sources.js';
import { VERITAS_FIXTURES } from './veritas-server.js';

// Passages read their verses from memory (verse-texts.ts) instead of an SQLite range scan: every range must give
// exactly the rows the scan gives, whatever keys its ends fall on (a verse, a gap, past a chapter or a book).
let dataDir = '';
let dataset: VeritasDataset;
let store: VeritasStore;

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lumen-verse-texts-'));
  await runImport({ sources: openSources(VERITAS_FIXTURES), dataDir, builders: [veritasDataset], manifest: manifestOf(VERITAS_FIXTURES) });
  dataset = new VeritasDataset(dataDir);
  store = dataset.need().value;
});
after(() => {
  dataset.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('verse texts in memory give, for every range of keys and every single key, exactly the verses and texts of the SQLite scan', () => {
  const keys = (store.db.db.prepare('select key from verses order by key').raw().all() as Array<[number]>).map(([k]) => k);
  assert.ok(keys.length > 20, `the fixtures hold ${keys.length} verses`);
  // Every key, each key's neighbours (gaps), and keys before the first and after the last.
  const ends = [...new Set(keys.flatMap((k) => [k - 1, k, k + 1]).concat([0, keys[keys.length - 1]! + 1_000_000]))].sort((a, b) => a - b);
  let ranges = 0;
  for (let i = 0; i < ends.length; i += 1) {
    for (let j = i; j < ends.length && j < i + 40; j += 1) {
      const [from, to] = [ends[i]!, ends[j]!];
      const scanned = store.db.verses.all(from, to).map((r) => [r.key, r.drb, r.vulgate]);
      const [start, end] = store.texts.range(from, to);
      const held = Array.from({ length: end - start }, (_, n) => [store.texts.keys[start + n], store.texts.drb[start + n], store.texts.vulgate[start + n]]);
      assert.deepEqual(held, scanned, `keys ${from}..${to}`);
      ranges += 1;
    }
  }
  assert.ok(ranges > 1000, `${ranges} ranges compared`);
  // One verse at a time (search hits, a verse's Vulgate text): the scan's text, and null where there is no verse.
  for (const [key, drb, vulgate] of store.db.verses.all(0, keys[keys.length - 1]!).map((r) => [r.key, r.drb, r.vulgate] as const)) {
    assert.equal(store.texts.text(key, 'drb'), drb, `drb ${key}`);
    assert.equal(store.texts.text(key, 'vulgate'), vulgate, `vulgate ${key}`);
  }
  assert.equal(store.texts.text(keys[0]! - 1, 'drb'), null);
  assert.equal(store.texts.text(keys[keys.length - 1]! + 1, 'vulgate'), null);
  // An empty or inverted range holds nothing.
  const [s, e] = store.texts.range(keys[5]!, keys[4]!);
  assert.equal(e - s, 0);
});

test('the verse records a passage sends equal JSON.stringify of its verses, for every range of one book and every list of translations', () => {
  const { keys } = store.texts;
  const lists = [['drb'], ['vulgate'], ['drb', 'vulgate'], ['vulgate', 'drb']] as const;
  let compared = 0;
  for (const translations of lists) {
    for (let start = 0; start < keys.length; start += 1) {
      const book = store.catalogue.bookByNum(Math.floor(keys[start]! / 1_000_000))!;
      // Ranges within the book, across its chapters, empty ones included.
      for (let end = start; end <= keys.length && end <= start + 40; end += 1) {
        if (end > start && Math.floor(keys[end - 1]! / 1_000_000) !== book.num) break;
        const verses = [];
        for (let i = start; i < end; i += 1) {
          if (translations.every((t) => store.texts[t][i] == null)) continue;
          const key = keys[i]!;
          const [chapter, verse] = [Math.floor(key / 1000) % 1000, key % 1000];
          verses.push({ osis: `${book.osis}.${chapter}.${verse}`, chapter, verse, ...Object.fromEntries(translations.map((t) => [t, store.texts[t][i] ?? null])) });
        }
        const sent = `[${Buffer.concat(store.texts.records.pieces(book.osis, translations, start, end)).toString('utf8')}]`;
        assert.equal(sent, JSON.stringify(verses), `${translations.join(',')} ${start}..${end}`);
        compared += 1;
      }
    }
  }
  assert.ok(compared > 400, `${compared} ranges compared`);
  // The fixtures hold verses one translation lacks (the prologue of Sirach), which some lists leave out.
  assert.ok(keys.some((_, i) => store.texts.vulgate[i] == null && store.texts.drb[i] != null));
});

test('openNow reads the verse texts with the dataset, so the first passage does not', () => {
  const opened = new VeritasDataset(dataDir);
  const lazy = new VeritasDataset(dataDir);
  try {
    opened.openNow();
    const early = opened.need().value;
    const late = lazy.need().value;
    // With the database closed, only texts already read can still be given.
    early.db.db.close();
    late.db.db.close();
    assert.ok(early.texts.keys.length > 20);
    assert.throws(() => late.texts, /not open/);
  } finally {
    opened.close();
    lazy.close();
  }
});

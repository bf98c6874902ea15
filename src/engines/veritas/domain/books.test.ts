// The canon as data, its look-ups, and the names and codes the resolver and the import rely on.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { BOOK_ALIASES, aliasKey } from './book-aliases.js';
import { BOOKS, SOURCE_BOOK_CODES, bookByOsis, bookByUsfm, bookByVulsearch, bookOrder } from './books.js';

test('73 books in Vulgate order: 46 Old Testament (7 deuterocanonical), 27 New', () => {
  assert.equal(BOOKS.length, 73);
  assert.deepEqual(BOOKS.map((b) => b.order), Array.from({ length: 73 }, (_, i) => i + 1));
  assert.equal(BOOKS.filter((b) => b.testament === 'OT').length, 46);
  assert.deepEqual(BOOKS.filter((b) => b.deuterocanonical).map((b) => b.osis), ['Tob', 'Jdt', 'Wis', 'Sir', 'Bar', '1Macc', '2Macc']);
  assert.deepEqual(BOOKS.filter((b) => b.prologue).map((b) => b.osis), ['Sir', 'Lam']);
  assert.equal(bookOrder('Mal') + 1, bookOrder('1Macc')); // the Machabees follow Malachias
});

test('agrees with the staged books.json (codes, names, chapters) when the sources are present', (t) => {
  let staged: { usfm: string; osis: string; name_douay: string; name_modern: string; name_vulgate: string; chapters: number; vulsearch_abbr: string }[];
  try {
    staged = JSON.parse(readFileSync(new URL('../../../../../shared/data/douay-rheims-challoner/books.json', import.meta.url), 'utf8'));
  } catch {
    t.skip('shared/data is not next to this worktree');
    return;
  }
  assert.equal(staged.length, 73);
  for (const s of staged) {
    const b = bookByUsfm(s.usfm)!;
    assert.equal(b.osis, s.osis);
    assert.equal(b.names.douay, s.name_douay);
    assert.equal(b.names.modern, s.name_modern);
    assert.equal(b.names.latin, s.name_vulgate);
    assert.equal(b.chapters, s.chapters);
    assert.equal(b.vulsearch, s.vulsearch_abbr);
  }
});

test('look-ups by OSIS, USFM (JAM for James), vulsearch and the sources book codes', () => {
  assert.equal(bookByOsis('1Kgs')?.names.douay, '3 Kings');
  assert.equal(bookByOsis('1kgs')?.osis, '1Kgs');
  assert.equal(bookByUsfm('1KI')?.osis, '1Kgs');
  assert.equal(bookByUsfm('JAM')?.osis, 'Jas');
  assert.equal(bookByVulsearch('3Rg')?.osis, '1Kgs');
  assert.equal(SOURCE_BOOK_CODES.get('JHN'), 'John');
  assert.equal(SOURCE_BOOK_CODES.get('MRK'), 'Mark');
  assert.equal(SOURCE_BOOK_CODES.size, 74);
  assert.equal(bookByOsis('Hez'), undefined);
});

test('every book is reached by its OSIS id, USFM code and three names; two-reading names say both', () => {
  for (const b of BOOKS) {
    for (const name of [b.osis, b.usfm, b.names.latin, b.names.douay.replace(/ \(.*\)$/, '')]) {
      const t = BOOK_ALIASES.get(aliasKey(name));
      assert.ok(t && (t.modern === b.osis || t.douay === b.osis), `${name} → ${b.osis}`);
    }
  }
  assert.deepEqual(BOOK_ALIASES.get(aliasKey('1 Kings')), { modern: '1Kgs', douay: '1Sam' });
  assert.deepEqual(BOOK_ALIASES.get(aliasKey('II Kgs')), { modern: '2Kgs', douay: '2Sam' });
  assert.deepEqual(BOOK_ALIASES.get(aliasKey('Regum II')), { modern: '2Sam', douay: '2Sam' });
  assert.equal(BOOK_ALIASES.get(aliasKey('Ecclus'))?.modern, 'Sir');
  assert.equal(BOOK_ALIASES.get(aliasKey('Eccl'))?.modern, 'Eccl');
  assert.equal(BOOK_ALIASES.get(aliasKey('Machabæorum I'))?.modern, '1Macc');
  assert.equal(BOOK_ALIASES.get(aliasKey('3 Esdras')), undefined);
});

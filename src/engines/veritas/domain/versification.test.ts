// Psalms both ways and the well-known chapter offsets, over the Douay-Rheims verse counts and the Hebrew counts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixtureVersification } from './fixtures/fixture-ports.js';
import { HEBREW_PSALM_VERSES } from './fixtures/hebrew-psalm-verses.js';
import { type VerseSpan, chapterToCanonical, fromCanonical, toCanonical, verseCountIn } from './versification.js';

const counts = fixtureVersification();
const contains = (s: VerseSpan | undefined, c: number, v: number) =>
  !!s && (s.chapter < c || (s.chapter === c && s.verse <= v)) && (s.toChapter > c || (s.toChapter === c && s.toVerse >= v));
const at = (s: VerseSpan | undefined) => (s ? `${s.chapter}:${s.verse}-${s.toChapter}:${s.toVerse}` : 'none');

test('every verse of the 150 Vulgate psalms has a Hebrew verse that leads back to it', () => {
  let verses = 0;
  for (let p = 1; p <= 150; p++) {
    for (let v = 1; v <= counts.verseCount('Ps', p); v++) {
      const heb = fromCanonical('Ps', p, v, 'hebrew');
      assert.ok(heb && heb.chapter >= 1 && heb.chapter <= 150, `Vulgate ${p}:${v}`);
      assert.ok(heb.toVerse <= HEBREW_PSALM_VERSES[heb.toChapter - 1]!, `Vulgate ${p}:${v} → Hebrew ${at(heb)}`);
      for (let w = heb.verse; w <= heb.toVerse; w++) {
        assert.ok(contains(toCanonical('Ps', heb.chapter, w, 'hebrew'), p, v), `Vulgate ${p}:${v} → Hebrew ${heb.chapter}:${w} → back`);
      }
      verses++;
    }
  }
  assert.equal(verses, 2527); // the Douay-Rheims psalter (books.json)
});

test('every verse of the 150 Hebrew psalms has a Vulgate verse that leads back to it', () => {
  for (let h = 1; h <= 150; h++) {
    for (let w = 1; w <= HEBREW_PSALM_VERSES[h - 1]!; w++) {
      const vul = toCanonical('Ps', h, w, 'hebrew');
      assert.ok(vul, `Hebrew ${h}:${w}`);
      assert.ok(vul.toVerse <= counts.verseCount('Ps', vul.toChapter) && vul.verse >= 1, `Hebrew ${h}:${w} → ${at(vul)}`);
      assert.ok(contains(fromCanonical('Ps', vul.chapter, vul.verse, 'hebrew'), h, w) ||
        contains(fromCanonical('Ps', vul.toChapter, vul.toVerse, 'hebrew'), h, w), `Hebrew ${h}:${w} → ${at(vul)} → back`);
    }
    assert.equal(verseCountIn('Ps', h, 'hebrew', counts), HEBREW_PSALM_VERSES[h - 1], `Hebrew psalm ${h} verse count`);
  }
});

test('the psalm splits and joins', () => {
  const runs = (h: number) => chapterToCanonical('Ps', h, 'hebrew', counts).map(at);
  assert.deepEqual(runs(9), ['9:1-9:21']);
  assert.deepEqual(runs(10), ['9:22-9:39']);
  assert.deepEqual(runs(114), ['113:1-113:8']);
  assert.deepEqual(runs(115), ['113:9-113:26']);
  assert.deepEqual(runs(116), ['114:1-114:9', '115:1-115:10']);
  assert.deepEqual(runs(147), ['146:1-146:11', '147:1-147:9']);
  assert.deepEqual(runs(23), ['22:1-22:6']);
  assert.deepEqual(runs(150), ['150:1-150:6']);
});

test('KJV psalms: titles unnumbered, every Vulgate verse reachable and back', () => {
  assert.equal(at(toCanonical('Ps', 51, 1, 'kjv')), '50:3-50:3'); // Miserere: two title verses in the Vulgate
  assert.equal(at(toCanonical('Ps', 3, 1, 'kjv')), '3:2-3:2');
  assert.equal(at(toCanonical('Ps', 23, 1, 'kjv')), '22:1-22:1');
  assert.equal(fromCanonical('Ps', 50, 1, 'kjv')?.verse, 0); // a title verse is verse 0 in the KJV
  for (let p = 1; p <= 150; p++) {
    for (let v = 1; v <= counts.verseCount('Ps', p); v++) {
      const kjv = fromCanonical('Ps', p, v, 'kjv');
      assert.ok(kjv, `Vulgate ${p}:${v}`);
      if (kjv.verse === 0) continue;
      assert.ok(contains(toCanonical('Ps', kjv.chapter, kjv.verse, 'kjv'), p, v), `Vulgate ${p}:${v} → KJV ${at(kjv)} → back`);
    }
  }
});

test('chapter offsets beyond the Psalms', () => {
  const cases: [string, number, number, 'hebrew' | 'kjv', string][] = [
    ['Mal', 3, 19, 'hebrew', '4:1-4:1'],
    ['Mal', 3, 24, 'hebrew', '4:6-4:6'],
    ['Mal', 4, 1, 'kjv', '4:1-4:1'],
    ['Joel', 3, 1, 'hebrew', '2:28-2:28'],
    ['Joel', 4, 21, 'hebrew', '3:21-3:21'],
    ['Joel', 3, 1, 'kjv', '3:1-3:1'],
    ['Mark', 9, 1, 'kjv', '8:39-8:39'],
    ['Mark', 9, 50, 'hebrew', '9:49-9:49'],
    ['John', 6, 71, 'kjv', '6:72-6:72'],
    ['John', 6, 51, 'kjv', '6:51-6:52'],
    ['Dan', 3, 24, 'hebrew', '3:91-3:91'],
    ['Dan', 3, 33, 'hebrew', '3:100-3:100'],
    ['Dan', 4, 1, 'kjv', '3:98-3:98'],
    ['Dan', 4, 37, 'kjv', '4:34-4:34'],
    ['Dan', 6, 1, 'hebrew', '5:31-5:31'],
    ['Jonah', 1, 17, 'kjv', '2:1-2:1'],
    ['Jonah', 2, 1, 'hebrew', '2:1-2:1'],
    ['1Kgs', 5, 1, 'hebrew', '4:21-4:21'],
    ['Gen', 32, 1, 'hebrew', '31:55-31:55'],
    ['Exod', 7, 26, 'hebrew', '8:1-8:1'],
    ['Isa', 8, 23, 'hebrew', '9:1-9:1'],
    ['Hos', 13, 16, 'kjv', '14:1-14:1'], // the Clementine numbers Osee 13-14 as the Hebrew does
  ];
  for (const [book, c, v, n, want] of cases) assert.equal(at(toCanonical(book, c, v, n)), want, `${book} ${c}:${v} ${n}`);
  assert.equal(fromCanonical('Dan', 3, 50, 'hebrew'), undefined); // the Greek prayer of Azarias
  assert.equal(toCanonical('Dan', 3, 50, 'hebrew'), undefined);
  assert.equal(verseCountIn('Dan', 3, 'hebrew', counts), 33);
  assert.equal(verseCountIn('Mal', 3, 'hebrew', counts), 24);
  assert.equal(verseCountIn('John', 6, 'kjv', counts), 71);
  assert.equal(verseCountIn('Mark', 9, 'kjv', counts), 50);
});

test('New Testament chapters the Catena numbers the KJV way map onto Douay verse counts', () => {
  // Every KJV verse of the chapters that differ lands on an existing Douay verse.
  const kjvCounts: [string, number, number][] = [['Mark', 8, 38], ['Mark', 9, 50], ['John', 6, 71], ['Matt', 17, 27], ['Mark', 4, 41]];
  for (const [book, chapter, n] of kjvCounts) {
    for (let v = 1; v <= n; v++) {
      const d = toCanonical(book, chapter, v, 'kjv');
      assert.ok(d && d.toVerse <= counts.verseCount(book, d.toChapter), `${book} ${chapter}:${v} KJV → ${at(d)}`);
    }
  }
});

test('Vulgate Psalm 43:22 holds Hebrew 44:22-23 and Psalm 55:11 Hebrew 56:11-12, as the Douay-Rheims reads them', () => {
  // Douay 43:22 "Shall not God search out these things … Because for thy sake we are killed all the day long";
  // Douay 55:10 "Then shall my enemies be turned back …", 55:11 "In God will I praise the word … what man can do to me".
  assert.equal(at(fromCanonical('Ps', 43, 21, 'hebrew')), '44:21-44:21');
  assert.equal(at(fromCanonical('Ps', 43, 22, 'hebrew')), '44:22-44:23');
  assert.equal(at(toCanonical('Ps', 44, 22, 'hebrew')), '43:22-43:22');
  assert.equal(at(toCanonical('Ps', 44, 21, 'kjv')), '43:22-43:22');
  assert.equal(at(toCanonical('Ps', 44, 24, 'hebrew')), '43:23-43:23');
  assert.equal(at(fromCanonical('Ps', 55, 10, 'hebrew')), '56:10-56:10');
  assert.equal(at(fromCanonical('Ps', 55, 11, 'hebrew')), '56:11-56:12');
  assert.equal(at(toCanonical('Ps', 56, 9, 'kjv')), '55:10-55:10');
  assert.equal(at(toCanonical('Ps', 56, 10, 'kjv')), '55:11-55:11');
  assert.equal(at(toCanonical('Ps', 56, 13, 'kjv')), '55:13-55:13');
  assert.equal(verseCountIn('Ps', 44, 'hebrew', counts), 27);
  assert.equal(verseCountIn('Ps', 56, 'hebrew', counts), 14);
});

test('a Vulgate title verse the Hebrew numbers with the first words: Hebrew 72:1, 100:1, 109:1-3 and 146:1-3', () => {
  // Vulgate 71:1 "Psalmus, in Salomonem", 71:2 "Deus, judicium tuum regi da": Hebrew 72:1 was the title alone.
  assert.equal(at(toCanonical('Ps', 72, 1, 'kjv')), '71:1-71:2');
  assert.equal(at(toCanonical('Ps', 72, 2, 'hebrew')), '71:2-71:2');
  assert.equal(at(fromCanonical('Ps', 71, 2, 'hebrew')), '72:1-72:2');
  assert.equal(at(toCanonical('Ps', 100, 1, 'kjv')), '99:1-99:2');
  assert.equal(at(toCanonical('Ps', 109, 1, 'hebrew')), '108:1-108:2');
  assert.equal(at(toCanonical('Ps', 109, 2, 'hebrew')), '108:2-108:3');
  assert.equal(at(toCanonical('Ps', 109, 4, 'hebrew')), '108:4-108:4');
  assert.equal(at(toCanonical('Ps', 146, 3, 'kjv')), '145:2-145:3');
  assert.equal(at(toCanonical('Ps', 146, 4, 'kjv')), '145:4-145:4');
  for (const [psalm, n] of [[72, 20], [100, 5], [109, 31], [146, 10]] as const) assert.equal(verseCountIn('Ps', psalm, 'hebrew', counts), n);
});

test('Vulgate Psalm 15:10 holds Hebrew 16:10-11 ("thou wilt not leave my soul in hell … the ways of life"); 15:9 is Hebrew 16:9', () => {
  assert.equal(at(fromCanonical('Ps', 15, 9, 'hebrew')), '16:9-16:9');
  assert.equal(at(fromCanonical('Ps', 15, 10, 'hebrew')), '16:10-16:11');
  assert.equal(at(toCanonical('Ps', 16, 10, 'hebrew')), '15:10-15:10');
  assert.equal(at(toCanonical('Ps', 16, 10, 'kjv')), '15:10-15:10');
});

// Chapters where the Clementine ends with one verse more or fewer than the Hebrew and English Bibles, found by
// holding every chapter's count in the KJV numbering against the KJV's: each was "Genesis 49 has 32 verses in the
// Hebrew numbering" (it has 33) or read the last verses one off. Aligned by reading the Douay beside the English.
test('the Vulgate\'s joined and divided verses outside the Psalms: Hebrew and KJV chapter counts and verses', () => {
  const hebrewAndKjv: ReadonlyArray<readonly [string, number, number]> = [
    ['Gen', 5, 32], ['Gen', 49, 33], ['Lev', 26, 46], ['Num', 11, 35], ['Num', 20, 29], ['Josh', 4, 24], ['Josh', 5, 15],
    ['Josh', 21, 45], ['Judg', 5, 31], ['Judg', 21, 25], ['1Chr', 11, 47], ['1Chr', 20, 8], ['Isa', 63, 19], ['2Cor', 1, 24],
  ];
  for (const [book, chapter, n] of hebrewAndKjv) {
    for (const numbering of ['hebrew', 'kjv'] as const) {
      assert.equal(verseCountIn(book, chapter, numbering, counts), n, `${book} ${chapter} (${numbering})`);
      assert.ok(toCanonical(book, chapter, n, numbering), `${book} ${chapter}:${n} (${numbering}) has a Vulgate verse`);
    }
  }
  const cases: ReadonlyArray<readonly [string, number, number, 'hebrew' | 'kjv', string]> = [
    ['Gen', 49, 33, 'hebrew', '49:32-49:32'], // Jacob's death
    ['Gen', 5, 32, 'hebrew', '5:31-5:31'], // Noe begets Sem, Cham and Japheth, in Vulgate 5:31
    ['Num', 20, 29, 'hebrew', '20:30-20:30'], // the mourning for Aaron
    ['Josh', 21, 45, 'kjv', '21:43-21:43'], // "not so much as one word … was made void"
    ['Judg', 5, 31, 'hebrew', '5:31-5:32'], // "and the land rested forty years" is Vulgate 5:32
    ['1Kgs', 22, 43, 'kjv', '22:43-22:44'], // KJV 22:43 holds the high places, Vulgate 22:44 (it was 22:44 alone)
    ['1Kgs', 22, 44, 'kjv', '22:45-22:45'], // peace with the king of Israel
    ['1Sam', 20, 42, 'kjv', '20:42-20:43'], // "and he arose and departed" is Vulgate 20:43 (it was 20:43 alone)
    // Hebrew 63:19 is Vulgate 63:19 and 64:1, but the KJV divides it as the Vulgate does (KJV 63:19 was no verse,
    // then 63:19-64:1 until 2026-11-27, as was KJV 64:1)
    ['Isa', 63, 19, 'kjv', '63:19-63:19'],
    ['Isa', 64, 1, 'kjv', '64:1-64:1'],
    ['Isa', 64, 2, 'kjv', '64:2-64:2'],
    ['Isa', 63, 19, 'hebrew', '63:19-64:1'],
    ['2Cor', 1, 24, 'kjv', '1:23-1:23'],
  ];
  for (const [book, chapter, verse, numbering, want] of cases) {
    assert.equal(at(toCanonical(book, chapter, verse, numbering)), want, `${book} ${chapter}:${verse} (${numbering})`);
  }
  assert.equal(at(fromCanonical('Isa', 63, 19, 'hebrew')), '63:19-63:19'); // Vulgate 63:19 had no Hebrew verse
  assert.equal(at(fromCanonical('Isa', 64, 1, 'kjv')), '64:1-64:1'); // it was KJV 63:19-64:1
  assert.equal(at(fromCanonical('Isa', 63, 19, 'kjv')), '63:19-63:19');
});

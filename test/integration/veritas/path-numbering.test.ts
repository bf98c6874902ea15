import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Problem, json, veritasForFile } from './veritas-server.js';

// `naming` and `numbering` on the chapter and verse paths, as `resolve` and `passage` take them: they were 400
// unknown_query_parameter, so a client reading Psalm 23 in the Hebrew numbering, or "1 Kings" as the Douay names
// it, could not say so on these paths.
const v = veritasForFile();

interface Run {
  chapter: number;
  from: number;
  to: number;
}
interface ChapterAnswer {
  chapter: number;
  numbering: string;
  naming: string;
  osis: string;
  served: Array<Run & { summary: string | null }>;
  verses: Array<{ chapter: number; verse: number; osis: string; numbered?: { chapter: number; verse: number; to_chapter: number; to_verse: number } }>;
}
interface VerseAnswer {
  chapter: number;
  verse: number;
  numbering: string;
  naming: string;
  osis: string;
  served: Run[];
  text: string;
  book: { osis: string };
}

test('a chapter numbered the Hebrew way is the Douay/Vulgate chapter it is: Psalm 23 is Psalm 22, each verse saying its Hebrew number (veritas:bible:path-numbering)', async () => {
  const res = await v.get('/v1/veritas/bible/drb/Ps/23?numbering=hebrew');
  assert.equal(res.status, 200, 'it was 400 unknown_query_parameter');
  const c = await json<ChapterAnswer>(res);
  assert.equal(c.chapter, 23, 'the path\'s number, as asked');
  assert.equal(c.numbering, 'hebrew');
  assert.equal(c.osis, 'Ps.22');
  assert.deepEqual(c.served.map(({ chapter, from, to }) => ({ chapter, from, to })), [{ chapter: 22, from: 1, to: 3 }]);
  assert.deepEqual(c.verses.map((x) => x.osis), ['Ps.22.1', 'Ps.22.2', 'Ps.22.3']);
  assert.deepEqual(c.verses[0]!.numbered, { chapter: 23, verse: 1, to_chapter: 23, to_verse: 1 });
  // The default reads the Vulgate's numbers and says so; its verses carry no `numbered`.
  const plain = await json<ChapterAnswer>(await v.get('/v1/veritas/bible/drb/Ps/22'));
  assert.equal(plain.numbering, 'vulgate');
  assert.equal(plain.osis, 'Ps.22');
  assert.equal(plain.verses[0]!.chapter, 22);
  assert.equal(plain.verses[0]!.numbered, undefined);
});

test('a KJV chapter that begins inside the Douay one: Mark 9 (KJV) is Douay 8:39 and 9', async () => {
  const c = await json<ChapterAnswer>(await v.get('/v1/veritas/bible/drb/Mark/9?numbering=kjv'));
  assert.equal(c.osis, 'Mark.8.39,Mark.9', 'served run by run');
  assert.deepEqual(c.verses.map((x) => [x.chapter, x.verse, x.numbered?.verse]), [[8, 39, 1], [9, 1, 2], [9, 2, 3]]);
});

test('a verse numbered the caller\'s way, and one the Douay divides in two (KJV John 6:51 is Douay 6:51-52, served whole)', async () => {
  const mark = await json<VerseAnswer>(await v.get('/v1/veritas/bible/drb/Mark/9/1?numbering=kjv'));
  assert.equal(mark.osis, 'Mark.8.39');
  assert.deepEqual(mark.served, [{ chapter: 8, from: 39, to: 39 }]);
  assert.equal(mark.verse, 1);
  const john = await json<VerseAnswer>(await v.get('/v1/veritas/bible/drb/John/6/51?numbering=kjv'));
  assert.equal(john.osis, 'John.6.51-John.6.52');
  const [a, b] = await Promise.all([51, 52].map(async (n) => (await json<VerseAnswer>(await v.get(`/v1/veritas/bible/drb/John/6/${n}`))).text));
  assert.equal(john.text, `${a} ${b}`);
  const psalm = await json<VerseAnswer>(await v.get('/v1/veritas/bible/vulgate/Ps/23/1?numbering=hebrew'));
  assert.equal(psalm.osis, 'Ps.22.1');
});

test('a chapter or verse the caller\'s numbering lacks is 404 in that numbering\'s words', async () => {
  const verse = await v.get('/v1/veritas/bible/drb/John/6/72?numbering=kjv');
  assert.equal(verse.status, 404);
  const p = await json<Problem>(verse);
  assert.equal(p.code, 'verse_not_found');
  assert.match(p.detail, /John 6 has \d+ verses in the KJV numbering; there is no verse 72/);
  const chapter = await json<Problem>(await v.get('/v1/veritas/bible/drb/Sir/0?numbering=hebrew'));
  assert.equal(chapter.code, 'chapter_not_found');
  assert.match(chapter.detail, /in the Hebrew numbering/);
  const bad = await json<Problem>(await v.get('/v1/veritas/bible/drb/Ps/22?numbering=septuagint'));
  assert.equal(bad.code, 'validation_failed');
});

test('naming=douay reads "1 Kings" in a path as 1 Samuel, and the answer says how the name was read (veritas:bible:path-numbering)', async () => {
  const douay = await json<VerseAnswer>(await v.get('/v1/veritas/bible/drb/1-kings/17/1?naming=douay'));
  assert.equal(douay.book.osis, '1Sam');
  assert.equal(douay.naming, 'douay');
  const modern = await json<VerseAnswer>(await v.get('/v1/veritas/bible/drb/1%20Kings/17/1'));
  assert.equal(modern.book.osis, '1Kgs');
  assert.equal(modern.naming, 'modern');
  // An OSIS id is one book whatever the naming.
  assert.equal((await json<ChapterAnswer & { book: { osis: string } }>(await v.get('/v1/veritas/bible/drb/1Kgs/17?naming=douay'))).book.osis, '1Kgs');
});

test("a book written as resolve reads it with an apostrophe names the book (John's Gospel was 404 unknown_book)", async () => {
  for (const written of ["John's%20Gospel", 'St%20John%E2%80%99s%20Gospel']) {
    const res = await v.get(`/v1/veritas/bible/drb/${written}/3/16`);
    assert.equal(res.status, 200, written);
    assert.equal((await json<VerseAnswer>(res)).book.osis, 'John', written);
  }
});

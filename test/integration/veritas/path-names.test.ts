import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Problem, json, veritasForFile } from './veritas-server.js';

// Names as a client writes them in a path or a query, found by an outside check of the endpoints: URL slugs of
// book names, the Summa's parts with a dot or a space, counts of one, the Vulgate alone over a Douay prologue.
const v = veritasForFile();

test('a book name written as a URL slug names the book, as the name with spaces does (1-kings was 404 unknown_book)', async () => {
  const cases: Array<[string, string]> = [['1-kings', '1Kgs'], ['3-kings', '1Kgs'], ['1_samuel', '1Sam'], ['first-kings', '1Kgs']];
  for (const [slug, osis] of cases) {
    const res = await v.get(`/v1/veritas/bible/drb/${slug}/17`);
    assert.equal(res.status, 200, slug);
    assert.equal((await json<{ book: { osis: string } }>(res)).book.osis, osis, slug);
  }
  assert.equal((await json<{ gospel: string }>(await v.get('/v1/veritas/catena/john/3/16'))).gospel, 'John');
  // A Greek addition's slug says where the addition is, as its name does; it is never served as its book's chapter.
  const azariah = await json<Problem>(await v.get('/v1/veritas/bible/drb/prayer-of-azariah/1'));
  assert.equal(azariah.code, 'unknown_book');
  assert.match(azariah.detail, /Daniel 3/);
  assert.equal((await v.get('/v1/veritas/bible/drb/no-such-book/1')).status, 404);
});

test('a part of the Summa written with a dot or a space between its numerals is that part (I.II was the Third Part)', async () => {
  for (const written of ['I.II', 'I%20II', 'i.ii', 'Ia.IIae']) {
    const res = await v.get(`/v1/veritas/summa/${written}/90`);
    assert.equal(res.status, 200, written);
    assert.equal((await json<{ part: string }>(res)).part, 'I-II', written);
  }
  assert.equal((await v.get('/v1/veritas/summa/III/1')).status, 404, 'III has no question 1 in the fixture: III stays III');
});

test('a count of one is said in the singular: "I q.1 has 1 article" (it said "1 articles")', async () => {
  const p = await json<Problem>(await v.get('/v1/veritas/summa/I/1/2'));
  assert.equal(p.code, 'summa_not_found');
  assert.match(p.detail, /I q\.1 has 1 article; there is no article 2$/);
});

test('a passage in the Vulgate alone lists the Vulgate verses only: its prologue of Sirach is one verse, a later Douay one is 404', async () => {
  const whole = await json<{ verse_count: number; passages: Array<{ verses: Array<{ verse: number; vulgate: string | null }> }> }>(
    await v.get('/v1/veritas/bible/passage?ref=Sir%200&translation=vulgate'),
  );
  assert.equal(whole.verse_count, 1, 'it counted the Douay verse 0:2 with vulgate: null');
  assert.deepEqual(whole.passages[0]!.verses.map((x) => x.verse), [1]);
  assert.ok(whole.passages[0]!.verses.every((x) => x.vulgate !== null));
  const later = await v.get('/v1/veritas/bible/passage?ref=Sir%200:2&translation=vulgate');
  assert.equal(later.status, 404, 'it was 200 with one verse whose vulgate was null');
  const p = await json<Problem>(later);
  assert.equal(p.code, 'citation_not_found');
  assert.match(p.detail, /is not a verse of the Vulgate/);
  const both = await json<{ verse_count: number }>(await v.get('/v1/veritas/bible/passage?ref=Sir%200'));
  assert.equal(both.verse_count, 2, 'side by side, the Douay verses stay (the Latin null where it has none)');
});

test('a book name followed by a number is no book: `John 3` in a path or a filter is 404/400, not John with the number dropped', async () => {
  // `/bible/drb/John%203/1` served John 1 and `book=John 3` searched all of John: the name was read as `John 3 1`.
  for (const written of ['John%203', 'Gen%201', 'Ps%2022', '1%20Kings%2017']) {
    const res = await v.get(`/v1/veritas/bible/drb/${written}/1`);
    assert.equal(res.status, 404, written);
    assert.equal((await json<Problem>(res)).code, 'unknown_book', written);
  }
  assert.equal((await v.get('/v1/veritas/catena/john%203/3')).status, 404);
  const filter = await v.get('/v1/veritas/search?q=word&book=John%203');
  assert.equal(filter.status, 400);
  assert.match((await json<Problem>(filter)).detail, /^query\.book: 'John 3' names no book/);
  // Names the resolver reads stay books.
  for (const written of ['John', 'Jn', 'Joannes', 'S.%20John', 'JHN']) assert.equal((await v.get(`/v1/veritas/bible/drb/${written}/1`)).status, 200, written);
  assert.equal((await v.get('/v1/veritas/bible/drb/Psalms/22')).status, 200);
});

test('a psalm is named in the singular where a message names one: "Psalm 22 has 7 verses" (it said "Psalms 22")', async () => {
  const path = await json<Problem>(await v.get('/v1/veritas/bible/drb/Ps/22/99'));
  assert.match(path.detail, /^path\.verse: Psalm 22 has \d+ verses?; there is no verse 99$/);
  const cited = await json<Problem>(await v.get('/v1/veritas/resolve?ref=Ps%2022:99'));
  assert.equal(cited.code, 'citation_not_found');
  assert.match(cited.detail, /^query\.ref: Psalm 22 has \d+ verses/);
  const hebrew = await json<Problem>(await v.get('/v1/veritas/resolve?ref=Ps%2010:99&numbering=hebrew'));
  assert.match(hebrew.detail, /^query\.ref: Psalm 10 has \d+ verses in the Hebrew numbering/);
  const chapters = await json<Problem>(await v.get('/v1/veritas/resolve?ref=Ps%20151'));
  assert.match(chapters.detail, /^query\.ref: Psalms has 150 chapters/, 'the book keeps its name');
});

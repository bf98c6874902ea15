import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Problem, json, veritasForFile } from './veritas-server.js';

const v = veritasForFile();

test('translations: Douay-Rheims and Vulgate with counts and licences (veritas:bible:translations)', async () => {
  const res = await v.get('/v1/veritas/bible/translations');
  assert.equal(res.status, 200);
  assert.ok(res.headers.get('x-ratelimit-remaining'));
  const body = await json<{ items: Array<{ id: string; verses: number; provenance: Array<{ licence: string }> }> }>(res);
  assert.deepEqual(body.items.map((t) => t.id), ['drb', 'vulgate']);
  assert.equal(body.items[0]!.verses, 32);
  assert.equal(body.items[1]!.verses, 31, 'the second Douay prologue verse of Sirach has no Latin');
  assert.equal(body.items[0]!.provenance[0]!.licence, 'public domain');
});

test('books: codes, names in three forms, testament, verse counts', async () => {
  const body = await json<{ items: Array<{ osis: string; usfm: string; names: Record<string, string>; testament: string; verse_counts: number[]; has_prologue: boolean; prologue_verses: number | null }> }>(
    await v.get('/v1/veritas/bible/drb/books?limit=100'),
  );
  const kings = body.items.find((b) => b.osis === '1Kgs')!;
  assert.deepEqual(kings.names, { douay: '3 Kings', modern: '1 Kings', latin: 'Regum III' });
  assert.equal(kings.usfm, '1KI');
  const sir = body.items.find((b) => b.osis === 'Sir')!;
  assert.equal(sir.has_prologue, true);
  assert.equal(sir.prologue_verses, 2);
  assert.equal(body.items.find((b) => b.osis === 'John')!.testament, 'NT');
  assert.equal((await v.get('/v1/veritas/bible/kjv/books')).status, 404);
});

test("books: each translation's own verse counts (the Vulgate's Sirach prologue is one verse, the Douay's two here)", async () => {
  type Books = { items: Array<{ osis: string; verse_counts: number[]; prologue_verses: number | null; verses: number }> };
  const dr = (await json<Books>(await v.get('/v1/veritas/bible/drb/books?limit=100'))).items.find((b) => b.osis === 'Sir')!;
  const la = (await json<Books>(await v.get('/v1/veritas/bible/vulgate/books?limit=100'))).items.find((b) => b.osis === 'Sir')!;
  assert.equal(dr.prologue_verses, 2);
  assert.equal(la.prologue_verses, 1);
  assert.equal(la.verse_counts[0], 1);
  // The fixture has Sirach 0:1-2 and 1:1 in the Douay, 0:1 and 1:1 in the Latin: a book's total is what is served.
  assert.equal(dr.verses, 3);
  assert.equal(la.verses, 2);
});

test('a chapter: verses with notes, summary, psalm title; the Vulgate keeps its ligatures (veritas:bible:chapter)', async () => {
  const res = await v.get('/v1/veritas/bible/drb/Ps/22');
  assert.equal(res.status, 200);
  const etag = res.headers.get('etag');
  assert.ok(etag);
  const ch = await json<{ psalm_title: string; summary: string; verses: Array<{ verse: number; osis: string; text: string }> }>(res);
  assert.equal(ch.psalm_title, 'A psalm for David.');
  assert.match(ch.verses[0]!.text, /^A psalm for David\. The shepherd/);
  assert.equal(ch.verses[0]!.osis, 'Ps.22.1');
  assert.equal((await v.get('/v1/veritas/bible/drb/Ps/22', { 'if-none-match': etag! })).status, 304);
  const gen = await json<{ verses: Array<{ notes: Array<{ lemma: string | null }> }>; book_intro: string }>(await v.get('/v1/veritas/bible/drb/GEN/1'));
  assert.equal(gen.verses[0]!.notes[0]!.lemma, null);
  assert.match(gen.book_intro, /Fixture introduction to Genesis/);
  const lat = await json<{ book: { name: string }; verses: Array<{ text: string }> }>(await v.get('/v1/veritas/bible/vulgate/gen/1'));
  assert.equal(lat.book.name, 'Genesis');
  assert.match(lat.verses[0]!.text, /cælum/);
});

test('an empty chapter summary in the source (Habacuc 3 has a bare \\cd) is null, not an empty string', async () => {
  const ch = await json<{ summary: string | null }>(await v.get('/v1/veritas/bible/drb/1Sam/17'));
  assert.equal(ch.summary, null);
});

test('a Challoner note glued to a chapter summary in the source is cut off the summary and served as a note', async () => {
  const ch = await json<{ summary: string; verses: Array<{ verse: number; notes: Array<{ lemma: string | null; text: string; source_ref: string }> }> }>(
    await v.get('/v1/veritas/bible/drb/Mark/9'),
  );
  assert.equal(ch.summary, 'The transfiguration of Christ (fixture summary).');
  assert.deepEqual(ch.verses[0]!.notes, [
    { lemma: 'The transfiguration', text: 'a note of the fixture glued to its chapter summary, as the staged source has one on Daniel 13 and the title of Psalm 119.', source_ref: '9:0' },
  ]);
});

test('prologues are chapter 0; the later Douay prologue verse has no Latin', async () => {
  const dr = await json<{ verses: Array<{ verse: number; text: string | null }> }>(await v.get('/v1/veritas/bible/drb/Sir/0'));
  assert.deepEqual(dr.verses.map((x) => x.verse), [1, 2]);
  const la = await json<{ verses: Array<{ verse: number; text: string | null; labels?: string[] }> }>(await v.get('/v1/veritas/bible/vulgate/Sir/0'));
  assert.deepEqual(la.verses.map((x) => x.verse), [1], 'the Latin prologue is one verse (paths.test.ts)');
  assert.deepEqual(la.verses[0]!.labels, ['Prologus']);
});

test('a verse with its note, its Catena quotations and the Summa articles citing it', async () => {
  const body = await json<{ text: string; notes: unknown[]; catena: Array<{ father: string; source_father: string | null; source_id: string }>; summa: Array<{ id: string; section: string }> }>(
    await v.get('/v1/veritas/bible/drb/John/3/16'),
  );
  assert.match(body.text, /God so loved the world/);
  assert.equal(body.notes.length, 1);
  assert.equal(body.catena[0]!.father, 'Remigius of Auxerre');
  assert.equal(body.catena[0]!.source_father, 'Remigius of Rheims');
  assert.equal(body.catena[0]!.source_id, 'Remigius of Rheims/John 3_16.toml#1');
  assert.ok(body.summa.some((s) => s.id === 'I q.1 a.1' && s.section === 'sed contra'), 'the Summa cites John 3:16 in I q.1 a.1');
  // The Vulgate verse: its Latin, the same Catena and Summa links, and no Challoner note (as in its chapter).
  const latin = await json<{ text: string; notes: unknown[]; catena: unknown[]; summa: unknown[]; provenance: Array<{ source: string }> }>(await v.get('/v1/veritas/bible/vulgate/John/3/16'));
  assert.equal(latin.notes.length, 0);
  assert.equal(latin.catena.length, body.catena.length);
  assert.equal(latin.summa.length, body.summa.length);
  assert.ok(!latin.provenance.some((p) => /Douay/.test(p.source)));
});

test("the Summa articles citing a verse come in the article's own order: objections, sed contra, respondeo, replies", async () => {
  // I q.1 a.1 cites John 3:16 in its sed contra and in reply 1; sorted by the section's text, the reply came first.
  const body = await json<{ summa: Array<{ id: string; section: string; seq?: number }> }>(await v.get('/v1/veritas/bible/drb/John/3/16'));
  assert.deepEqual(body.summa.filter((s) => s.id === 'I q.1 a.1').map((s) => s.section), ['sed contra', 'reply 1']);
  assert.ok(body.summa.every((s) => s.seq === undefined), 'no internal sort key in the answer');
});

test('404 with the valid range for a chapter or verse that does not exist, and an unknown book', async () => {
  const ch = await v.get('/v1/veritas/bible/drb/John/22');
  assert.equal(ch.status, 404);
  const p = await json<Problem>(ch);
  assert.equal(p.code, 'chapter_not_found');
  assert.match(p.detail, /John has 21 chapters/);
  const verse = await json<Problem>(await v.get('/v1/veritas/bible/drb/John/3/99'));
  assert.equal(verse.code, 'verse_not_found');
  assert.equal((await json<Problem>(await v.get('/v1/veritas/bible/drb/Nope/1'))).code, 'unknown_book');
  const bad = await v.get('/v1/veritas/bible/drb/John/three');
  assert.equal(bad.status, 400);
  const badProblem = await json<Problem>(bad);
  assert.equal(badProblem.code, 'validation_failed');
  // A path parameter is named one way in every problem: `path.chapter` in the validator's 400 as in the 404s.
  assert.deepEqual(badProblem.errors?.map((e) => e.field), ['path.chapter']);
  assert.match(badProblem.detail, /^path\.chapter: /);
  assert.deepEqual(p.errors?.map((e) => e.field), ['path.chapter']);
});

test('401 without or with a wrong API key', async () => {
  assert.equal((await v.server.fetch('/v1/veritas/bible/drb/John/3')).status, 401);
  assert.equal((await v.server.fetch('/v1/veritas/bible/drb/John/3', { headers: { 'x-api-key': 'lum_nope' } })).status, 401);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Problem, json, veritasForFile } from './veritas-server.js';

const v = veritasForFile();

interface Article {
  id: string;
  objections: Array<{ n: number; text: string }>;
  sed_contra: string | null;
  respondeo: string;
  replies: unknown[];
  missing: Array<{ what: string }>;
  scripture: Array<{ section: string; written: string; osis: string; offset: number }>;
  provenance: Array<{ licence: string }>;
}

test('an article: objections, sed contra, respondeo, replies and its Scripture as OSIS; every spelling of the part (veritas:summa:article)', async () => {
  const res = await v.get('/v1/veritas/summa/I/1/1');
  assert.equal(res.status, 200);
  assert.ok(res.headers.get('etag'));
  const a = await json<Article>(res);
  assert.equal(a.id, 'I q.1 a.1');
  assert.equal(a.objections.length, 2);
  assert.match(a.respondeo, /^I answer that/);
  const osis = a.scripture.map((s) => `${s.section}:${s.osis}`);
  assert.ok(osis.includes('objection 1:Sir.1.1'), osis.join(' '));
  assert.ok(osis.includes('sed contra:John.3.16'));
  assert.ok(osis.includes('respondeo:Ps.22.1'));
  assert.ok(osis.includes('respondeo:John.1.1-John.1.2'));
  assert.ok(!osis.some((x) => x.includes('Rev')), 'Apoc. 99:1 names no chapter: not indexed');
  assert.match(a.provenance[0]!.licence, /public domain/);
  for (const path of ['/v1/veritas/summa/1/1/1', '/v1/veritas/summa/Ia/1/1', '/v1/veritas/summa/i/1/1']) {
    assert.equal((await json<Article>(await v.get(path))).id, 'I q.1 a.1', path);
  }
  assert.equal((await json<Article>(await v.get('/v1/veritas/summa/1-2/90/1'))).id, 'I-II q.90 a.1');
});

test('a question lists its articles; the part prologue comes with the first question', async () => {
  const q = await json<{ title: string; articles: Array<{ article: number }>; intro: string }>(await v.get('/v1/veritas/summa/I/2'));
  assert.equal(q.title, 'The Existence of God');
  assert.deepEqual(q.articles.map((x) => x.article), [3]);
  const lost = await json<{ missing_articles: number[]; note: string }>(await v.get('/v1/veritas/summa/I-II/101'));
  assert.deepEqual(lost.missing_articles, [1, 2, 3, 4]);
});

test('text the source lost is data: summa_text_missing for I-II q.101 a.1, the missing objections of I q.114 a.5', async () => {
  const res = await v.get('/v1/veritas/summa/I-II/101/1');
  assert.equal(res.status, 404);
  const p = await json<Problem>(res);
  assert.equal(p.code, 'summa_text_missing');
  assert.match(p.detail, /missing from the source/);
  const a = await json<Article>(await v.get('/v1/veritas/summa/I/114/5'));
  assert.deepEqual(a.objections, []);
  assert.equal(a.missing[0]!.what, 'objections');
});

test('summa 404 with the valid range; 400 for a non-number', async () => {
  const q = await json<Problem>(await v.get('/v1/veritas/summa/I/115'));
  assert.equal(q.code, 'summa_not_found');
  assert.match(q.detail, /has 114 questions/);
  assert.equal((await json<Problem>(await v.get('/v1/veritas/summa/V/1'))).code, 'summa_not_found');
  assert.match((await json<Problem>(await v.get('/v1/veritas/summa/I/2/9'))).detail, /has 3 articles/);
  assert.equal((await v.get('/v1/veritas/summa/I/two')).status, 400);
});

interface Catena {
  douay: { chapter: number; verse: number | null };
  items: Array<{ id: number; source_id: string; father: string; osis: string; kjv: { start: { chapter: number; verse: number }; end: { chapter: number; verse: number } }; provenance: unknown[] }>;
  total: number;
  next_cursor: string | null;
}

test('Catena on a verse: every quotation with the source id; KJV numbering mapped to Douay', async () => {
  const john = await json<Catena>(await v.get('/v1/veritas/catena/john/1/1'));
  assert.deepEqual(john.items.map((q) => q.source_id), ['Alcuin of York/John 1_1.toml#1', 'Alcuin of York/John 1_1.toml#2']);
  assert.ok(john.items[0]!.provenance.length > 0);
  // The source's Mark 9:1 (KJV) is Douay Mark 8:39.
  const douay = await json<Catena>(await v.get('/v1/veritas/catena/mark/8/39'));
  assert.deepEqual(douay.items[0]!.kjv, { start: { chapter: 9, verse: 1 }, end: { chapter: 9, verse: 1 } }, 'the KJV place in the same shape as the Douay one');
  assert.equal(douay.items[0]!.osis, 'Mark.8.39');
  const kjv = await json<Catena>(await v.get('/v1/veritas/catena/mk/9/1?numbering=kjv'));
  assert.deepEqual(kjv.douay, { chapter: 8, verse: 39 });
  assert.equal(kjv.items[0]!.id, douay.items[0]!.id);
  // A whole KJV chapter says where it begins in Douay numbering: KJV Mark 9 at Douay 8:39, John 6 at its start.
  assert.deepEqual((await json<Catena>(await v.get('/v1/veritas/catena/mark/9?numbering=kjv'))).douay, { chapter: 8, verse: 39 });
  assert.deepEqual((await json<Catena>(await v.get('/v1/veritas/catena/john/6?numbering=kjv'))).douay, { chapter: 6, verse: null });
  // John 6: the source's 6:52 is Douay 6:53.
  assert.equal((await json<Catena>(await v.get('/v1/veritas/catena/john/6/53'))).items.length, 1);
  const range = await json<Catena>(await v.get('/v1/veritas/catena/matthew/1/2'));
  assert.equal(range.items[0]!.osis, 'Matt.1.1-Matt.1.2', 'a quotation on a range is found from each of its verses');
});

test('Catena on a chapter is paginated', async () => {
  const first = await json<Catena>(await v.get('/v1/veritas/catena/john/1?limit=1'));
  assert.equal(first.total, 2);
  assert.ok(first.next_cursor);
  const second = await json<Catena>(await v.get(`/v1/veritas/catena/john/1?limit=1&cursor=${first.next_cursor}`));
  assert.notEqual(second.items[0]!.id, first.items[0]!.id);
  assert.equal(second.next_cursor, null);
  assert.equal((await v.get('/v1/veritas/catena/john/1?cursor=nonsense')).status, 400);
  // A cursor pages through its own chapter: another chapter's, or the other numbering's, is refused (it read the
  // other result from the wrong place); the page size may change from page to page.
  assert.equal((await json<Catena>(await v.get(`/v1/veritas/catena/john/1?limit=5&cursor=${first.next_cursor}`))).items.length, 1);
  for (const other of ['/v1/veritas/catena/john/6', '/v1/veritas/catena/matthew/1', '/v1/veritas/catena/john/1?numbering=kjv&limit=1']) {
    const res = await v.get(`${other}${other.includes('?') ? '&' : '?'}cursor=${first.next_cursor}`);
    assert.equal(res.status, 400, other);
    assert.equal((await json<Problem>(res)).code, 'invalid_cursor');
  }
});

test('Catena errors: not a Gospel 404, no such verse 404, bad numbering 400', async () => {
  assert.equal((await json<Problem>(await v.get('/v1/veritas/catena/genesis/1/1'))).code, 'not_a_gospel');
  assert.equal((await json<Problem>(await v.get('/v1/veritas/catena/john/1/99'))).code, 'verse_not_found');
  assert.equal((await v.get('/v1/veritas/catena/john/1/1?numbering=nrsv')).status, 400);
  // KJV-numbered paths are checked against the KJV's counts, and say so; a chapter is named as asked. (The fixture's
  // John 6 ends at Douay 6:53, which is KJV 6:52: the source's 6:52 is Douay 6:53.)
  const over = await v.get('/v1/veritas/catena/john/6/53?numbering=kjv');
  assert.equal(over.status, 404);
  const overP = await json<Problem & { verses: number }>(over);
  assert.equal(overP.code, 'verse_not_found');
  assert.match(overP.detail, /John 6 has 52 verses in the KJV numbering; there is no verse 53$/);
  assert.equal(overP.verses, 52);
  assert.match((await json<Problem>(await v.get('/v1/veritas/catena/john/6/99?numbering=kjv'))).detail, /52 verses in the KJV numbering/);
  const chapter = await json<Problem>(await v.get('/v1/veritas/catena/john/22?numbering=kjv'));
  assert.equal(chapter.code, 'chapter_not_found');
  assert.match(chapter.detail, /John has 21 chapters .*there is no chapter 22$/);
  assert.match((await json<Problem>(await v.get('/v1/veritas/catena/john/0/1?numbering=kjv'))).detail, /there is no chapter 0$/);
  assert.equal((await v.server.fetch('/v1/veritas/catena/john/1/1')).status, 401);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { json, veritasForFile } from './veritas-server.js';

// The Summa's source holds text in the wrong section where its converter missed a boundary, marked by the markup of
// the edition it came from (`Aquin.: SMT FS Question [81] Article [5] Obj. 1 Para. 1/1 …`): I-II q.81 a.5's title
// and objection 1 were the end of a.4's reply. The fixture has the two articles as the source has them.
const v = veritasForFile();

interface Article {
  title: string;
  objections: Array<{ n: number; text: string }>;
  replies: Array<{ n: number; text: string }>;
  missing: Array<{ what: string; note: string }>;
}

test('text the source put in another section is served where its marker says: I-II q.81 a.5 has its title and objection 1', async () => {
  const a5 = await json<Article>(await v.get('/v1/veritas/summa/I-II/81/5'));
  assert.equal(a5.title, 'Whether if Eve, and not Adam, had sinned, their children would have contracted original sin?', 'the title was empty, "missing"');
  assert.deepEqual(a5.objections.map((o) => o.n), [1, 2], 'objection 1 was lost');
  assert.match(a5.objections[0]!.text, /^Objection 1: It would seem that if Eve, and not Adam, had sinned/);
  assert.deepEqual(a5.missing, [], 'nothing is missing any more');
  const a4 = await json<Article>(await v.get('/v1/veritas/summa/I-II/81/4'));
  assert.equal(a4.replies[0]!.text, 'Reply to Objection 1: Nature alone suffices not.', 'the reply ended with the next article and the markup');
  assert.ok(!JSON.stringify(a4).includes('Aquin.: SMT'));
});

test("an article lists in `missing` the objections the source lost while keeping others (their replies are there)", async () => {
  const a4 = await json<Article>(await v.get('/v1/veritas/summa/I-II/81/4'));
  assert.deepEqual(a4.objections.map((o) => o.n), [1]);
  assert.deepEqual(a4.missing, [{ what: 'objection 2', note: 'the source lost objection 2 of this article; its reply 2 is there' }], 'it listed nothing');
});

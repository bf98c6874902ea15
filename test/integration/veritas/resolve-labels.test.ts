// A translation's label after a citation (`Ps 23:1 (KJV)`, `John 3:16 (NABRE)`): it chooses the numbering, the
// answers say which, and a request whose own numbering reads other verses is refused.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Problem, json, veritasForFile } from './veritas-server.js';

const v = veritasForFile();

interface Answer {
  osis: string;
  canonical: string;
  numbering: string;
  naming: string;
  text: string;
  ambiguous: boolean;
}

const resolve = (ref: string, extra = '') => v.get(`/v1/veritas/resolve?ref=${encodeURIComponent(ref)}${extra}`);
const passage = (ref: string, extra = '') => v.get(`/v1/veritas/bible/passage?ref=${encodeURIComponent(ref)}${extra}`);

test('a KJV psalm is read in the KJV numbering, which the answer names (veritas:resolve:translation-label)', async () => {
  const a = await json<Answer>(await resolve('Psalm 23:1 (KJV)'));
  assert.equal(a.osis, 'Ps.22.1', 'KJV Psalm 23 is the Vulgate\'s 22');
  assert.equal(a.numbering, 'kjv');
  assert.equal(a.text, 'Psalm 23:1 (KJV)');
  const douay = await json<Answer>(await resolve('1 Kings 17:1 (Douay)'));
  assert.equal(douay.osis, '1Sam.17.1');
  assert.equal(douay.naming, 'douay');
  assert.equal(douay.ambiguous, false, 'the label settles which Bible\'s 1 Kings');
});

test('a passage cited with its label shows the verses it names and the numbering it was read in (veritas:resolve:translation-label)', async () => {
  const res = await passage('Ps 23:1 KJV');
  assert.equal(res.status, 200);
  const p = await json<{ osis: string; numbering: string; passages: Array<{ verses: Array<{ drb?: string | null }> }> }>(res);
  assert.equal(p.osis, 'Ps.22.1');
  assert.equal(p.numbering, 'kjv');
  assert.match(p.passages[0]!.verses[0]!.drb!, /shepherd guideth me/);
  assert.equal((await json<{ numbering: string }>(await passage('Ps 22:1'))).numbering, 'vulgate');
});

test('a label and the request\'s numbering that read different verses are a 400 naming both readings (veritas:resolve:translation-label)', async () => {
  const res = await resolve('Ps 23:1 (KJV)', '&numbering=vulgate');
  assert.equal(res.status, 400);
  const p = await json<Problem>(res);
  assert.equal(p.code, 'unreadable_citation');
  assert.equal(p.reason, 'label_conflict');
  assert.equal(p.part, 'label');
  // (The test sources hold Psalm 22, not 23, so the request's reading is itself an error here.)
  assert.match(p.detail, /numbering=vulgate, and the two readings differ: Psalm 22:1 \(Ps\.22\.1\) by the label, .* by the request/);
  // The same verse either way: the request's reading is the answer.
  const same = await json<Answer>(await resolve('John 3:16 (KJV)', '&numbering=vulgate'));
  assert.equal(same.osis, 'John.3.16');
  assert.equal(same.numbering, 'vulgate');
});

test('POST resolve reads a label after each citation of a text, and only that citation (veritas:resolve:translation-label)', async () => {
  const text = 'As Ps 23:1 (KJV) says, and Ps 22:1 too.';
  const body = await json<{ citations: Answer[] }>(await v.post('/v1/veritas/resolve', { text }));
  assert.deepEqual(body.citations.map((c) => [c.osis, c.numbering, c.text]), [['Ps.22.1', 'kjv', 'Ps 23:1 (KJV)'], ['Ps.22.1', 'vulgate', 'Ps 22:1']]);
});

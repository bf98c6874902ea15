import assert from 'node:assert/strict';
import { test } from 'node:test';
import { json, veritasForFile } from './veritas-server.js';

// The fixture's John 3:16 says `the believer`, 3:18 `He that believeth in him is not judged.`, 3:19 `Believe, you
// that dwell by the forest: for he that believeth is come from Nazareth, as you believed.`, Psalm 22:2 and 22:3
// `He hath set me…`, `He hath turned…`.
const v = veritasForFile();

interface Page {
  items: Array<{ osis?: string; snippet: string }>;
  total: number;
}
const search = async (q: string, more = '&in=bible&translation=drb') => {
  const res = await v.get(`/v1/veritas/search?q=${encodeURIComponent(q)}${more}`);
  assert.equal(res.status, 200, q);
  return json<Page>(res);
};
const osis = (p: Page) => p.items.map((h) => h.osis).sort();
const snippetOf = (p: Page, ref: string) => p.items.find((h) => h.osis === ref)?.snippet ?? '';

test('believe finds believeth (it found John 3:16 and 3:19, never 3:18), and the snippet marks the word as written', async () => {
  const p = await search('believe');
  assert.deepEqual(osis(p), ['John.3.16', 'John.3.18', 'John.3.19']);
  assert.match(snippetOf(p, 'John.3.18'), /^He that <mark>believeth<\/mark> in him/);
  assert.match(snippetOf(p, 'John.3.19'), /<mark>Believe<\/mark>, you .*he that <mark>believeth<\/mark> is come/);
});

test('believeth finds believe and believes, in a phrase too; the archaic word is read the same way in every English text', async () => {
  assert.deepEqual(osis(await search('believeth')), ['John.3.16', 'John.3.18', 'John.3.19']);
  assert.deepEqual(osis(await search('believes')), ['John.3.16', 'John.3.18', 'John.3.19']);
  const phrase = await search('"he that believes"');
  assert.deepEqual(osis(phrase), ['John.3.18', 'John.3.19']);
  assert.match(snippetOf(phrase, 'John.3.18'), /<mark>He that believeth<\/mark>/);
});

test('a prefix of an archaic form reaches it: believet* finds believeth (indexed as believes), marked as written', async () => {
  // The index holds `believes` for `believeth`, so the prefix `believet` matched no term of it: 0 hits.
  const p = await search('believet*', '&in=bible&translation=drb');
  assert.deepEqual(osis(p), ['John.3.16', 'John.3.18', 'John.3.19']);
  assert.match(snippetOf(p, 'John.3.18'), /^He that <mark>believeth<\/mark> in him/);
  // In a phrase ending in a prefix too; the Vulgate's words are not read through the English forms.
  assert.deepEqual(osis(await search('"he that believet*"', '&in=bible&translation=drb')), ['John.3.18', 'John.3.19']);
  assert.equal((await search('believet*', '&in=bible&translation=vulgate')).total, 0);
});

test('an irregular form: has finds hath, marked as written', async () => {
  const p = await search('has');
  assert.deepEqual(osis(p), ['Ps.22.2', 'Ps.22.3']);
  assert.match(snippetOf(p, 'Ps.22.2'), /He <mark>hath<\/mark> set me/);
  assert.equal((await search('hath')).total, 2);
});

test('nouns and names in -est and -eth are left alone: forest, Nazareth', async () => {
  assert.deepEqual(osis(await search('forest')), ['John.3.19']);
  assert.deepEqual(osis(await search('nazareth')), ['John.3.19']);
  assert.equal((await search('fore')).total, 0, 'forest is not read as a verb fore');
  assert.equal((await search('nazare')).total, 0);
});

test('the Vulgate is not read through the English forms: its words are searched as typed', async () => {
  const latin = await search('credit', '&in=bible&translation=vulgate');
  assert.deepEqual(osis(latin), ['John.3.18', 'John.3.19']);
  assert.equal((await search('believeth', '&in=bible&translation=vulgate')).total, 0);
  assert.deepEqual(osis(await search('nazareth', '&in=bible&translation=vulgate')), ['John.3.19']);
});

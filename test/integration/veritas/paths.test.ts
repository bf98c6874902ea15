import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Problem, json, veritasForFile } from './veritas-server.js';

// The path endpoints as a client names things in them: numbers however written, the translation's own verses, a
// Gospel by any name the Bible paths take.
const v = veritasForFile();

test('a number past the end is a 404 with the valid range however many digits it has; a number not in plain digits is a 400 saying so', async () => {
  const chapter = await v.get('/v1/veritas/bible/drb/John/99999');
  assert.equal(chapter.status, 404, 'five digits are a chapter number too (they were "expected a number", 400)');
  assert.match((await json<Problem>(chapter)).detail, /John has 21 chapters \(1 to 21\); there is no chapter 99999$/);
  const question = await json<Problem>(await v.get('/v1/veritas/summa/I/99999'));
  assert.equal(question.code, 'summa_not_found');
  assert.match(question.detail, /there is no question 99999$/);
  assert.match((await json<Problem>(await v.get('/v1/veritas/summa/I/2/10000'))).detail, /I q\.2 has 3 articles; there is no article 10000$/);
  assert.equal((await json<Problem>(await v.get('/v1/veritas/catena/john/1/99999'))).code, 'verse_not_found');
  for (const written of ['-1', '+1', '1.0', '0x1']) {
    const res = await v.get(`/v1/veritas/bible/drb/John/3/${written}`);
    assert.equal(res.status, 400, written);
    const p = await json<Problem>(res);
    assert.equal(p.detail, `path.verse: must be a whole number in decimal digits, at least 0 (got "${written}")`, 'says what a number must be, not that it is none');
  }
  assert.equal((await v.get('/v1/veritas/bible/drb/John/03/016')).status, 200, 'leading zeros are still decimal digits');
});

test("the Vulgate's prologue of Sirach is the one verse its books list counts: no empty verses in the chapter, a 404 past it", async () => {
  const chapter = await json<{ verses: Array<{ verse: number; text: string | null }> }>(await v.get('/v1/veritas/bible/vulgate/Sir/0'));
  assert.deepEqual(chapter.verses.map((x) => x.verse), [1], 'the Douay-Rheims numbering gave the Latin an empty verse 2');
  const past = await v.get('/v1/veritas/bible/vulgate/Sir/0/2');
  assert.equal(past.status, 404, 'it answered 200 with text null');
  const p = await json<Problem>(past);
  assert.equal(p.code, 'verse_not_found');
  assert.match(p.detail, /^path\.verse: the prologue of Sirach \(chapter 0\) has 1 verse in the Vulgate \(the Douay-Rheims divides it into 2\); there is no verse 2$/);
  assert.equal((await v.get('/v1/veritas/bible/drb/Sir/0/2')).status, 200, 'the Douay-Rheims has it');
});

test('the Catena takes a Gospel by any name a Bible path takes; another book is not a Gospel, by name', async () => {
  for (const gospel of ['Joannes', 'Jo.', 'JHN', 'john']) {
    const res = await v.get(`/v1/veritas/catena/${gospel}/3/16`);
    assert.equal(res.status, 200, gospel);
    assert.equal((await json<{ gospel: string }>(res)).gospel, 'John', gospel);
  }
  // The short forms the Catena's own table took (it now reads the Bible's book names alone); the fixture has no Luke.
  const short: Record<string, string> = { mt: 'Matt', matt: 'Matt', mat: 'Matt', mk: 'Mark', mc: 'Mark', mrk: 'Mark', mar: 'Mark', jn: 'John', joh: 'John', jo: 'John', io: 'John', 'Mt.': 'Matt' };
  const chapterOf: Record<string, number> = { Matt: 1, Mark: 8, John: 3 };
  for (const [gospel, osis] of Object.entries(short)) {
    const res = await v.get(`/v1/veritas/catena/${encodeURIComponent(gospel)}/${chapterOf[osis]}`);
    assert.equal(res.status, 200, gospel);
    assert.equal((await json<{ gospel: string }>(res)).gospel, osis, gospel);
  }
  const gen = await json<Problem>(await v.get('/v1/veritas/catena/Gen/1/1'));
  assert.equal(gen.code, 'not_a_gospel');
  assert.match(gen.detail, /'Gen' is Genesis/);
  // A book written by its own name needs no gloss ("'Romans' is not a Gospel ('Romans' is Romans)").
  const rom = await json<Problem>(await v.get('/v1/veritas/catena/Romans/1/1'));
  assert.equal(rom.code, 'not_a_gospel');
  assert.match(rom.detail, /^path\.gospel: 'Romans' is not a Gospel; the Catena Aurea covers/);
});

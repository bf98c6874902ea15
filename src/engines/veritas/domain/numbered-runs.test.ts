// What the chapter and verse paths serve under numbering=hebrew|kjv, on the real verse counts: every split and
// merge of the Psalms (9/10, 113/114-115, 114-115/116, 146-147/147), the chapter offsets and the divided verses.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixtureVersification } from './fixtures/fixture-ports.js';
import { type Run, chapterRunsIn, runsOsis, verseRunsIn } from './numbered-runs.js';

const counts = fixtureVersification();
const at = (runs: readonly Run[] | undefined) => runs?.map((r) => `${r.chapter}:${r.from}-${r.to}`).join(' ');

test('a psalm numbered the Hebrew way is the Vulgate psalm or psalms it is, split and merged psalms included', () => {
  const cases: Array<[number, string]> = [
    [9, '9:1-21'], // Vulgate 9 is Hebrew 9 and 10
    [10, '9:22-39'],
    [11, '10:1-8'],
    [23, '22:1-6'],
    [113, '112:1-9'],
    [114, '113:1-8'], // Vulgate 113 is Hebrew 114 and 115
    [115, '113:9-26'],
    [116, '114:1-9 115:1-10'], // Hebrew 116 is Vulgate 114 and 115
    [117, '116:1-2'],
    [146, '145:1-10'],
    [147, '146:1-11 147:1-9'], // Hebrew 147 is Vulgate 146 and 147
    [148, '148:1-14'],
    [150, '150:1-6'],
  ];
  for (const [hebrew, want] of cases) assert.equal(at(chapterRunsIn('Ps', hebrew, 'hebrew', counts)), want, `Hebrew Psalm ${hebrew}`);
  // The KJV numbers the psalms as the Hebrew does; its titles are unnumbered, but the chapter is the same psalm.
  assert.equal(at(chapterRunsIn('Ps', 116, 'kjv', counts)), '114:1-9 115:1-10');
  assert.equal(at(chapterRunsIn('Ps', 51, 'kjv', counts)), '50:1-21');
  assert.equal(runsOsis('Ps', chapterRunsIn('Ps', 116, 'hebrew', counts), counts, true), 'Ps.114,Ps.115');
  assert.equal(runsOsis('Ps', chapterRunsIn('Ps', 10, 'hebrew', counts), counts, true), 'Ps.9.22-Ps.9.39');
  assert.deepEqual(chapterRunsIn('Ps', 151, 'hebrew', counts), []);
});

test('chapter offsets outside the Psalms, and Hebrew Daniel 3 without the Greek prayer', () => {
  assert.equal(at(chapterRunsIn('Mal', 3, 'hebrew', counts)), '3:1-18 4:1-6');
  assert.deepEqual(chapterRunsIn('Mal', 4, 'hebrew', counts), [], 'Hebrew Malachi has 3 chapters');
  assert.equal(at(chapterRunsIn('Mal', 4, 'kjv', counts)), '4:1-6', 'the KJV keeps Malachi 4');
  assert.equal(at(chapterRunsIn('Joel', 4, 'hebrew', counts)), '3:1-21');
  assert.equal(at(chapterRunsIn('Dan', 3, 'hebrew', counts)), '3:1-23 3:91-100', 'the prayer of Azarias (3:24-90) has no Hebrew counterpart');
  assert.equal(runsOsis('Dan', chapterRunsIn('Dan', 3, 'hebrew', counts), counts, true), 'Dan.3.1-Dan.3.23,Dan.3.91-Dan.3.100');
  assert.equal(at(chapterRunsIn('Mark', 9, 'kjv', counts)), '8:39-39 9:1-49');
  assert.deepEqual(chapterRunsIn('Sir', 0, 'hebrew', counts), [], 'the prologue is chapter 0 in the Vulgate numbering only, as resolve reads it');
  assert.equal(at(chapterRunsIn('Sir', 0, 'vulgate', counts)), '0:1-5');
});

test('a verse numbered the caller\'s way: one Vulgate verse, or the two the Vulgate divides it into', () => {
  const cases: Array<[string, number, number, 'hebrew' | 'kjv', string | undefined]> = [
    ['Ps', 23, 1, 'hebrew', '22:1-1'],
    ['Ps', 10, 1, 'hebrew', '9:22-22'],
    ['Ps', 11, 1, 'hebrew', '10:1-2'], // the Vulgate's title is a verse of its own
    ['Ps', 51, 1, 'kjv', '50:3-3'], // KJV titles are unnumbered: two title verses in the Vulgate
    ['Ps', 116, 10, 'hebrew', '115:1-1'],
    ['Ps', 147, 12, 'hebrew', '147:1-1'],
    ['Ps', 23, 7, 'hebrew', undefined],
    ['Mark', 9, 1, 'kjv', '8:39-39'],
    ['John', 6, 51, 'kjv', '6:51-52'],
    ['John', 6, 52, 'kjv', '6:53-53'],
    ['John', 6, 72, 'kjv', undefined], // John 6 has 71 verses in the KJV
    ['Rev', 13, 1, 'kjv', '12:18-18 13:1-1'],
    ['Mal', 3, 19, 'hebrew', '4:1-1'],
    ['Dan', 3, 24, 'hebrew', '3:91-91'],
  ];
  for (const [book, c, v, n, want] of cases) assert.equal(at(verseRunsIn(book, c, v, n, counts)), want, `${book} ${c}:${v} ${n}`);
  // KJV 1 Samuel 20:42 holds the Vulgate's 20:42 and 20:43 (Hebrew 20:42 and 21:1).
  assert.equal(at(verseRunsIn('1Sam', 20, 42, 'kjv', counts)), '20:42-43');
  assert.equal(runsOsis('John', verseRunsIn('John', 6, 51, 'kjv', counts)!, counts, false), 'John.6.51-John.6.52');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePart } from './summa-parts.js';

// One rule for the parts of the Second Part written as two numerals set apart (`I.II`, `Ia IIae`): parsePart had
// it as a pattern over the whole text, the citation parser token by token, and they differed.
test('two numerals set apart by spaces or dots are the parts of the Second Part, wherever they stand', () => {
  const cases: Array<[string, string | undefined]> = [
    ['I.II', 'I-II'], ['I II', 'I-II'], ['Ia IIae', 'I-II'], ['I.IIae', 'I-II'], ['IIa.IIae', 'II-II'], ['II.II', 'II-II'],
    ['I-II', 'I-II'], ['Ia-IIae', 'I-II'], ['III', 'III'], ['Suppl. App. II', 'suppl-app2'], ['I.I', undefined],
    // With a dot after each numeral, as the citation parser read `ST I. II. q.90` (parsePart made them III).
    ['I. II.', 'I-II'], ['Ia. IIae.', 'I-II'],
    // After a word for "part" (both readers made them III).
    ['Part I II', 'I-II'], ['Pars I.II', 'I-II'], ['Part II II', 'II-II'],
  ];
  for (const [text, part] of cases) assert.equal(parsePart(text), part, text);
});

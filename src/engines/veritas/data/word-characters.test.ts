import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSearch } from './fts-query.js';
import { quotePieces } from './search-quotes.js';

// A character that joins `a` and `b` into one written word (fts-query.ts) is also one before which a quote closes
// no phrase (search-quotes.ts): both read word-characters.ts. Each case: the character, and whether it is one.
const CASES: Array<[string, boolean]> = [
  ['x', true], ['é', true], ['7', true], ['\u0301', true], // a letter, an accented one, a digit, a combining mark
  ["'", true], ['\u2019', true], ['\u02bc', true], // apostrophes
  ['-', true], ['\u2010', true], ['\u2011', true], // hyphens
  [' ', false], ['.', false], [',', false], ['!', false], ['\u2014', false], ['\u201d', false], ['(', false], ['*', false],
];

test('fts-query reads a word character as part of the word, anything else as a separator', () => {
  for (const [c, inWord] of CASES) {
    const written = parseSearch(`ab${c}cd`)!.terms.map((t) => t.typed);
    if (inWord) assert.equal(written.length, 1, `ab${c}cd is one written word`);
    else assert.ok(written.length === 2 && written[0] === 'ab' && written[1]?.startsWith('cd'), `${JSON.stringify(c)} separates: ${written}`);
  }
});

test('a quote before a word character closes no phrase; before any other character it does', () => {
  for (const [c, inWord] of CASES) {
    const [first] = quotePieces(`"ab"${c}cd`);
    assert.equal(first!.phrase, true);
    if (inWord) assert.equal(first!.text, `ab"${c}cd`, `${JSON.stringify(c)} keeps the quote inside the phrase`);
    else assert.equal(first!.text, 'ab', `${JSON.stringify(c)} lets the quote close the phrase`);
  }
});

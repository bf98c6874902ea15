import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseSearch } from './fts-query.js';

/** A query's terms, each as its words (a phrase's several) and a `*` when it ends in a prefix. */
const read = (q: string) => parseSearch(q)!.terms.map((t) => t.words.join(' ') + (t.prefix ? '*' : ''));

test('a quote within an open phrase at the start of a word opens a quotation inside it, not a new term', () => {
  // It was the phrase "the word" and the words `was` and `god`: the quote before `was` closed the phrase.
  assert.deepEqual(read('"the word "was" God"'), ['the word was god']);
  assert.deepEqual(read('"the word "was God'), ['the word was god'], 'left open, the quotation and the phrase run to the end');
  assert.deepEqual(read('he said "the Lord\'s "bread" of life" and more'), ['he', 'said', 'the lord s bread of life', 'and', 'more']);
});

test('a quote inside a word is punctuation: it neither opens nor closes a phrase', () => {
  assert.deepEqual(read('in the" beginning'), ['in', 'the', 'beginning']);
  assert.deepEqual(read('"a"b"c d"'), ['a b c d'], 'the quotes between a, b and c are inside words');
  assert.deepEqual(read('"the Word"was with God"'), ['the word was with god']);
  assert.deepEqual(read('the"word" was'), ['the', 'word', 'was']);
  assert.deepEqual(read('bread of life"'), ['bread', 'of', 'life'], 'a closing quote with nothing open');
});

test('a quote opens after a space, an opening bracket or the start, and closes before a space, punctuation, * or the end', () => {
  assert.deepEqual(read('("bread of life"), living water'), ['bread of life', 'living', 'water']);
  assert.deepEqual(read('"bread of life" "living water"'), ['bread of life', 'living water']);
  assert.deepEqual(read('"bread of life""living water"'), ['bread of life', 'living', 'water'], 'a quote right after a closing one opens nothing');
  for (const q of ['"in the beg"*', '"in the beg*"', '"in the beg*', '"in the "beg*""']) assert.deepEqual(read(q), ['in the beg*'], q);
  assert.deepEqual(read('" of life'), ['of life'], 'a quote left open runs to the end, as documented');
  // Typographic quotes are no phrase marks: punctuation between words, as any other.
  assert.deepEqual(read('\u201cbread of life\u201d'), ['bread', 'of', 'life']);
});

test('each term carries its text as typed', () => {
  const typed = (q: string) => parseSearch(q)!.terms.map((t) => t.typed);
  assert.deepEqual(typed("Lord's* St.Thomas* 3:16"), ["Lord's*", 'St', 'Thomas*', '3:16']);
  assert.deepEqual(typed('("in the beg"*) x "bread of'), ['"in the beg"*', 'x', '"bread of']);
});

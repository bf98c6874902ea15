import assert from 'node:assert/strict';
import { test } from 'node:test';
import { frequentPrefixes, matchQuality } from './search-saints.js';

// Names are folded as the FTS index holds them (lower-case words separated by spaces); so are the words.
test('match quality: whole words of a name, then beginnings of words, then matches elsewhere', () => {
  const names = 'thomas aquinas sanctus thomas de aquino tommaso d aquino';
  assert.equal(matchQuality(names, ['thomas']), 0);
  assert.equal(matchQuality(names, ['thomas', 'aquinas']), 0);
  assert.equal(matchQuality(names, ['thom']), 1);
  assert.equal(matchQuality(names, ['thomas', 'aquin']), 1, 'one word only a beginning: the pair is a prefix match');
  assert.equal(matchQuality(names, ['homas']), 2, 'inside a word is not the beginning of one');
  assert.equal(matchQuality(names, ['doctor']), 2);
  assert.equal(matchQuality(names, ['thomas', 'doctor']), 2, 'every word must be in the names');
});

test('frequent prefixes: a word counts every name word it begins, so short common beginnings are found', () => {
  const names = ['sant antonio', 'santa maria', 'santo stefano', 'san pietro', 'maria goretti', 'marianus'];
  assert.deepEqual(frequentPrefixes(names, 4), ['san'], 'san begins four name words (san, sant, santa, santo)');
  assert.deepEqual(frequentPrefixes(names, 3), ['san', 'maria', 'sant'], 'most frequent first: maria begins maria twice and marianus');
  assert.ok(!frequentPrefixes(names, 2).includes('santa'), 'santa begins one name word only');
  assert.deepEqual(frequentPrefixes(['a b', 'a c'], 1), [], 'one-letter words are not searched ahead');
});

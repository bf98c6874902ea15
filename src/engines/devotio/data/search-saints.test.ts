import assert from 'node:assert/strict';
import { test } from 'node:test';
import { matchQuality } from './search-saints.js';

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

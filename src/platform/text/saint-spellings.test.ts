import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foldText } from './fold-text.js';
import { saintSpellings } from './saint-spellings.js';

test('St., Ste, Sts and Bl. are Saint, Sainte, Saints and Blessed, folded as queries are', () => {
  assert.deepEqual(saintSpellings(foldText('St.')), ['saint', 'st']);
  assert.deepEqual(saintSpellings('saint'), ['saint', 'st']);
  assert.deepEqual(saintSpellings('ste'), ['sainte', 'ste']);
  assert.deepEqual(saintSpellings('ss'), ['saints', 'sts', 'ss']);
  assert.deepEqual(saintSpellings('bl'), ['blessed', 'bl', 'bd']);
  assert.equal(saintSpellings('stephen'), null);
  assert.equal(saintSpellings('san'), null);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsonString } from './json-string.js';

test('jsonString equals JSON.stringify for every kind of character', () => {
  const samples = ['', 'John 3:16', 'Ecclesiasticus 0:1–3', 'é — “quoted” ’', 'a"b', 'a\\b', 'tab\there', 'nl\n', '\u0000\u001f\u007f', '😀', '\ud83d', 'x\udc00y', '\u2028\u2029'];
  for (let c = 0; c < 0x10000; c += 1) samples.push(`a${String.fromCharCode(c)}b`);
  for (const s of samples) assert.equal(jsonString(s), JSON.stringify(s), JSON.stringify(s));
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixturePorts } from '../../engines/veritas/domain/fixtures/fixture-ports.js';
import { createResolver } from '../../engines/veritas/domain/resolver.js';
import { summaScripture } from './summa-scripture.js';

const books = new Map([['1Sam', 9], ['2Sam', 10], ['1Kgs', 11], ['2Kgs', 12], ['Ps', 23]]);

test('the Summa index reads the Dominican translation\'s Douay names: its "1 Kgs." is 1 Samuel, its "3 Kgs." 1 Kings', () => {
  const resolver = createResolver(fixturePorts());
  // I-II q.100 a.9: "man seeth those things that appear" is 1 Samuel 16:7 (Douay 1 Kings), not 1 Kings 16:7.
  const text = 'because "man seeth those things that appear," according to 1 Kgs. 16:7: and (3 Kgs. 19:8) and (2 Kgs. 12:13)';
  const { found } = summaScripture(resolver, text, books);
  assert.deepEqual(found.map((f) => f.osis), ['1Sam.16.7', '1Kgs.19.8', '2Sam.12.13']);
});

// The Catena's inline citations are numbered as the English Bible numbers them (text-readings.ts); the Summa's as
// the Vulgate does, with Douay names.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fixturePorts } from './fixtures/fixture-ports.js';
import { createResolver } from './resolver.js';
import { SUMMA_READING, catenaCitations } from './text-readings.js';

const resolver = createResolver(fixturePorts());
const osis = (text: string) => catenaCitations(resolver, text).map((c) => [text.slice(c.start, c.end), c.kind === 'bible' ? c.osis : c.id]);

test('the Catena\'s psalms are the English Bible\'s: (Ps. 110:1) is the Vulgate\'s Psalm 109:1', () => {
  // The words quoted before each citation are the Douay's at the Vulgate verse given (Catena on Matthew, Luke, John).
  assert.deepEqual(osis('The Lord said unto my Lord, Sit thou on my right hand. (Ps. 110:1.)'), [['Ps. 110:1', 'Ps.109.1']]);
  assert.deepEqual(osis('God hath anointed thee with the oil of gladness. (Ps. 45:7.)'), [['Ps. 45:7', 'Ps.44.8']]);
  assert.deepEqual(osis('Thy word is a lantern to my feet. (Ps. 119:105.)'), [['Ps. 119:105', 'Ps.118.105']]);
  assert.deepEqual(osis('Purge me with hyssop. (Ps. 51:7.) Glorious things are spoken of thee. (Ps. 87:3.)'), [['Ps. 51:7', 'Ps.50.9'], ['Ps. 87:3', 'Ps.86.3']]);
});

test('the Catena\'s other books with English numbers: Canticles, John 6; Malachi 4 and Joel 2 as the Vulgate has them', () => {
  assert.deepEqual(osis('My dove is one. (Cant. 6:9.)'), [['Cant. 6:9', 'Song.6.8']]);
  assert.deepEqual(osis('I will raise him up at the last day. (John 6:54.)'), [['John 6:54', 'John.6.55']]);
  assert.deepEqual(osis('the Sun of righteousness shall arise (Mal. 4:2.) before the great day of the Lord (Joel 2:31.)'), [['Mal. 4:2', 'Mal.4.2'], ['Joel 2:31', 'Joel.2.31']]);
});

test('a Catena citation the English numbering lacks keeps the Vulgate\'s numbers: (Ps. 67:31), (Ps. 117:19)', () => {
  assert.deepEqual(osis('the gathering together of the bulls among the heifers of the people. (Ps. 67:31.) Open me the gates (Ps. 117:19.)'), [['Ps. 67:31', 'Ps.67.31'], ['Ps. 117:19', 'Ps.117.19']]);
  // What names nothing in either numbering stays out (`Matt. 40` is Chrysostom's homily).
  assert.deepEqual(osis('(Chrys. Hom. in Matt. 40.) the word'), []);
});

test('the Summa\'s citations: Douay names, Vulgate numbers', () => {
  const found = resolver.findCitations('as it is written (1 Kgs. 16:7) and (Ps. 118:105)', SUMMA_READING).citations;
  assert.deepEqual(found.map((c) => (c.kind === 'bible' ? c.osis : '')), ['1Sam.16.7', 'Ps.118.105']);
});

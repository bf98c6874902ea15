import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Outlined, mergeDuplicates } from './merge-duplicates.js';
import type { LonLat } from './representative-point.js';

const square = (x: number, y: number, size: number): LonLat[] => [[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]];
const node = (osmId: number, point: LonLat, tags: Record<string, string>, denomination = 'catholic'): Outlined => ({ osmType: 'node', osmId, tags, denomination, point, rings: [], memberWays: [] });
const way = (osmId: number, ring: LonLat[], tags: Record<string, string>, denomination = 'unknown'): Outlined => ({ osmType: 'way', osmId, tags, denomination, point: ring[0]!, rings: [ring], memberWays: [] });

test('a node inside its building, named alike or not named, is one place: the building keeps its point and gains the tags', () => {
  const church = way(10, square(14.5, 35.9, 0.0004), { building: 'church' });
  const poi = node(1, [14.5002, 35.9002], { name: 'Lija Parish', wikidata: 'Q1' }, 'roman_catholic');
  const lawrence = way(11, square(14.6, 35.9, 0.0004), { name: 'Saint Lawrence' });
  const collegiate = node(2, [14.6001, 35.9001], { name: 'Collegiate Parish Church of Saint Lawrence' });
  const { kept, merged } = mergeDuplicates([poi, church, collegiate, lawrence]);
  assert.deepEqual(kept.map((p) => p.osmId), [10, 11]);
  assert.deepEqual(merged, [{ dropped: 'node/1', into: 'way/10' }, { dropped: 'node/2', into: 'way/11' }]);
  assert.deepEqual([church.tags.name, church.tags.wikidata, church.tags.building, church.denomination], ['Lija Parish', 'Q1', 'church', 'roman_catholic']);
  assert.equal(lawrence.tags.name, 'Saint Lawrence', 'the outline keeps its own name');
});

test('two places stay two: a chapel of another name inside the walls, a node just outside, a building with no closed ring', () => {
  const monastery = way(20, square(14.4, 35.88, 0.001), { name: "St. Peter's Monastery" });
  const chapel = node(3, [14.4005, 35.8805], { name: "St Agatha's Chapel" });
  const outside = node(4, [14.4012, 35.8805], {});
  const open = way(21, [[14.3, 35.8], [14.31, 35.81]], {});
  const inOpen = node(5, [14.305, 35.805], {});
  const { kept, merged } = mergeDuplicates([monastery, chapel, outside, open, inOpen]);
  assert.equal(kept.length, 5);
  assert.deepEqual(merged, []);
});

test("a way that is the outline of a relation mapped as the same place is folded into the relation", () => {
  const outline = way(30, square(14.5, 35.85, 0.0003), {});
  const relation: Outlined = { osmType: 'relation', osmId: 40, tags: { name: 'St Frangisk', type: 'multipolygon' }, denomination: 'catholic', point: [14.5001, 35.8501], rings: [square(14.5, 35.85, 0.0003)], memberWays: [30] };
  const { kept, merged } = mergeDuplicates([outline, relation]);
  assert.deepEqual(kept.map((p) => `${p.osmType}/${p.osmId}`), ['relation/40']);
  assert.deepEqual(merged, [{ dropped: 'way/30', into: 'relation/40' }]);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { catholicDenomination } from './catholic-filter.js';
import { classifySite } from './site-type.js';

test('kinds from tags and from names in several languages; a co-cathedral is also a cathedral', () => {
  assert.deepEqual(classifySite({ name: "Kon-Katidral ta' San Ġwann" }).types, ['cathedral', 'co-cathedral']);
  assert.equal(classifySite({ building: 'cathedral', name: 'St Paul' }).type, 'cathedral');
  assert.equal(classifySite({ name: 'Cathédrale Notre-Dame-Immaculée' }).type, 'cathedral');
  assert.equal(classifySite({ name: "Basilica of the Blessed Virgin Of Ta' Pinu" }).type, 'basilica');
  assert.equal(classifySite({ name: 'Santuari de Meritxell' }).type, 'shrine');
  assert.equal(classifySite({ name: 'Kappella tal-Madonna' }).type, 'chapel');
  assert.equal(classifySite({ name: 'Good Shepherd Convent' }).type, 'monastery');
  assert.equal(classifySite({ name: 'Parrocchia San Giuseppe' }).type, 'church');
  assert.deepEqual(classifySite({ name: 'Basilique-cathédrale Saint-Denis' }).types, ['cathedral', 'basilica']);
});

test('the Catholic filter: tagged Catholic kept, untagged denomination unknown, others out', () => {
  assert.equal(catholicDenomination({ amenity: 'place_of_worship', religion: 'christian', denomination: 'roman_catholic' }), 'roman_catholic');
  assert.equal(catholicDenomination({ amenity: 'place_of_worship', denomination: 'catholic' }), 'catholic');
  assert.equal(catholicDenomination({ amenity: 'place_of_worship', religion: 'christian' }), 'unknown');
  assert.equal(catholicDenomination({ amenity: 'place_of_worship', religion: 'christian', denomination: 'anglican' }), null);
  assert.equal(catholicDenomination({ amenity: 'place_of_worship', religion: 'muslim', denomination: 'catholic' }), null);
  assert.equal(catholicDenomination({ amenity: 'place_of_worship' }), null);
  assert.equal(catholicDenomination({ building: 'church', religion: 'christian', denomination: 'catholic' }), null);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildDioceses } from './build-dioceses.js';
import { citiesIndex } from './cities-index.js';
import { placesInName } from './place-in-name.js';

const none = () => false;

test('places read out of a see name: City suffix, dedication, town and region', () => {
  assert.deepEqual(placesInName('Calbayog', none, none), [{ name: 'Calbayog City' }]);
  const chillan = placesInName('San Bartolomé de Chillán', none, none).map((p) => p.name);
  assert.deepEqual(chillan, ['San Bartolomé de Chillán City', 'Chillán', 'Chillán City']);
  // Not a dedication: the town comes first, its qualifier after.
  assert.ok(placesInName('Puebla de los Ángeles', none, none).some((p) => p.name === 'Puebla'));
  assert.ok(!placesInName('San Miguel de Sucumbíos', none, none).some((p) => p.name === 'San Miguel'));
  const belem = placesInName('Belém do Pará', none, (r) => r === 'Pará');
  assert.deepEqual(belem[1], { name: 'Belém', region: 'Pará' });
  assert.ok(placesInName('San Carlos de Venezuela', (c) => c === 'Venezuela', none).some((p) => p.name === 'San Carlos'));
});

// A regression test for see points that were missed (or would be misplaced by a looser rule), on the real GeoNames index.
test('see cities found through a place in the name or the facts table; a shortened name shared by several places stays unmatched', () => {
  const world = {
    catholic_dioceses_latin_rite: [
      { country_iso: 'br', country_name_english: 'Brazil', dioceses: [{ diocese_name: 'Belém do Pará', diocese_id: 'belem_br' }] },
      { country_iso: 'gt', country_name_english: 'Guatemala', dioceses: [{ diocese_name: 'Santiago de Guatemala', diocese_id: 'santgu_gt' }] },
      {
        country_iso: 'ph',
        country_name_english: 'Philippines',
        dioceses: [
          { diocese_name: 'Calbayog', diocese_id: 'calbay_ph' },
          { diocese_name: 'San Jose de Antique', diocese_id: 'sjanti_ph' },
        ],
      },
      { country_iso: 'mt', country_name_english: 'Malta', dioceses: [{ diocese_name: 'Gozo', diocese_id: 'gozozo_mt' }, { diocese_name: 'Malta', diocese_id: 'maltat_mt' }] },
    ],
  };
  const r = buildDioceses(world, citiesIndex(), []);
  const see = (id: string) => r.dioceses.find((d) => d.id === id)!.see;
  assert.ok(Math.abs(see('belem_br').location!.lat - -1.456) < 0.01, 'Belém in the state of Pará, not one of the other Beléns');
  assert.ok(Math.abs(see('santgu_gt').location!.lon - -90.513) < 0.01, 'Guatemala City');
  assert.ok(Math.abs(see('calbay_ph').location!.lat - 12.067) < 0.01, 'Calbayog City');
  // Seventeen places called San Jose in the Philippines: no point rather than a wrong one.
  assert.equal(see('sjanti_ph').location, null);
  // Malta's two dioceses are named after their islands: their see cities (Mdina, Victoria) come from
  // diocese-facts.ts, their points from GeoNames (which spells Mdina `Imdina`).
  assert.deepEqual([see('maltat_mt').city, see('maltat_mt').other_names], ['Mdina', ['Imdina']]);
  assert.ok(Math.abs(see('maltat_mt').location!.lat - 35.886) < 0.01);
  assert.ok(Math.abs(see('gozozo_mt').location!.lon - 14.241) < 0.01, 'Victoria, Gozo');
});

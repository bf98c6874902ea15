import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BuildContext } from '../dataset-builder.js';
import { saintsFromRomcal } from './merge-romcal.js';
import { assignSlugs } from './assign-slugs.js';
import { FORMER_SLUGS } from './former-slugs.js';
import { correctedRomcalName } from '../../engines/tempus/data/romcal-name-slips.js';

// The audit of session 13: romcal runs Edith Stein's name in religion and her surname together ("Teresa Benedicta of
// the Cross Stein"); Tempus corrected its celebration's name, Devotio served the slip as the saint's name and slug.
// One table of romcal's slips (src/engines/tempus/data/romcal-name-slips.ts) serves both.
test('romcal’s slips Tempus corrects are corrected on the saint record, its feast and its slug', () => {
  const ctx = { problem: () => undefined } as unknown as BuildContext;
  const { saints } = saintsFromRomcal(
    ctx,
    [
      { id: 'teresa_benedicta_of_the_cross_stein_virgin', name: 'Teresa Benedicta of the Cross Stein', canonization_level: 'SAINT', titles: ['VIRGIN', 'MARTYR'] },
      { id: 'mary_of_the_incarnation_marie_guyart_religious', name: 'Mary of the Incarnation Marie Guyart', canonization_level: 'SAINT', titles: ['RELIGIOUS'] },
    ],
    [{ id: 'teresa_benedicta_of_the_cross_stein_virgin', name_en: 'Saint Teresa Benedicta of the Cross Stein, Virgin and Martyr', date: { month: 8, date: 9 }, precedence: 'GENERAL_MEMORIAL_10', martyrology: ['teresa_benedicta_of_the_cross_stein_virgin'] }],
    [],
    { events: [], la: {} },
  );
  const stein = saints.find((s) => s.romcalId === 'teresa_benedicta_of_the_cross_stein_virgin')!;
  assert.equal(stein.name.en, 'Teresa Benedicta of the Cross');
  assert.equal(stein.feasts[0]?.celebration.name.en, 'Saint Teresa Benedicta of the Cross, Virgin and Martyr');
  const guyart = saints.find((s) => s.romcalId === 'mary_of_the_incarnation_marie_guyart_religious')!;
  assert.equal(guyart.name.en, 'Marie de l’Incarnation');
  assert.equal(correctedRomcalName('Saint Teresa Benedicta of the Cross Stein, Virgin and Martyr'), 'Saint Teresa Benedicta of the Cross, Virgin and Martyr');

  assignSlugs([stein, guyart], Object.keys(FORMER_SLUGS));
  assert.deepEqual([stein.slug, guyart.slug], ['teresa-benedicta-of-the-cross', 'marie-de-l-incarnation']);
  assert.equal(FORMER_SLUGS['teresa-benedicta-of-the-cross-stein'], 'mr:0809-teresia-benedicta-a-cruce-stein');
  assert.equal(FORMER_SLUGS['mary-of-the-incarnation-marie-guyart'], 'romcal:mary_of_the_incarnation_marie_guyart_religious');
});

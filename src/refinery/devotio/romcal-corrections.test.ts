import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ROMCAL_CORRECTIONS, correctedRomcalEntry } from './romcal-corrections.js';
import type { RomcalPerson } from './source-types.js';

const more: RomcalPerson = { id: 'thomas_more_martyr', name: 'Thomas More', canonization_level: 'SAINT', titles: ['MARTYR'], date_of_death: '1537-07-6' };

test('romcal’s wrong values are corrected: Thomas More died in 1535, Columba of Iona in 597, Eucherius of Lyon is no Eucharius', () => {
  const problems: string[] = [];
  const report = (m: string) => problems.push(m);
  assert.equal(correctedRomcalEntry(more, report).date_of_death, '1535-07-06');
  assert.equal(correctedRomcalEntry({ id: 'columba_of_iona_abbot', name: 'Columba', date_of_death: 615 }, report).date_of_death, '597-06-09');
  assert.equal(correctedRomcalEntry({ id: 'eucherius_of_lyon_bishop', name: 'Eucharius', date_of_death: 449 }, report).name, 'Eucherius');
  assert.equal(correctedRomcalEntry({ id: 'thomas_aquinas_priest', name: 'Thomas Aquinas', date_of_canonization: '1323-07-19' }, report).date_of_canonization, '1323-07-18');
  assert.deepEqual(problems, []);
  for (const [id, rows] of Object.entries(ROMCAL_CORRECTIONS)) for (const row of rows) assert.ok(row.why.length > 20, id);
});

test('a correction whose catalogue value has changed upstream is reported and not applied', () => {
  const problems: string[] = [];
  const fixed = correctedRomcalEntry({ ...more, date_of_death: '1535-07-06' }, (m) => problems.push(m));
  assert.equal(fixed.date_of_death, '1535-07-06');
  const other = correctedRomcalEntry({ ...more, date_of_death: 1536 }, (m) => problems.push(m));
  assert.equal(other.date_of_death, 1536);
  assert.equal(problems.length, 2);
  assert.match(problems[1]!, /thomas_more_martyr date_of_death is 1536, not the "1537-07-6" the correction replaces/);
});

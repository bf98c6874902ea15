import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BuildContext } from '../dataset-builder.js';
import { CUT_ENGLISHES, fullEnglish, isCutEnglish, ordinalAsNumeral } from './crmedr-cut-englishes.js';
import { mergeCrmedr } from './merge-crmedr.js';
import type { CrmedrEntry } from './source-types.js';

const entry = (id: string, en: string, la: string, it?: string): CrmedrEntry => {
  const [, mm, dd] = /^mr:(\d\d)(\d\d)-/.exec(id)!;
  return { id, month: Number(mm), day: Number(dd), entry: 1, name_en: en, name_la: la, ...(it ? { name_it: it } : {}) };
};

// docs/devotio.md, "Englishes cut to the given name": CRMEDR's "Saint Francis" for "Beatus Franciscus Zanfredini".
test('an English that is the Latin’s given name alone is cut short; a name of one word in both, or a group, is not', () => {
  assert.equal(isCutEnglish('mr:0805-franciscus-zanfredini', 'Saint Francis', 'Beatus Franciscus Zanfredini'), true);
  assert.equal(isCutEnglish('mr:0628-paulus-i', 'Saint Paul', 'Sanctus Paulus I'), true);
  assert.equal(isCutEnglish('mr:1226-stephanus', 'Saint Stephen', 'Sanctus Stephanus'), false);
  assert.equal(isCutEnglish('mr:0424-x-et-socii', 'Saint Fidelis', 'Sancti Fidelis et socii'), false);
  // Another given name is another person's English (crmedr-name-corrections.ts), not a cut one.
  assert.equal(isCutEnglish('mr:0110-agathon-x', 'Saint Peter', 'Sanctus Agathon Papa'), false);
});

test('the whole English: a regnal number and a surname by rule, with the Latin’s rank; the rest by the reviewed table', () => {
  assert.deepEqual(fullEnglish('mr:0628-paulus-i', 'Saint Paul', 'Sanctus Paulus I', 'San Paolo'), { en: 'Saint Paul I', by: 'regnal' });
  assert.deepEqual(fullEnglish('mr:0116-x', 'Saint Marcellus', 'Sanctus Marcellus Primus', 'San Marcellino'), { en: 'Saint Marcellus I', by: 'regnal' });
  assert.deepEqual(fullEnglish('mr:0805-franciscus-zanfredini', 'Saint Francis', 'Beatus Franciscus Zanfredini', 'Beato Francesco Zanfredini'), { en: 'Blessed Francis Zanfredini', by: 'surname' });
  assert.deepEqual(fullEnglish('mr:1114-x', 'Saint Lawrence', 'Sanctus Laurentius O Toole', 'San Lorenzo O’Toole'), { en: 'Saint Lawrence O’Toole', by: 'surname' });
  assert.deepEqual(fullEnglish('mr:0110-gregorius-nyssenus', 'Saint Gregory', 'Sanctus Gregorius Nyssenus', 'San Gregorio'), { en: 'Saint Gregory of Nyssa', by: 'table' });
  // A see in Latin that the Italian leaves out is no surname: without a row, no name is made up.
  assert.deepEqual(fullEnglish('mr:0101-x', 'Saint Hugh', 'Sanctus Hugo Gratianopoli', 'Sant’Ugo'), { en: null, by: 'unread' });
  assert.deepEqual(fullEnglish('mr:0916-martinus-sacerdotis', 'Saint Martin', 'Sanctus Martinus Sacerdotis', 'San Martino'), { en: null, by: 'left' });
  // Every row of the table is a name of the registry's style: a rank, then more than one word.
  for (const [id, en] of Object.entries(CUT_ENGLISHES)) if (en) assert.match(en, /^(Saint|Blessed) \S+ \S/, id);
});

test('the merge names the record in full and ranks it by the Latin; an entry no rule reads is reported', () => {
  const problems: string[] = [];
  const ctx = { problem: (m: string) => problems.push(m) } as unknown as BuildContext;
  const saints: Parameters<typeof mergeCrmedr>[1] = [];
  mergeCrmedr(ctx, saints, [
    entry('mr:0805-franciscus-zanfredini', 'Saint Francis', 'Beatus Franciscus Zanfredini', 'Beato Francesco Zanfredini'),
    entry('mr:0410-michael-de-sanctis', 'Saint Michael', 'Sanctus Michael de Sanctis', 'San Michele dei Santi'),
    entry('mr:0301-hugo-x', 'Saint Hugh', 'Sanctus Hugo Altissiodori', 'Sant’Ugo'),
  ], []);
  assert.deepEqual(saints.map((s) => [s.name.en, s.canonization]), [['Francis Zanfredini', 'blessed'], ['Michael de Sanctis', 'saint'], ['Hugh', 'saint']]);
  assert.ok(problems.some((p) => p.includes('mr:0301-hugo-x') && p.includes('CUT_ENGLISHES')), problems.join('\n'));
});

test('a regnal number spelled out in the English is the Latin’s numeral; without a numeral in the Latin it stays', () => {
  assert.equal(ordinalAsNumeral('Saint Pius the First', 'Sanctus Pius I'), 'Saint Pius I');
  assert.equal(ordinalAsNumeral('Saint Eustorgius the Second', 'Sanctus Eustorgius Secundus'), 'Saint Eustorgius II');
  assert.equal(ordinalAsNumeral('Saint Leo the First', 'Sanctus Leo'), 'Saint Leo the First');
  assert.equal(ordinalAsNumeral('Saint Felix the First', 'Sanctus Felix II'), 'Saint Felix the First', 'another number: not read');
});

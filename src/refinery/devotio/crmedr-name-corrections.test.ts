import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BuildContext } from '../dataset-builder.js';
import { CRMEDR_NAME_CORRECTIONS, englishOfAnother } from './crmedr-name-corrections.js';
import { mergeCrmedr } from './merge-crmedr.js';
import { assignSlugs } from './assign-slugs.js';
import { FORMER_SLUGS } from './former-slugs.js';
import type { CrmedrEntry } from './source-types.js';

/** Registry entries as CRMEDR writes them: its English and Italian of some popes are "Saint Peter", "San Pietro". */
const entry = (id: string, en: string, la: string, it?: string): CrmedrEntry => {
  const [, mm, dd] = /^mr:(\d\d)(\d\d)-/.exec(id)!;
  return { id, month: Number(mm), day: Number(dd), entry: 1, name_en: en, name_la: la, ...(it ? { name_it: it } : {}) };
};
const peter = entry('mr:0629-petrus', 'Saint Peter', 'Sanctus Petrus', 'San Pietro');
const agatho = entry('mr:0110-agathon', 'Saint Peter', 'Sanctus Agathon', 'San Pietro');
const olaf = entry('mr:0729-olavus', 'Saint Olaf', 'Sanctus Olavus', 'Sant’Olaf');

function merged(entries: CrmedrEntry[]) {
  const problems: string[] = [];
  const ctx = { problem: (m: string) => problems.push(m) } as unknown as BuildContext;
  const saints: Parameters<typeof mergeCrmedr>[1] = [];
  mergeCrmedr(ctx, saints, entries, []);
  // The table's rows for entries these tests leave out are reported as gone; only the names' problems are looked at.
  return { saints, problems: problems.filter((p) => p.includes('name_')) };
}

test("an English that the registry gives another person with its own Latin is not the entry's (Pope Agatho is no Peter); Olaf is Olavus's own", () => {
  assert.deepEqual([...englishOfAnother([peter, agatho, olaf])], ['mr:0110-agathon']);
  // Without the entry that carries "Saint Peter" with its Latin, nothing says whose the English is.
  assert.deepEqual([...englishOfAnother([agatho, olaf])], []);
});

test('the record of such an entry is named by the correction table, its Italian of the other person dropped', () => {
  assert.equal(CRMEDR_NAME_CORRECTIONS['mr:0110-agathon']?.en, 'Saint Agatho');
  const { saints, problems } = merged([peter, agatho, olaf]);
  const rec = saints.find((s) => s.martyrology.some((m) => m.id === 'mr:0110-agathon'))!;
  assert.deepEqual(rec.name, { en: 'Agatho', la: 'Sanctus Agathon' });
  assert.deepEqual(rec.martyrology[0]!.name, { en: 'Saint Agatho', la: 'Sanctus Agathon' });
  assert.equal(rec.canonization, 'saint');
  assert.deepEqual(saints.find((s) => s.martyrology[0]?.id === 'mr:0729-olavus')!.name, { en: 'Olaf', la: 'Sanctus Olavus', it: 'Sant’Olaf' });
  assert.deepEqual(problems, []);
});

test('an entry the table lacks is named from its Latin and reported, never by the other person’s English', () => {
  const leo = entry('mr:0703-leo-x', 'Saint Peter', 'Beatus Leo X', 'San Pietro');
  const { saints, problems } = merged([peter, leo]);
  const rec = saints.find((s) => s.martyrology[0]?.id === 'mr:0703-leo-x')!;
  assert.deepEqual([rec.name, rec.canonization], [{ en: 'Leo X', la: 'Beatus Leo X' }, 'blessed']);
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /mr:0703-leo-x name_en "Saint Peter" is another person's/);
});

test("CRMEDR's English of Philippine Duchesne, Ivan Merz and Maurice and companions is corrected to their own", () => {
  const { saints } = merged([
    entry('mr:1118-philippina-duchesne', 'Saint Charles', 'Sancta Philippina Duchesne', 'Santa Filippina Duchesne'),
    entry('mr:0510-ivanus-merz', 'Blessed John Merz', 'Beatus Ivanus Merz', 'Beato Ivan Merz'),
    entry('mr:0922-mauritius-et-socii', 'Saint Eucherius of Lyon', 'Sancti Mauritius et socii', 'Santi martiri Maurizio'),
  ]);
  assert.deepEqual(saints.map((s) => `${s.kind} ${s.name.en}`), ['person Philippine Duchesne', 'person Ivan Merz', 'group Maurice and companions']);
});

// Audit of session 13: CRMEDR's English of these entries is a word of the Latin's epithet ("Saint Martha" for
// Beatus Ioannes a Sancta Martha), the founder of the martyrs' order ("Saint John of God" for Hospitaller brothers)
// or one saint for a group ("Saint Andrew" for Sancti Andreas et socii); their records were `martha-ioannes-a-sancta`,
// `john-of-god-ioannes-antonius-burro-mas`, `andrew-et-socii`, all "Saint".
test('the registry English of an epithet or an order’s founder is corrected by the table, a group named by its first person by rule', () => {
  const { saints } = merged([
    entry('mr:0816-ioannes-a-sancta-martha', 'Saint Martha', 'Beatus Ioannes a Sancta Martha', 'Beato Giovanni di Santa Marta'),
    entry('mr:0827-franciscus-a-sancta-maria-et-socii', 'Saint Mary', 'Beati Franciscus a Sancta Maria et socii'),
    entry('mr:1105-ioannes-antonius-burro-mas', 'Saint John of God', 'Beatus Ioannes Antonius Burro Mas', 'Beato Giovanni Antonio Burró Más'),
    entry('mr:0729-ioannes-baptista-egozcuezabal-aldaz', 'Saint John of God', 'Beatus Ioannes Baptista Egozcuezabal Aldaz'),
    entry('mr:1128-ioannes-iesu-adradas-gonzalo-et-socii', 'Saint John of God', 'Beati Ioannes Iesu Adradas Gonzalo et socii'),
    entry('mr:0819-andreas-et-socii', 'Saint Andrew', 'Sancti Andreas et socii', 'Sant’Andrea e compagni'),
  ]);
  assert.deepEqual(
    saints.map((s) => `${s.kind} ${s.canonization} ${s.name.en}`),
    [
      'person blessed John of Saint Martha',
      'group blessed Francis of Saint Mary and companions',
      'person blessed John Anthony Burró Más',
      'person blessed John Baptist Egozcuezábal Áldaz',
      'group blessed John of Jesus Adradas Gonzalo and companions',
      'group saint Andrew and companions',
    ],
  );
  assignSlugs(saints, Object.keys(FORMER_SLUGS));
  assert.deepEqual(saints.map((s) => s.slug), [
    'john-of-saint-martha',
    'francis-of-saint-mary-and-companions',
    'john-anthony-burro-mas',
    'john-baptist-egozcuezabal-aldaz',
    'john-of-jesus-adradas-gonzalo-and-companions',
    // `andrew-and-companions` was the slug of the Andrew and companions of 23 September: reserved, it leads there.
    'andrew-and-companions-08-19',
  ]);
  // The old slugs lead to the records (301).
  assert.equal(FORMER_SLUGS['martha-ioannes-a-sancta'], 'mr:0816-ioannes-a-sancta-martha');
  assert.equal(FORMER_SLUGS['mary-franciscus-a-sancta-et-socii'], 'mr:0827-franciscus-a-sancta-maria-et-socii');
  assert.equal(FORMER_SLUGS['john-of-god-ioannes-antonius-burro-mas'], 'mr:1105-ioannes-antonius-burro-mas');
  assert.equal(FORMER_SLUGS['andrew-et-socii'], 'mr:0819-andreas-et-socii');
  assert.equal(FORMER_SLUGS['andrew-and-companions'], 'mr:0923-andreas-et-socii');
});

// Session 14: John Chrysostom's Latin was "Sanctus Ioannes" (his memorial's heading, cut short), Kolbe's Italian
// "San Massimiliano Maria"; records named after the saint of a religious name or an order's founder.
test('a heading cut short and Englishes of a religious name are completed from the Latin: John Chrysostom, Kolbe, Iphigenia of Saint Matthew', () => {
  const { saints } = merged([
    entry('mr:0913-ioannes', 'Saint John', 'Sanctus Ioannes', 'San Giovanni'),
    entry('mr:0914-ioannes-chrysostomi', 'Saint John Chrysostom', 'Sanctus Ioannes Chrysostomi', 'San Giovanni Crisostomo'),
    entry('mr:0814-maximilianus-maria-kolbe', 'Saint Maximilian Mary', 'Sanctus Maximilianus Maria Kolbe', 'San Massimiliano Maria'),
    entry('mr:0707-iphigenia-a-sancto-matthaeo-de-gaillard-de-la-valdene', 'Saint Matthew', 'Beata Iphigenia a Sancto Matthaeo de Gaillard de La Valdene', 'Beata Ifigenia di San Matteo'),
    entry('mr:0926-aloysius-tezza', 'Saint Camillus', 'Beatus Aloysius Tezza', 'Beato Luigi Tezza'),
    entry('mr:0514-theodora-guerin', 'Saint Mary-of-the-Woods', 'Beata Theodora Guerin', 'Beata Teodora'),
  ]);
  const byId = (id: string) => saints.find((s) => s.martyrology.some((m) => m.id === id))!;
  // Without romcal's record here each entry is a record; the import joins both to his (content-audit.test.ts).
  assert.deepEqual(byId('mr:0913-ioannes').name, { en: 'John Chrysostom', la: 'Sanctus Ioannes Chrysostomus', it: 'San Giovanni Crisostomo' });
  assert.equal(byId('mr:0914-ioannes-chrysostomi').martyrology[0]!.name.la, 'Sanctus Ioannes Chrysostomus');
  assert.deepEqual(byId('mr:0814-maximilianus-maria-kolbe').name, { en: 'Maximilian Mary Kolbe', la: 'Sanctus Maximilianus Maria Kolbe', it: 'San Massimiliano Maria Kolbe' });
  const iphigenia = byId('mr:0707-iphigenia-a-sancto-matthaeo-de-gaillard-de-la-valdene');
  assert.deepEqual([iphigenia.name.en, iphigenia.canonization], ['Iphigenia of Saint Matthew de Gaillard de La Valdène', 'blessed']);
  assert.equal(byId('mr:0926-aloysius-tezza').name.en, 'Louis Tezza');
  assert.equal(byId('mr:0514-theodora-guerin').name.en, 'Théodore Guérin');
  for (const [former, id] of [['matthew', 'mr:0707-iphigenia-a-sancto-matthaeo-de-gaillard-de-la-valdene'], ['camillus', 'mr:0926-aloysius-tezza'], ['mary-of-the-woods', 'mr:0514-theodora-guerin']]) {
    assert.equal(FORMER_SLUGS[former!], id, former);
  }
});

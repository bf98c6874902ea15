import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BuildContext } from '../dataset-builder.js';
import { assignSlugs } from './assign-slugs.js';
import { FORMER_SLUGS } from './former-slugs.js';
import { mergeCrmedr } from './merge-crmedr.js';
import { SAME_PERSON_ENTRIES } from './same-person-entries.js';
import { type SaintDraft, emptyDraft } from './saint-draft.js';
import type { CrmedrEntry } from './source-types.js';

const entry = (id: string, en: string, la: string, extra: Partial<CrmedrEntry> = {}): CrmedrEntry => {
  const [, mm, dd] = /^mr:(\d\d)(\d\d)-/.exec(id)!;
  return { id, month: Number(mm), day: Number(dd), entry: 1, name_en: en, name_la: la, ...extra };
};
/** romcal's record of a saint: a feast of the General Roman Calendar when `date` is given, else none. */
function romcalSaint(romcalId: string, en: string, date: string | null): SaintDraft {
  const s = { ...emptyDraft('person', { en }), romcalId, canonization: 'saint' as const, provenance: new Set(['romcal'] as const) };
  if (date) s.feasts.push({ calendar: 'general-roman', date, rank: 'memorial', colors: ['white'], celebration: { key: romcalId, name: { en } }, keys: [romcalId] });
  return s as SaintDraft;
}
function merged(saints: SaintDraft[], entries: CrmedrEntry[]) {
  const problems: string[] = [];
  mergeCrmedr({ problem: (m: string) => problems.push(m) } as unknown as BuildContext, saints, entries, []);
  return { saints, problems: problems.filter((p) => p.includes('same-person') || p.includes('said to be')) };
}

// The audit of session 13: Peter Chrysologus and John Chrysostom are named by the registry on their memorial and
// on the next day, which no rule joins (the day's heading already joined; one-word English "Saint John"); Escrivá
// and Paulina Visintainer have no day in romcal and another English in the registry ("Joseph Mary", "Pauline").
test('the table of same persons joins each entry to romcal’s record of the person: one record, not two', () => {
  const chrysologus = romcalSaint('peter_chrysologus_bishop', 'Peter Chrysologus', '07-30');
  const chrysostom = romcalSaint('john_chrysostom_bishop', 'John Chrysostom', '09-13');
  const escriva = romcalSaint('josemaria_escriva_de_balaguer_priest', 'Josemaría Escrivá de Balaguer', null);
  const paulina = romcalSaint('paulina_of_the_agonizing_heart_of_jesus_visintainer_virgin', 'Paulina of the Agonizing Heart of Jesus Visintainer', null);
  const { saints, problems } = merged(
    [chrysologus, chrysostom, escriva, paulina],
    [
      entry('mr:0730-petrus-chrysologus', 'Saint Peter', 'Sanctus Petrus Chrysologus', { unnumbered: true }),
      entry('mr:0731-petrus-chrysologus', 'Saint Peter Chrysologus', 'Sanctus Petrus Chrysologus'),
      entry('mr:0913-ioannes', 'Saint John', 'Sanctus Ioannes', { unnumbered: true }),
      entry('mr:0914-ioannes-chrysostomi', 'Saint John Chrysostom', 'Sanctus Ioannes Chrysostomi'),
      entry('mr:0626-iosephus-maria-escriva-de-balaguer', 'Saint Joseph Mary Escriva de Balaguer', 'Sanctus Iosephus Maria Escriva de Balaguer'),
      entry('mr:0709-paulina-a-corde-iesu-agonizante-visintainer', 'Saint Pauline of the Agonizing Heart of Jesus Visintainer', 'Sancta Paulina a Corde Iesu Agonizante Visintainer'),
    ],
  );
  assert.equal(saints.length, 4, saints.map((s) => s.name.en).join(', '));
  assert.deepEqual(chrysologus.martyrology.map((m) => m.id), ['mr:0730-petrus-chrysologus', 'mr:0731-petrus-chrysologus']);
  assert.deepEqual(chrysostom.martyrology.map((m) => m.id), ['mr:0913-ioannes', 'mr:0914-ioannes-chrysostomi']);
  assert.deepEqual([escriva.name.en, escriva.name.la], ['Josemaría Escrivá de Balaguer', 'Sanctus Iosephus Maria Escriva de Balaguer']);
  assert.deepEqual(paulina.martyrology.map((m) => m.date), ['07-09']);
  assert.deepEqual(problems.filter((p) => /chrysolog|chrysostom|escriva|visintainer/.test(p)), []);

  // romcal's slugs stay; the registry records' slugs lead to them (301).
  assignSlugs(saints, Object.keys(FORMER_SLUGS));
  assert.deepEqual(saints.map((s) => s.slug), ['peter-chrysologus', 'john-chrysostom', 'josemaria-escriva-de-balaguer', 'paulina-of-the-agonizing-heart-of-jesus-visintainer']);
  for (const [former, id] of [
    ['peter-chrysologus-petrus', 'mr:0731-petrus-chrysologus'],
    ['john-chrysostom-ioannes', 'mr:0914-ioannes-chrysostomi'],
    ['joseph-mary-escriva-de-balaguer', 'mr:0626-iosephus-maria-escriva-de-balaguer'],
    ['pauline-of-the-agonizing-heart-of-jesus-visintainer', 'mr:0709-paulina-a-corde-iesu-agonizante-visintainer'],
    ['mary-of-the-incarnation-avrillot', 'mr:0418-maria-ab-incarnatione-avrillot'],
  ]) assert.equal(FORMER_SLUGS[former!], id, former);
});

test('each row of the table says why; a row whose person the catalogue lacks is reported, not guessed', () => {
  for (const [id, row] of Object.entries(SAME_PERSON_ENTRIES)) assert.ok(row.why.length > 20 && row.romcal, id);
  const { saints, problems } = merged([], [entry('mr:0731-petrus-chrysologus', 'Saint Peter Chrysologus', 'Sanctus Petrus Chrysologus')]);
  assert.equal(saints.length, 1, 'the entry stays a record of its own');
  assert.ok(problems.some((p) => p.includes("mr:0731-petrus-chrysologus is said to be romcal's peter_chrysologus_bishop")), problems.join('\n'));
});

// Session 14: the catalogue's records without a registry entry beside a registry namesake, reviewed one by one.
test('the reviewed namesakes join romcal’s record of the person; the other person of the name stays a record of its own', () => {
  const alban = romcalSaint('alban_of_britain_martyr', 'Alban', null);
  const bertrand = romcalSaint('louis_bertrand_priest', 'Louis Bertrand', null);
  const aidan = romcalSaint('aidan_of_ferns_bishop', 'Aidan', null);
  const { saints, problems } = merged(
    [alban, bertrand, aidan],
    [
      entry('mr:0622-albanus', 'Saint Alban', 'Sanctus Albanus'),
      entry('mr:1009-ludovicus-bertran', 'Saint Louis Bertrand', 'Sanctus Ludovicus Bertran'),
      entry('mr:0729-ludovicus-bertran', 'Blessed Louis Bertrand', 'Beatus Ludovicus Bertran'),
      entry('mr:0831-aidanus', 'Saint Aidan', 'Sanctus Aidanus'),
    ],
  );
  assert.deepEqual(alban.martyrology.map((m) => m.id), ['mr:0622-albanus']);
  // The Dominican of Valencia (died 9 October 1581), not the blessed martyr of Japan of 29 July.
  assert.deepEqual(bertrand.martyrology.map((m) => m.id), ['mr:1009-ludovicus-bertran']);
  // Aidan of Ferns is not Aidan of Lindisfarne (31 August): no row, two records.
  assert.deepEqual(aidan.martyrology, []);
  assert.equal(saints.length, 5, saints.map((s) => s.name.en).join(', '));
  assert.deepEqual(problems.filter((p) => /albanus|bertran|aidanus/.test(p)), []);
  assert.equal(SAME_PERSON_ENTRIES['mr:0831-aidanus'], undefined);
  for (const [former, id] of [['alban-06-22', 'mr:0622-albanus'], ['louis-bertrand-10-09', 'mr:1009-ludovicus-bertran'], ['columba-06-09', 'mr:0609-columba']]) {
    assert.equal(FORMER_SLUGS[former!], id, former);
  }
});

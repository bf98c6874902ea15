import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assignSlugs } from './assign-slugs.js';
import { nameNamesakesFromIds } from './catalogue-namesakes.js';
import { joinRegistryTwins } from './join-registry-twins.js';
import { type FeastDraft, type SaintDraft, emptyDraft } from './saint-draft.js';

/**
 * The registry-twin join on small drafts made like the import makes them: romcal's catalogue entry (an id, maybe a
 * year of death, no registry entry) and the record of a CRMEDR entry alone (names, one day).
 */
function catalogue(id: string, en: string, patch: Partial<SaintDraft> = {}): SaintDraft {
  return { ...emptyDraft('person', { en }), romcalId: id, canonization: 'saint', provenance: new Set(['romcal']), ...patch };
}
function registry(id: string, date: string, name: { en: string; la?: string; it?: string }, canonization: 'saint' | 'blessed' = 'saint'): SaintDraft {
  const s = { ...emptyDraft('person', { ...name, en: name.en.replace(/^(Saint|Blessed) /, '') }), canonization, provenance: new Set(['crmedr'] as const) };
  s.martyrology.push({ id, date, name: { ...name }, country: null });
  return s as SaintDraft;
}
const feast = (calendar: string, date: string, key: string): FeastDraft => ({ calendar, date, rank: 'optional memorial', colors: [], celebration: { key, name: { en: key } }, keys: [key] });
const year = (y: string) => ({ date: y, approximate: false });

test('Joan of Arc: the catalogue entry and the registry entry of one full name are one record, with the entry and its Latin', () => {
  const joan = catalogue('joan_of_arc_virgin', 'Joan of Arc', { died: year('1431'), titles: ['virgin'] });
  const saints = [joan, registry('mr:0530-ioanna', '05-30', { en: 'Saint Joan of Arc', la: 'Sancta Ioanna', it: 'Santa Giovanna d’Arco' })];
  const twins = joinRegistryTwins(saints);
  assert.deepEqual(twins.map((t) => [t.catalogue.romcalId, t.evidence]), [['joan_of_arc_virgin', 'name']]);
  assert.deepEqual(saints, [joan], 'the registry record is merged away');
  assert.deepEqual(joan.martyrology.map((m) => `${m.id} ${m.date}`), ['mr:0530-ioanna 05-30']);
  assert.deepEqual(joan.name, { en: 'Joan of Arc', la: 'Sancta Ioanna', it: 'Santa Giovanna d’Arco' });
  assert.deepEqual([...joan.provenance].sort(), ['crmedr', 'romcal']);
  assert.deepEqual(joan.titles, ['virgin'], "the catalogue's facts stay");
});

test("ids that agree on first and last word join a registry entry whose English is cut short; a national feast's day joins too", () => {
  const paschal = catalogue('paschal_baylon_religious', 'Paschal Baylón');
  const seton = catalogue('elizabeth_ann_seton_religious', 'Elizabeth Ann Seton', { feasts: [feast('united-states', '01-04', 'StElizabethSeton')] });
  const saints = [paschal, seton, registry('mr:0517-paschalis-baylon', '05-17', { en: 'Saint Paschal', la: 'Sanctus Paschalis Baylon' }), registry('mr:0104-elisabeth-anna-seton', '01-04', { en: 'Saint Elizabeth Ann Seton', la: 'Sancta Elisabeth Anna Seton' })];
  const twins = joinRegistryTwins(saints);
  assert.deepEqual(twins.map((t) => `${t.catalogue.romcalId} ${t.evidence}`), ['paschal_baylon_religious identifier', 'elizabeth_ann_seton_religious day']);
  assert.deepEqual(saints, [paschal, seton]);
});

test('a one-word name is no proof: Aaron of Caerleon is not the high priest of 1 July, Felicity of 7 March not Felicity of Rome', () => {
  const felicity = catalogue('felicity_martyr', 'Felicity', { feasts: [feast('general-roman', '03-07', 'perpetua_and_felicity_martyrs')], died: year('203') });
  const saints = [catalogue('aaron_martyr', 'Aaron'), felicity, registry('mr:0701-aaron', '07-01', { en: 'Saint Aaron', la: 'Sanctus Aaron' }), registry('mr:1123-felicitas', '11-23', { en: 'Saint Felicity', la: 'Sancta Felicitas' })];
  assert.deepEqual(joinRegistryTwins(saints), []);
  assert.equal(saints.length, 4);
});

test('nothing joins against a known day of death, a blessed of the catalogue who is a saint of the registry, or two candidates', () => {
  const saints = [
    // Aubert of Avranches died on 18 June 725; the registry's Autbertus of 13 December is Aubert of Cambrai.
    catalogue('aubert_of_avranches_bishop', 'Aubert Avranches', { died: { date: '725-06-18', approximate: false } }),
    registry('mr:1213-autbertus-avranches', '12-13', { en: 'Saint Aubert Avranches', la: 'Sanctus Autbertus' }),
    catalogue('achard_of_saint_victor', 'Achard Victor', { canonization: 'blessed' }),
    registry('mr:0429-achardus', '04-29', { en: 'Saint Achard Victor', la: 'Sanctus Achardus' }),
    // Two registry records of one full name: neither is surely the catalogue's Louis Bertrand.
    catalogue('louis_bertrand_priest', 'Louis Bertrand'),
    registry('mr:1009-ludovicus-bertran', '10-09', { en: 'Saint Louis Bertrand', la: 'Sanctus Ludovicus Bertran' }),
    registry('mr:0729-ludovicus-bertran', '07-29', { en: 'Blessed Louis Bertrand', la: 'Beatus Ludovicus Bertran' }, 'blessed'),
  ];
  assert.deepEqual(joinRegistryTwins(saints), []);
  assert.equal(saints.length, 7);
});

test('an entry whose Latin names another person never joins on its English (CRMEDR names Pope Eugene I "Saint Peter")', () => {
  const saints = [catalogue('peter_of_alcantara_priest', 'Peter of Alcántara'), registry('mr:1018-eugenius', '10-18', { en: 'Saint Peter of Alcántara', la: 'Sanctus Eugenius' })];
  assert.deepEqual(joinRegistryTwins(saints), []);
});

test('Isidore the Farmer: a bare name shared with a saint of the calendar takes the fuller name of its id; the calendar saint keeps his', () => {
  const seville = catalogue('isidore_of_seville_bishop', 'Isidore', { feasts: [feast('general-roman', '04-04', 'isidore_of_seville_bishop')] });
  const farmer = catalogue('isidore_the_farmer', 'Isidore');
  // Namesakes none of whom the calendar celebrates keep their names (their slugs tell them apart).
  const trier = catalogue('eucharius_of_trier_bishop', 'Eucharius');
  const lyon = catalogue('eucherius_of_lyon_bishop', 'Eucharius');
  assert.deepEqual(nameNamesakesFromIds([seville, farmer, trier, lyon]), [farmer]);
  assert.deepEqual([seville, farmer, trier, lyon].map((s) => s.name.en), ['Isidore', 'Isidore the Farmer', 'Eucharius', 'Eucharius']);
});

test('a reserved (former) slug is given to no record, so an old link never names someone else', () => {
  const saints = [registry('mr:1208-eucharius', '12-08', { en: 'Saint Eucharius' })];
  assignSlugs(saints, ['eucharius']);
  assert.equal(saints[0]!.slug, 'eucharius-12-08');
  assignSlugs(saints);
  assert.equal(saints[0]!.slug, 'eucharius');
});

test("Rose Philippine Duchesne joins her entry of 18 November whatever its English says; Charles Borromeo is refused it", () => {
  // Before the name correction the registry's English of her entry was "Saint Charles" (crmedr-name-corrections.ts).
  const duchesne = catalogue('rose_philippine_duchesne_virgin', 'Rose Philippine Duchesne', { feasts: [feast('united-states', '11-18', 'StRosePhilippineDuchesne')] });
  const borromeo = catalogue('charles_borromeo_bishop', 'Charles Borromeo');
  const entry = registry('mr:1118-philippina-duchesne', '11-18', { en: 'Saint Charles', la: 'Sancta Philippina Duchesne' });
  const saints = [borromeo, duchesne, entry];
  assert.deepEqual(joinRegistryTwins(saints).map((t) => `${t.catalogue.romcalId} ${t.evidence}`), ['rose_philippine_duchesne_virgin day']);
  assert.deepEqual(saints, [borromeo, duchesne]);
  // Off her day, the English "Charles" alone joins no Charles: its Latin names Philippina.
  const alone = [catalogue('charles_borromeo_bishop', 'Charles'), registry('mr:1118-philippina-duchesne', '11-18', { en: 'Saint Charles', la: 'Sancta Philippina Duchesne' })];
  assert.deepEqual(joinRegistryTwins(alone), []);
});

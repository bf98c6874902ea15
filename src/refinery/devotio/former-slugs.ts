import type { BuildContext } from '../dataset-builder.js';
import type { SaintDraft } from './saint-draft.js';
import { FORMER_SLUGS_OF_REGISTRY_TWINS } from './former-slugs-of-registry-twins.js';
import { FORMER_SLUGS_OF_NAME_CORRECTIONS } from './former-slugs-of-name-corrections.js';
import { FORMER_SLUGS_OF_CONTENT_AUDIT } from './former-slugs-of-content-audit.js';
import { FORMER_SLUGS_OF_CONTENT_REVIEW } from './former-slugs-of-content-review.js';
import { FORMER_SLUGS_OF_NAME_REVIEW } from './former-slugs-of-name-review.js';

/**
 * Slugs under which records were served before, each with a source id that its record still holds: a CRMEDR entry
 * id, or `romcal:` and a romcal catalogue id. The import gives each record its former slugs; `GET /saints/{former}`
 * answers 301 to the current slug and the MCP tool the record itself (docs/devotio.md "Slugs"), so stored links keep
 * working. Add rows whenever an import moves slugs; a row whose id no record holds any more, or whose slug is a
 * record's current slug, is reported and left out.
 */
export const FORMER_SLUGS: Readonly<Record<string, string>> = {
  // Session 9: CRMEDR's English names of other persons corrected (CRMEDR_NAME_CORRECTIONS in crmedr-name-corrections.ts).
  'virgin-mary-poussepin': 'mr:0124-maria-poussepin',
  'margaret-mary': 'mr:0624-maria-a-guadalupe-garcia-zavala',
  'virgin-mary-regina': 'mr:0822-maria-regina',
  // Session 10: a celebration of a saint is the saint's own (celebration-honorees.ts, join-headings.ts). The Virgin
  // Mary's feasts had records of their own, named after the feast:
  'virgin-mary-mother-of-the-church': 'romcal:mary_mother_of_the_church',
  'mary-dei-genetrix': 'mr:0101-maria-dei-genetrix',
  'virgin-mary-of-lourdes': 'mr:0211-maria-de-lourdes',
  'virgin-mary-of-fatima': 'mr:0513-maria-de-fatima',
  'the-visitation-of-the-blessed-virgin-mary': 'mr:0531-visitatio-beatae-mariae-virginis',
  'virgin-mary-of-mount-carmel': 'mr:0716-maria-de-monte-carmelo',
  'mary-dedicatio-basilicae-sanctae': 'mr:0805-dedicatio-basilicae-sanctae-mariae',
  'the-assumption-of-the-blessed-virgin-mary': 'mr:0815-assumptio-beatae-mariae-virginis',
  'the-nativity-of-the-blessed-virgin-mary': 'mr:0908-nativitas-beatae-mariae-virginis',
  'the-most-holy-name-of-the-blessed-virgin-mary': 'mr:0912-nomen-mariae',
  'virgin-mary-of-sorrows': 'mr:0915-maria-perdolens',
  'virgin-mary-of-the-rosary': 'mr:1007-maria-de-rosario',
  'the-presentation-of-the-blessed-virgin-mary': 'mr:1121-praesentatio-beatae-mariae-virginis',
  'the-immaculate-conception-of-the-blessed-virgin-mary': 'mr:1208-conceptio-immaculata-beatae-mariae-virginis',
  'mary-the-virgin-of-guadalupe': 'mr:1212-maria-de-guadalupe',
  // … and so had the other saints' celebrations named after an event, or whose registry names differ from romcal's.
  'paul-conversio-sancti': 'mr:0125-conversio-sancti-pauli',
  'peter-cathedra-sancti-petri': 'mr:0222-cathedra-sancti-petri',
  'joseph-the-worker': 'romcal:joseph_the_worker',
  'john-the-baptist-ioannes': 'mr:0624-ioannes-baptista',
  'john-the-baptist-08-29': 'mr:0829-ioannes-baptista',
  'holy-innocents-12-28': 'mr:1228-innocentes',
  'michael-et-socii': 'mr:0929-michael-et-socii',
  'cyril-02-14': 'mr:0214-cyrillus',
  'seven-holy-founders-of-the-servants-of-mary': 'mr:0217-septem-fundatores-servorum-mariae',
  'ephraem': 'mr:0609-ephraem',
  'holy-protomartyrs-of-the-holy-roman-church': 'mr:0630-sancta-romana-ecclesia',
  'joan-frances-de-chantal': 'mr:0812-ioanna-francisca-fremiot-de-chantal',
  'cornelius-et-cyprianus': 'mr:0916-cornelius-et-cyprianus',
  'denis-dionysius-et-socii': 'mr:1009-dionysius-et-socii',
  'jean': 'mr:1019-ioannes-de-brebeuf-et-socii',
  'john-of-capestrano': 'mr:1023-ioannes-de-capestrano',
  'leo-the-first-i': 'mr:1110-leo-i',
  'john-of-damascus': 'mr:1204-ioannes-damasceni',
  'john-of-kety-ioannes-de': 'mr:1223-ioannes-de-kety',
  'john-of-kety-12-24': 'mr:1224-ioannes-de-kety',
  'raymond-of-penafort': 'mr:0106-raymundus-de-penyafort',
  // The Leo of 12 July kept his day in his slug only while the Leo of 10 November shared his name.
  'leo-the-first-07-12': 'mr:0712-leo',
  // Session 10, registry joins by Latin name (merge-crmedr.ts): romcal's record of these saints now holds their
  // registry entry, which had made a second record of the same person.
  'audomarus': 'mr:1101-audomarus',
  'augustus-chapdelaine': 'mr:0229-augustus-chapdelaine',
  'baldomer': 'mr:0227-baldomerus',
  'john-louis-bonnard': 'mr:0501-ioannes-ludovicus-bonnard',
  'lucian-ludanus': 'mr:0212-ludanus',
  'maria-faustina': 'mr:1005-maria-faustina-kowalska',
  'mary-magdalene-postel': 'mr:0716-maria-magdalena-postel',
  'morandus': 'mr:0603-morandus',
  'ortarius': 'mr:0415-ortarius',
  'peter-leo-ix': 'mr:0419-leo-ix',
  'placida-viel': 'mr:0304-placida-viel',
  // Session 11: a registry record merged into romcal's record of the same saint (join-registry-twins.ts).
  ...FORMER_SLUGS_OF_REGISTRY_TWINS,
  // Session 12: CRMEDR English names of another person corrected (crmedr-name-corrections.ts).
  ...FORMER_SLUGS_OF_NAME_CORRECTIONS,
  // Session 13: same persons by table, registry names corrected, romcal's slips, qualifiers without the name in Latin.
  ...FORMER_SLUGS_OF_CONTENT_AUDIT,
  // Session 14: catalogue records and their registry namesakes made one (same-person-namesakes.ts); records named
  // after another person by the registry's English.
  ...FORMER_SLUGS_OF_CONTENT_REVIEW,
  // Session 15: registry Englishes cut to the given name, named in full from the Latin (crmedr-cut-englishes.ts); the
  // bare given names of the calendar's saints, which lead to the calendar's most prominent bearer (assign-slugs.ts).
  ...FORMER_SLUGS_OF_NAME_REVIEW,
  // A further entry of a subject follows the first when the id's Latin subject has two words (merge-crmedr.ts): each
  // saint's registry entry of the day of death, a record of its own until then, joined romcal's record, which holds
  // the entry of the memorial (Sharbel Makhlūf died on 24 December; his memorial is 24 July).
  'sharbel': 'mr:1224-sarbelius-makhluf',
  'pius-05-01': 'mr:0501-pius-v',
  'pius-08-20': 'mr:0820-pius-x',
  'therese': 'mr:0930-teresia-a-iesu-infante',
  'paul-a-cruce': 'mr:1018-paulus-a-cruce',
  // Session 20: the registry's "St. Stephen-in-the-Fields" of 30 November is Cuthbert Mayne (crmedr-name-corrections.ts).
  'stephen-in-the-fields': 'mr:1130-stephanus-fanus',
  // Session 20: romcal's "Peter" (the Exorcist) and "Mary" (of Bethany) take their ids' fuller names
  // (catalogue-namesakes.ts); the bare names lead, as session 15's do, to the saint a reader means by them.
  'peter': 'romcal:peter_apostle',
  'mary': 'mr:0815-assumptio-beatae-mariae-virginis',
  // Session 20: CRMEDR's "Saint Pius the First" is "Pius I", as the Latin numbers him (crmedr-cut-englishes.ts).
  'agapitus-the-first': 'mr:0422-agapitus-i',
  'anastasius-the-first': 'mr:1219-anastasius-i',
  'boniface-the-first': 'mr:0904-bonifatius-i',
  'eustorgius-the-second': 'mr:0606-eustorgius-secundus',
  'felix-the-first': 'mr:1230-felix-i',
  'pius-the-first': 'mr:0711-pius-i',
  'sixtus-the-first': 'mr:0403-xystus-i',
};

/** Gives each record the former slugs whose source id it holds; returns how many were given. */
export function assignFormerSlugs(ctx: BuildContext, saints: readonly SaintDraft[], table: Readonly<Record<string, string>> = FORMER_SLUGS): number {
  const holder = new Map<string, SaintDraft>();
  for (const s of saints) {
    for (const id of [s.romcalId, ...s.catalogueAliases]) if (id) holder.set(`romcal:${id}`, s);
    for (const m of s.martyrology) holder.set(m.id, s);
  }
  const current = new Set(saints.map((s) => s.slug));
  let given = 0;
  for (const [slug, id] of Object.entries(table)) {
    const s = holder.get(id);
    if (!s) ctx.problem(`former-slugs: ${slug} names ${id}, which no record holds; left out`);
    else if (current.has(slug)) ctx.problem(`former-slugs: ${slug} is the slug of a record (${s.slug === slug ? 'the same' : 'another'} one); left out`);
    else {
      s.formerSlugs.push(slug);
      given += 1;
    }
  }
  for (const s of saints) s.formerSlugs.sort();
  return given;
}

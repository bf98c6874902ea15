import type { BuildContext } from '../dataset-builder.js';
import { SAINTS_OF_THE_PROPER_OF_TIME, generalRomanFeast, properOfTimeFeast } from './calendar-feasts.js';
import { CELEBRATIONS_OF_A_PERSON, celebrationHonorees } from './celebration-honorees.js';
import { dateFact, type SourceDate } from './date-fact.js';
import type { LitcalFeast } from './litcal-index.js';
import { groupNameFromTitle, groupNameReason, nameFitsId, nameFromId, personName } from './proper-names.js';
import { type DateFact, type SaintDraft, emptyDraft, titleKey } from './saint-draft.js';
import type { GrcCelebration, LitcalTemporaleEvent, RomcalPerson } from './source-types.js';
import { celebratesTheVirginMary } from './virgin-mary.js';
import { nameNamesakesFromIds } from './catalogue-namesakes.js';
import { correctedRomcalName } from '../../engines/tempus/data/romcal-name-slips.js';
import { ROMCAL_CORRECTIONS, correctedRomcalEntry } from './romcal-corrections.js';

/** romcal's catalogue entry for the unnamed companions of a celebration: a placeholder, not a person. */
const COMPANIONS = 'companions_martyrs';

/**
 * Catalogue entries that are persons, or groups the catalogue counts (martyrs, the Seven Holy Founders, the Guardian
 * Angels); feasts of the Lord, dedications of churches and celebrations of Our Lady (virgin-mary.ts) are not.
 */
function isSaint(p: RomcalPerson): boolean {
  if (typeof p.name !== 'string' || p.name.trim() === '' || p.id === COMPANIONS || celebratesTheVirginMary(p.name)) return false;
  return Boolean(p.canonization_level) || /martyrs|innocents/.test(p.id) || (p.count !== undefined && !/^Dedication\b/.test(p.name));
}

/** romcal counts a group as a number or "many"; only a number is a count. */
const countOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

function lifeDate(ctx: BuildContext, p: RomcalPerson, field: string, value: unknown, approx: boolean | undefined): DateFact | null {
  const fact = dateFact(value as SourceDate, approx);
  if (fact && 'error' in fact) {
    ctx.problem(`romcal_martyrology.jsonl: ${p.id} ${field} is ${fact.error}; left out`);
    return null;
  }
  return fact;
}

function personDraft(ctx: BuildContext, p: RomcalPerson): SaintDraft {
  const titles = (p.titles ?? []).map(titleKey);
  const count = countOf(p.count);
  let name = p.name;
  if (!nameFitsId(name, p.id)) {
    name = nameFromId(p.id);
    ctx.problem(`romcal_martyrology.jsonl: ${p.id} is named "${p.name}", which is not the person of the id; named "${name}"`);
  }
  // The slips Tempus corrects too ("Teresa Benedicta of the Cross Stein"), after the id check, which reads romcal's.
  name = correctedRomcalName(name);
  // romcal catalogues a few groups as one entry ("Carmelites of Compiègne", count 16; "The Holy Guardian Angels").
  const group = count !== null ? count > 1 : p.count !== undefined || groupNameReason(name, 'en') !== null;
  return {
    ...emptyDraft(group ? 'group' : 'person', { en: group ? groupNameFromTitle(name) : personName(name, titles) }),
    romcalId: p.id,
    canonization: p.canonization_level === 'SAINT' ? 'saint' : p.canonization_level === 'BLESSED' ? 'blessed' : null,
    titles,
    sex: p.sex ? p.sex.toLowerCase() : null,
    count,
    born: lifeDate(ctx, p, 'date_of_birth', p.date_of_birth, p.date_of_birth_approx),
    died: lifeDate(ctx, p, 'date_of_death', p.date_of_death, p.date_of_death_approx),
    canonized: lifeDate(ctx, p, 'date_of_canonization', p.date_of_canonization, p.date_of_canonization_approx),
    patronTitles: (p.patron_titles ?? []).map(titleKey),
    provenance: new Set(['romcal']),
  };
}

/** A celebration of several persons ("Cosmas and Damian", "Paul Miki and Companions") as a record of its own. */
function groupOf(c: GrcCelebration, members: SaintDraft[], companions: number | null): SaintDraft {
  const group = emptyDraft('group', { en: groupNameFromTitle(c.name_en) });
  group.titles = [...new Set(members.flatMap((m) => m.titles))];
  const levels = new Set(members.map((m) => m.canonization));
  group.canonization = levels.size === 1 ? members[0]!.canonization : 'saint';
  group.count = companions === null ? (members.length > 1 && !c.martyrology?.some((m) => idOf(m) === COMPANIONS) ? members.length : null) : members.length + companions;
  group.members = members;
  group.provenance.add('romcal');
  for (const m of members) m.memberOf.push(group);
  return group;
}

const idOf = (m: unknown) => (typeof m === 'string' ? m : (m as { id: string }).id);

/**
 * The catalogue lists some persons twice (`teresa_of_calcutta_religious` and `teresa_of_calcutta_virgin`, both
 * "Teresa of Calcutta"): entries with the same name, the same canonization and no conflicting date of death are
 * one person, whose record takes the second entry's titles and dates where the first has none.
 */
function sameCatalogPerson(a: SaintDraft, b: SaintDraft): boolean {
  return a.kind === 'person' && b.kind === 'person' && a.name.en === b.name.en && a.canonization === b.canonization && a.died?.date === b.died?.date && a.born?.date === b.born?.date;
}

function absorb(into: SaintDraft, from: SaintDraft): void {
  into.titles = [...new Set([...into.titles, ...from.titles])];
  into.patronTitles = [...new Set([...into.patronTitles, ...from.patronTitles])];
  into.canonized ??= from.canonized;
  into.count ??= from.count;
}

/** The catalogue's persons by id, and by English name (the first of a name). */
function cataloguePersons(ctx: BuildContext, people: readonly RomcalPerson[]) {
  const byId = new Map<string, SaintDraft>();
  const byName = new Map<string, SaintDraft>();
  for (const id of Object.keys(ROMCAL_CORRECTIONS)) {
    if (!people.some((p) => p.id === id)) ctx.problem(`romcal_martyrology.jsonl: the correction of ${id} names no entry of the catalogue any more; drop it`);
  }
  for (const source of people) {
    if (!isSaint(source) || CELEBRATIONS_OF_A_PERSON[source.id]) continue;
    const p = correctedRomcalEntry(source, (m) => ctx.problem(m));
    const draft = personDraft(ctx, p);
    const same = byName.get(draft.name.en);
    if (same && sameCatalogPerson(same, draft)) {
      absorb(same, draft);
      byId.set(p.id, same);
      ctx.problem(`romcal_martyrology.jsonl: ${p.id} and ${same.romcalId} are one person ("${draft.name.en}"); merged`);
      continue;
    }
    byId.set(p.id, draft);
    if (!same) byName.set(draft.name.en, draft);
  }
  return { byId, byName };
}

export interface RomcalSaints {
  saints: SaintDraft[];
  /** Celebrations of the calendar that honour no one saint (feasts of the Lord, dedications, All Saints), by day. */
  ofNoSaint: Array<{ key: string; date: string; name: string }>;
}

export interface Temporale {
  events: readonly LitcalTemporaleEvent[];
  la: Record<string, string>;
}

/**
 * Saints from the romcal catalogue, with their General Roman Calendar feasts attached; a celebration of more
 * than one person also becomes a group record linked to its members, and carries the same feast. A celebration is
 * its saint's whether the catalogue lists it as the person or as the celebration (celebration-honorees.ts).
 */
export function saintsFromRomcal(ctx: BuildContext, people: RomcalPerson[], grc: GrcCelebration[], litcal: readonly LitcalFeast[], temporale: Temporale): RomcalSaints {
  const { byId, byName } = cataloguePersons(ctx, people);
  const honorees = celebrationHonorees(ctx, people, byId, byName);
  const groups: SaintDraft[] = [];
  const ofNoSaint: RomcalSaints['ofNoSaint'] = [];
  for (const c of grc) {
    const refs = c.martyrology ?? [];
    const members = [...new Set(refs.map((m) => honorees.resolve(idOf(m))).filter((s): s is SaintDraft => s !== null))];
    const companionsRef = refs.find((m) => idOf(m) === COMPANIONS);
    const martyr = members.some((s) => s.titles.includes('martyr'));
    const feast = generalRomanFeast(c, litcal, martyr);
    if (members.length === 0) {
      if (feast.date) ofNoSaint.push({ key: c.id, date: feast.date, name: c.name_en });
      continue;
    }
    const companions = companionsRef ? countOf((companionsRef as { count?: unknown }).count) : null;
    if (feast.date === null) ctx.problem(`general-roman: ${c.id} has a moveable date; kept without MM-DD`);
    const holders = members.length > 1 || companionsRef ? [...members, groupOf(c, members, companions)] : members;
    if (holders.length > members.length) groups.push(holders.at(-1)!);
    for (const s of holders) {
      s.feasts.push(feast);
      if (feast.keys.length > 1) s.provenance.add('litcal');
    }
  }
  for (const celebration of SAINTS_OF_THE_PROPER_OF_TIME) {
    const saint = honorees.resolve(celebration.romcal);
    const feast = saint && properOfTimeFeast(celebration, temporale, people.find((p) => p.id === celebration.romcal)?.name ?? celebration.romcal);
    if (!saint || !feast) {
      ctx.problem(`general-roman: ${celebration.romcal} (${celebration.litcal}) is no longer in romcal's catalogue and LitCal's Proper of Time; its feast is left out`);
      continue;
    }
    saint.feasts.unshift(feast);
    saint.provenance.add('litcal');
  }
  const saints = [...new Set([...byId.values(), ...honorees.made]), ...groups];
  nameNamesakesFromIds(saints);
  return { saints, ofNoSaint };
}

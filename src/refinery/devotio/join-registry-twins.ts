import { foldText } from '../../platform/text/fold-text.js';
import { idsAgree } from './identifier-words.js';
import { identifyingWords, latinVerdict } from './names-across-languages.js';
import { deathDay } from './date-fact.js';
import { type SaintDraft, bareName } from './saint-draft.js';

/**
 * One person as two records: a saint of romcal's catalogue that no registry entry joined, and a record made from
 * registry entries alone. The registry join (merge-crmedr.ts) looks for a saint's entry only on the saint's own days,
 * so it misses the catalogue's saints without a day in the General Roman Calendar (Joan of Arc, Louise de Marillac,
 * Paschal Baylón: saints of national calendars, with a year of death at most) and the days of national feasts, which
 * are attached after it (Elizabeth Ann Seton on 4 January). Names alone do not make one person (the registry holds
 * ten Alexanders, and its Aaron of 1 July is the high priest, not romcal's Aaron of Caerleon), so the two join only
 * when their names agree and one of these says they are one person:
 * - `day`: the entry is on a feast of the saint in any calendar, or on the day of the saint's death;
 * - `name`: the same full name, of at least two identifying words, in English ("Joan of Arc", "Sixtus II");
 * - `identifier`: the two sources' ids agree on first and last word (`paschal_baylon_religious`,
 *   `mr:0517-paschalis-baylon`).
 * Nothing may contradict it: an entry off the saint's known day of death, a saint of the registry who is only blessed
 * in the newer catalogue, a person and a group. And each must be the other's only candidate: two Eucharii of the
 * catalogue, or two Louis Bertrands of the registry, join neither.
 */
export type TwinEvidence = 'day' | 'name' | 'identifier';

export interface RegistryTwin {
  catalogue: SaintDraft;
  registry: SaintDraft;
  evidence: TwinEvidence;
}

const fullName = (name: string) => foldText(bareName(name));

/** The days that are the saint's own: its feasts in every calendar and the day of its death when known. */
function ownDays(s: SaintDraft): Set<string> {
  const days = new Set(s.feasts.map((f) => f.date).filter((d): d is string => d !== null));
  const death = deathDay(s.died);
  if (death) days.add(death);
  return days;
}

/** What says the two records are one person, or null when nothing does or something contradicts it. */
export function twinEvidence(c: SaintDraft, r: SaintDraft): TwinEvidence | null {
  if (c.kind !== r.kind || (c.canonization === 'blessed' && r.canonization === 'saint')) return null;
  const titles = c.feasts.filter((f) => f.calendar === 'general-roman').map((f) => f.celebration.name.la).filter((t): t is string => !!t);
  const latin = latinVerdict(c.name.en, titles, r.name.la);
  const sameEnglish = fullName(c.name.en) === fullName(r.name.en);
  if (latin === 'other' || (!sameEnglish && latin !== 'same')) return null;
  const days = ownDays(c);
  const death = deathDay(c.died);
  const entryDays = r.martyrology.map((m) => m.date);
  if (entryDays.some((d) => days.has(d))) return 'day';
  if (death) return null;
  if (sameEnglish && identifyingWords(c.name.en).length >= 2) return 'name';
  if (c.romcalId && r.martyrology.some((m) => idsAgree(c.romcalId!, m.id))) return 'identifier';
  return null;
}

/** A record of the registry alone: its entries, none of romcal's catalogue. */
const registryOnly = (s: SaintDraft) => !s.romcalId && !s.madeFromCelebrations && s.martyrology.length > 0 && !s.provenance.has('romcal');

/** The pairs of one person, each record the other's only candidate. */
export function findRegistryTwins(saints: readonly SaintDraft[]): RegistryTwin[] {
  const catalogue = saints.filter((s) => s.romcalId && s.martyrology.length === 0);
  const registry = saints.filter(registryOnly);
  const pairs = catalogue.flatMap((c) =>
    registry.flatMap((r) => {
      const evidence = twinEvidence(c, r);
      return evidence ? [{ catalogue: c, registry: r, evidence }] : [];
    }),
  );
  const count = (pick: (p: RegistryTwin) => SaintDraft) => {
    const n = new Map<SaintDraft, number>();
    for (const p of pairs) n.set(pick(p), (n.get(pick(p)) ?? 0) + 1);
    return n;
  };
  const ofCatalogue = count((p) => p.catalogue);
  const ofRegistry = count((p) => p.registry);
  return pairs.filter((p) => ofCatalogue.get(p.catalogue) === 1 && ofRegistry.get(p.registry) === 1);
}

/**
 * Merges each registry record into its catalogue twin and removes it from `saints`: the catalogue's record keeps its
 * name, dates, titles and canonization (the newer source), and takes the entries, their Latin and Italian names and
 * any national feast. Returns the pairs merged.
 */
export function joinRegistryTwins(saints: SaintDraft[]): RegistryTwin[] {
  const twins = findRegistryTwins(saints);
  const gone = new Set<SaintDraft>();
  for (const { catalogue: c, registry: r } of twins) {
    c.martyrology.push(...r.martyrology);
    c.martyrology.sort((a, b) => a.date.localeCompare(b.date));
    c.feasts.push(...r.feasts.filter((f) => !c.feasts.some((g) => g.calendar === f.calendar && g.celebration.key === f.celebration.key)));
    c.name.la ??= r.name.la;
    c.name.it ??= r.name.it;
    for (const p of r.provenance) c.provenance.add(p);
    gone.add(r);
  }
  const kept = saints.filter((s) => !gone.has(s));
  saints.splice(0, saints.length, ...kept);
  return twins;
}

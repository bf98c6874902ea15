import type { BuildContext } from '../dataset-builder.js';
import { nameWords } from './litcal-index.js';
import { celebrationTitleReason, groupNameReason, namesAGroup, namesSeveral, opensWithHonorific } from './proper-names.js';
import { type MartyrologyRef, type SaintDraft, bareName, emptyDraft, mmdd } from './saint-draft.js';
import { deathDay } from './date-fact.js';
import type { CrmedrEntry } from './source-types.js';
import { damagedText, serialisationLeftover } from './text-soundness.js';
import { crmedrSubject as subject } from './assign-slugs.js';
import { idsAgree } from './identifier-words.js';
import { joinHeadings } from './join-headings.js';
import { identifyingWords, latinVerdict, sameGivenName } from './names-across-languages.js';
import type { RomcalSaints } from './merge-romcal.js';
import { CRMEDR_NAME_CORRECTIONS, englishOfAnother, italianIsTheLatins } from './crmedr-name-corrections.js';
import { SAME_PERSON_ENTRIES } from './same-person-entries.js';
import { CUT_ENGLISHES, fullEnglish, isCutEnglish, ordinalAsNumeral } from './crmedr-cut-englishes.js';

type Names = MartyrologyRef['name'];

/** The entry's names that are sound text; a damaged one (CRMEDR's Italian "Tuaâ" for Tuấn) is reported, not kept. */
function soundNames(ctx: BuildContext, e: CrmedrEntry, another: ReadonlySet<string>): Names {
  const out: Names = {};
  const corrected = CRMEDR_NAME_CORRECTIONS[e.id];
  const anothers = another.has(e.id);
  if (anothers && !corrected?.en) ctx.problem(`roman_martyrology_registry_crmedr.jsonl: ${e.id} name_en "${e.name_en}" is another person's (its Latin is "${e.name_la}"); left out, the record is named from the Latin`);
  for (const lang of ['en', 'la', 'it'] as const) {
    if (corrected?.[lang] === null) continue;
    let name = corrected?.[lang] ?? e[`name_${lang}`];
    if (!name || (anothers && !corrected?.[lang] && (lang === 'en' || (lang === 'it' && !italianIsTheLatins(name, e.name_la))))) continue;
    // CRMEDR's subject counter leaks into some Latin names ("Sanctus Dionysius 2", mr:0408-dionysius-2).
    if (/\s\d+$/.test(name) && new RegExp(`-${/\d+$/.exec(name)![0]}$`).test(e.id)) name = name.replace(/\s\d+$/, '');
    const why = damagedText(name) ?? serialisationLeftover(name);
    if (why) ctx.problem(`roman_martyrology_registry_crmedr.jsonl: ${e.id} name_${lang} "${name}": ${why}; left out`);
    else out[lang] = name;
  }
  if (!corrected?.en && out.en && out.la && isCutEnglish(e.id, out.en, out.la)) {
    const whole = fullEnglish(e.id, out.en, out.la, out.it);
    if (whole.en) out.en = whole.en;
    else if (whole.by === 'unread') ctx.problem(`roman_martyrology_registry_crmedr.jsonl: ${e.id} name_en "${out.en}" is the given name alone of "${out.la}"; no rule reads the rest: add the entry to CUT_ENGLISHES (crmedr-cut-englishes.ts)`);
  }
  if (!corrected?.en && out.en) out.en = ordinalAsNumeral(out.en, out.la);
  if (!corrected?.en) out.en = companionsOfTheFirst(out);
  return out;
}

/**
 * The English of a group that names its first person alone ("Saint Anthimus" for "Sancti Anthimus et socii") is the
 * group's when the Latin says "and companions" of that person: "Saints Anthimus and companions".
 */
function companionsOfTheFirst(names: Names): string | undefined {
  const { en, la } = names;
  if (!en || !la || !/\bet socii$/.test(la) || JOINED_EN.test(en) || !sameGivenName(bareName(en), la)) return en;
  return `${en.replace(/^Saint\b/, 'Saints')} and companions`;
}
const JOINED_EN = /\s(and|&)\s|\bcompanions\b/i;

/**
 * Same person when the identifying words of one name are all in the other (`Basil` ⊂ `Basil the Great`); a name of
 * one word only as the other's first ("Agnes" is not "Blessed Josefa María of Saint Agnes"). A group needs two words
 * in common: "Saints Michael de Aozaraza [and companions]" is not the feast of Michael, Gabriel and Raphael.
 */
function sameName(a: string, b: string, group: boolean): boolean {
  const wa = nameWords(bareName(a));
  const wb = nameWords(bareName(b));
  if (wa.length === 0 || wb.length === 0) return false;
  if ((wa.length === 1 || wb.length === 1) && wa[0] !== wb[0]) return false;
  if (group && Math.min(wa.length, wb.length) < 2) return false;
  const sa = new Set(wa);
  const sb = new Set(wb);
  return wa.every((w) => sb.has(w)) || wb.every((w) => sa.has(w));
}

/**
 * The entry of a day that is the record's person, if one is surely more so than the others: its Latin name is the
 * record's (the registry's surest name), else its English name agrees and its Latin has at least the record's given
 * name or is no person's. An entry whose Latin names another is never taken on its English alone: CRMEDR's English
 * of Pope Eugene I is "Saint Peter" (the 2 June of Peter the Exorcist), of Lazarus "Saint Martha"; and "Saint John"
 * (Ioannes Perside) is not John of Capistrano. Two entries as good: neither.
 */
function bestEntry(s: SaintDraft, entries: readonly CrmedrEntry[]): CrmedrEntry | undefined {
  const titles = s.feasts.filter((f) => f.calendar === 'general-roman').map((f) => f.celebration.name.la).filter((t): t is string => !!t);
  const scored = entries.map((e) => {
    const latin = latinVerdict(s.name.en, titles, e.name_la);
    const english = sameName(s.name.en, e.name_en ?? '', s.kind === 'group');
    return { e, score: latin === 'same' ? 2 : english && latin !== 'other' ? 1 : 0 };
  });
  const top = Math.max(0, ...scored.map((x) => x.score));
  const best = scored.filter((x) => x.score === top);
  return top > 0 && best.length === 1 ? best[0]!.e : undefined;
}

/**
 * A name of the entry that can stand as the record's proper name in that language: a single person's record
 * takes no plural or joint name (CRMEDR's Italian "Santi Tommaso Dinh …" on the entry of one Thomas). The entry
 * that opens a day (`heading`) names the day's celebration: its names are a person's only after an honorific, never
 * "Cathedra Sancti Petri" or "Conversio Sancti Pauli".
 */
function adoptNames(s: SaintDraft, names: Names, heading: boolean): void {
  for (const lang of ['la', 'it'] as const) {
    const name = names[lang];
    if (!name || s.name[lang] || (heading && !opensWithHonorific(name, lang))) continue;
    if (celebrationTitleReason(name, lang)) continue;
    if (s.kind === 'person' && groupNameReason(name, lang)) continue;
    if (s.kind === 'group' && !namesSeveral(name, lang)) continue;
    s.name[lang] = name;
  }
}

/**
 * A second way to join a saint of the calendar that no entry joined by name: the two sources' identifiers (romcal's
 * English `alphonsus_mary_liguori_bishop`, CRMEDR's Latin `mr:0801-alphonsus-maria-de-liguori`) agree on the
 * first and last word, on the saint's own feast day, and only one entry of that day does. The registry's English
 * names are sometimes cut short ("Saint Alphonsus Maria"), which the name test cannot pass.
 */
function joinByIdentifiers(saints: readonly SaintDraft[], byDate: Map<string, CrmedrEntry[]>, taken: Map<string, SaintDraft>, isGroup: (e: CrmedrEntry) => boolean): void {
  const joined = new Set(taken.values());
  for (const s of saints) {
    if (s.kind !== 'person' || !s.romcalId || joined.has(s) || !s.feasts.some((f) => f.calendar === 'general-roman')) continue;
    const dates = new Set(s.feasts.map((f) => f.date).filter((d): d is string => d !== null));
    const found = [...dates].flatMap((d) => byDate.get(d) ?? []).filter((e) => !taken.has(e.id) && !isGroup(e) && idsAgree(s.romcalId!, e.id));
    if (found.length === 1) taken.set(found[0]!.id, s);
  }
}

/**
 * Whether the further entries of an entry's subject are surely its person's: a name of two words or more, in the
 * English ("Saint Raymond of Peñafort") or in the Latin subject of the id (`sarbelius-makhluf` for "Saint Sharbel",
 * `pius-x`, `teresia-a-iesu-infante` for "Saint Thérèse"). One word in both ("Saint Felix", `felix`) names a dozen
 * persons, and CRMEDR's subject counter (`dionysius-2`) is no second word.
 */
function namesOnePerson(e: CrmedrEntry): boolean {
  if (nameWords(bareName(e.name_en ?? '')).length >= 2) return true;
  return identifyingWords(subject(e.id).replace(/-/g, ' ')).filter((w) => !/\d/.test(w)).length >= 2;
}

export interface CrmedrMerge {
  merged: number;
  added: number;
  deprecatedSkipped: number;
  /** Entries of celebrations that honour no one saint (join-headings.ts): in the day's registry, with no record. */
  ofNoSaint: MartyrologyRef[];
}

/**
 * Joins the CRMEDR registry (the 2004 Martyrology's eulogy ids) to the romcal records. There is no shared key
 * (SOURCES.md §6), so a record and an entry are the same when the entry falls on the record's feast or day of
 * death, the names agree, and both are a person or both a group ("Saints Cosmas and Damian" joins the group
 * record, never Damian alone); further entries for that subject follow the first. The entry that opens a day joins
 * that day's celebration first (join-headings.ts); an entry the table of same persons names joins its catalogue record
 * (same-person-entries.ts). Every current entry left over becomes a record of its own: the
 * saints known only from the martyrology.
 */
export function mergeCrmedr(ctx: BuildContext, saints: SaintDraft[], entries: CrmedrEntry[], ofNoSaint: RomcalSaints['ofNoSaint']): CrmedrMerge {
  const all = entries.filter((e) => !e.deprecated && e.name_en);
  const another = englishOfAnother(all);
  const names = new Map(all.map((e) => [e.id, soundNames(ctx, e, another)]));
  const headings = joinHeadings(saints, all.filter((e) => e.unnumbered), ofNoSaint);
  const current = all.filter((e) => !headings.ofNoSaint.has(e.id));
  for (const id of Object.keys(CRMEDR_NAME_CORRECTIONS)) {
    if (!names.has(id)) ctx.problem(`merge-crmedr: the name correction of ${id} names no entry of the source any more; drop it`);
  }
  for (const id of Object.keys(CUT_ENGLISHES)) {
    if (!names.has(id)) ctx.problem(`merge-crmedr: the cut English of ${id} names no entry of the source any more; drop its row`);
  }
  const isGroup = (e: CrmedrEntry) => namesAGroup({ en: e.name_en, la: e.name_la });
  const byDate = new Map<string, CrmedrEntry[]>();
  for (const e of current) {
    const key = mmdd(e.month, e.day);
    byDate.set(key, [...(byDate.get(key) ?? []), e]);
  }
  const taken = new Map(headings.joined);
  const bySubject = new Map<string, SaintDraft>();
  const follows = (e: CrmedrEntry, s: SaintDraft) => {
    if (namesOnePerson(e)) bySubject.set(`${subject(e.id)}|${e.name_en}`, s);
  };
  for (const e of current) if (taken.has(e.id)) follows(e, taken.get(e.id)!);
  const held = new Map<SaintDraft, Set<string>>();
  const hold = (e: CrmedrEntry, s: SaintDraft) => held.set(s, (held.get(s) ?? new Set()).add(mmdd(e.month, e.day)));
  const byId = new Map(all.map((e) => [e.id, e]));
  for (const [id, s] of taken) hold(byId.get(id)!, s);
  for (const s of saints) {
    if (s.madeFromCelebrations) continue;
    const dates = new Set(s.feasts.map((f) => f.date).filter((d): d is string => d !== null));
    const death = deathDay(s.died);
    if (death) dates.add(death);
    for (const date of dates) {
      // The Martyrology names a saint once a day: a record holding the day's heading takes no other entry of it.
      if (held.get(s)?.has(date)) continue;
      const e = bestEntry(s, (byDate.get(date) ?? []).filter((x) => !taken.has(x.id) && isGroup(x) === (s.kind === 'group')));
      if (!e) continue;
      taken.set(e.id, s);
      hold(e, s);
      follows(e, s);
    }
  }
  joinByIdentifiers(saints, byDate, taken, isGroup);
  for (const [id, same] of Object.entries(SAME_PERSON_ENTRIES)) {
    // A group of the calendar is romcal's celebration, not an entry of its catalogue: found by the celebration's id.
    const s = saints.find((x) => x.romcalId === same.romcal) ?? saints.find((x) => x.kind === 'group' && x.feasts.some((f) => f.celebration.key === same.romcal));
    if (!s) ctx.problem(`merge-crmedr: ${id} is said to be romcal's ${same.romcal}, which the catalogue no longer has`);
    else if (!names.has(id)) ctx.problem(`merge-crmedr: the same-person row of ${id} names no entry of the source any more; drop it`);
    else if (!taken.has(id)) taken.set(id, s);
  }
  for (const e of current) {
    if (taken.has(e.id)) continue;
    const s = bySubject.get(`${subject(e.id)}|${e.name_en}`);
    if (s) taken.set(e.id, s);
  }
  let added = 0;
  // A record takes its Latin and Italian names from the entry that opens its celebration's day first (the group of
  // Paul Miki is "Santi Paolo Miki e compagni" on 6 February, "… e venticinque compagni" on the 5th), then in order.
  const adoptLater: Array<[SaintDraft, Names]> = [];
  for (const e of current) {
    const entryNames = names.get(e.id)!;
    let s = taken.get(e.id);
    if (!s) {
      // The entry's own English, else its Latin (an English that is another person's is not its own).
      const own = entryNames.en ?? entryNames.la ?? e.id;
      s = emptyDraft(isGroup(e) ? 'group' : 'person', { en: bareName(own) });
      s.canonization = /^(blessed|beat[aiu]s?|beatae)\b/i.test(own) ? 'blessed' : /^(saints?|sanct[aiu]s?|sanctae)\b/i.test(own) ? 'saint' : null;
      saints.push(s);
      added += 1;
    }
    s.martyrology.push({ id: e.id, date: mmdd(e.month, e.day), name: entryNames, country: e.country ?? null });
    s.provenance.add('crmedr');
    if (headings.joined.has(e.id)) adoptNames(s, entryNames, true);
    else adoptLater.push([s, entryNames]);
  }
  for (const [s, entryNames] of adoptLater) adoptNames(s, entryNames, false);
  const unattached = all.filter((e) => headings.ofNoSaint.has(e.id)).map((e) => ({ id: e.id, date: mmdd(e.month, e.day), name: names.get(e.id)!, country: e.country ?? null }));
  return { merged: taken.size, added, deprecatedSkipped: entries.length - all.length, ofNoSaint: unattached };
}

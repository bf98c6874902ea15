import { crmedrSubject } from './assign-slugs.js';
import { stemsOf } from './identifier-words.js';
import { namesAGroup } from './proper-names.js';
import { type SaintDraft, mmdd } from './saint-draft.js';
import type { CrmedrEntry } from './source-types.js';

/** One celebration of the General Roman Calendar on a day: the records holding it, none when it is of no saint. */
interface DayCelebration {
  key: string;
  stems: Set<string>;
  holders: SaintDraft[];
}

export interface HeadingJoin {
  joined: Map<string, SaintDraft>;
  /** Headings of celebrations that honour no one saint: they stay in the day's registry, without a record. */
  ofNoSaint: Set<string>;
}

const shared = (a: Set<string>, b: Set<string>) => [...a].filter((x) => b.has(x)).length;
const headingStems = (e: CrmedrEntry) => stemsOf(crmedrSubject(e.id), e.name_en, e.name_la);

function celebrationsByDay(saints: readonly SaintDraft[], ofNoSaint: ReadonlyArray<{ key: string; date: string; name: string }>) {
  const days = new Map<string, Map<string, DayCelebration>>();
  const at = (date: string, key: string) => {
    const day = days.get(date) ?? new Map<string, DayCelebration>();
    days.set(date, day);
    const c = day.get(key) ?? { key, stems: stemsOf(key), holders: [] };
    day.set(key, c);
    return c;
  };
  for (const s of saints) {
    for (const f of s.feasts) {
      if (f.calendar !== 'general-roman' || !f.date) continue;
      const c = at(f.date, f.celebration.key);
      c.holders.push(s);
      for (const stem of stemsOf(s.name.en, s.name.la, f.celebration.name.en)) c.stems.add(stem);
    }
  }
  for (const c of ofNoSaint) for (const stem of stemsOf(c.name)) at(c.date, c.key).stems.add(stem);
  return days;
}

/** Headings and celebrations of one day paired: by the words they share, best first; then one left of each. */
function pairDay(headings: CrmedrEntry[], celebrations: DayCelebration[]): Map<CrmedrEntry, DayCelebration> {
  const pairs = new Map<CrmedrEntry, DayCelebration>();
  const scored = headings.flatMap((h) => celebrations.map((c) => ({ h, c, score: shared(headingStems(h), c.stems) })));
  const taken = new Set<DayCelebration>();
  for (const { h, c } of scored.filter((x) => x.score > 0).sort((a, b) => b.score - a.score)) {
    if (pairs.has(h) || taken.has(c)) continue;
    pairs.set(h, c);
    taken.add(c);
  }
  const hLeft = headings.filter((h) => !pairs.has(h));
  const cLeft = celebrations.filter((c) => !taken.has(c));
  if (hLeft.length === 1 && cLeft.length === 1) pairs.set(hLeft[0]!, cLeft[0]!);
  return pairs;
}

/**
 * The holder a heading names: the group of a joint celebration when the heading is plural ("Saints Cosmas and
 * Damian", CRMEDR's cut-short "Saints Michael" for the archangels); else the person it names (2004's heading of
 * 29 July is Martha's alone, before Mary and Lazarus joined her in 2021).
 */
function holderOf(h: CrmedrEntry, c: DayCelebration): SaintDraft {
  if (c.holders.length === 1) return c.holders[0]!;
  const group = c.holders.find((s) => s.kind === 'group');
  const stems = headingStems(h);
  const person = c.holders
    .filter((s) => s.kind === 'person')
    .map((s) => ({ s, score: shared(stems, stemsOf(s.name.en, s.name.la)) }))
    .sort((a, b) => b.score - a.score)[0];
  if (group && (namesAGroup({ en: h.name_en, la: h.name_la }) || !person || person.score === 0)) return group;
  return person!.s;
}

/**
 * The 2004 Martyrology opens each day with that day's celebration in the General Roman Calendar; CRMEDR marks the
 * entry `unnumbered` (`mr:0624-ioannes-baptista`, `mr:0815-assumptio-beatae-mariae-virginis`). Such an entry is the
 * celebration's, whatever its names say (CRMEDR cuts many short: "Saints Michael" for the three archangels, "Saint
 * Paul" for his Conversion), so it joins the record holding the celebration, or no record when the celebration
 * honours no one saint: a feast of the Lord, All Saints, a dedication; so does a heading that names the Lord on a
 * day whose celebration romcal keeps with the Proper of Time (the Epiphany, Christmas).
 */
export function joinHeadings(saints: readonly SaintDraft[], headings: readonly CrmedrEntry[], ofNoSaint: ReadonlyArray<{ key: string; date: string; name: string }>): HeadingJoin {
  const days = celebrationsByDay(saints, ofNoSaint);
  const byDay = new Map<string, CrmedrEntry[]>();
  for (const h of headings) byDay.set(mmdd(h.month, h.day), [...(byDay.get(mmdd(h.month, h.day)) ?? []), h]);
  const out: HeadingJoin = { joined: new Map(), ofNoSaint: new Set() };
  for (const [date, day] of byDay) {
    const pairs = pairDay(day, [...(days.get(date)?.values() ?? [])]);
    for (const h of day) {
      const c = pairs.get(h);
      if (c && c.holders.length > 0) out.joined.set(h.id, holderOf(h, c));
      else if (c || /\bDomini\b/.test(h.name_la ?? '') || /\bof the Lord\b/.test(h.name_en ?? '')) out.ofNoSaint.add(h.id);
    }
  }
  return out;
}

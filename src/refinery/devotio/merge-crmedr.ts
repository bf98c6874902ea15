import { nameWords } from './litcal-index.js';
import type { SlugRegistry } from './merge-romcal.js';
import { type MartyrologyRef, type SaintDraft, bareName, mmdd } from './saint-draft.js';
import type { CrmedrEntry } from './source-types.js';

function ref(e: CrmedrEntry): MartyrologyRef {
  return {
    id: e.id,
    date: mmdd(e.month, e.day),
    name: { ...(e.name_en ? { en: e.name_en } : {}), ...(e.name_la ? { la: e.name_la } : {}), ...(e.name_it ? { it: e.name_it } : {}) },
    country: e.country ?? null,
  };
}

/** Same person when the identifying words of one name are all in the other (`Basil` ⊂ `Basil the Great`). */
function sameName(a: string, b: string): boolean {
  const wa = nameWords(bareName(a));
  const wb = new Set(nameWords(bareName(b)));
  if (wa.length === 0 || wb.size === 0) return false;
  const sa = new Set(wa);
  return wa.every((w) => wb.has(w)) || [...wb].every((w) => sa.has(w));
}

/** The subject part of a CRMEDR id: `mr:0128-thomas-de-aquino` → `thomas-de-aquino`. */
const subject = (id: string) => id.replace(/^mr:\d{4}-/, '');

export interface CrmedrMerge {
  merged: number;
  added: number;
  deprecatedSkipped: number;
}

/**
 * Joins the CRMEDR registry (the 2004 Martyrology's eulogy ids) to the romcal saints. There is no shared key
 * (SOURCES.md §6), so a saint and an entry are the same person when the entry falls on the saint's feast or day
 * of death and the names agree; further entries for that subject (a second commemoration) follow the first.
 * Every current entry left over becomes a saint of its own: the saints known only from the martyrology.
 */
export function mergeCrmedr(saints: SaintDraft[], entries: CrmedrEntry[], slugs: SlugRegistry): CrmedrMerge {
  const current = entries.filter((e) => !e.deprecated && e.name_en);
  const byDate = new Map<string, CrmedrEntry[]>();
  for (const e of current) {
    const key = mmdd(e.month, e.day);
    byDate.set(key, [...(byDate.get(key) ?? []), e]);
  }
  const taken = new Map<string, SaintDraft>();
  const bySubject = new Map<string, SaintDraft>();
  for (const s of saints) {
    const dates = new Set(s.feasts.map((f) => f.date).filter((d): d is string => d !== null));
    if (s.died && /^\d{3,4}-\d{2}-\d{2}$/.test(s.died.date)) dates.add(s.died.date.slice(-5));
    for (const date of dates) {
      for (const e of byDate.get(date) ?? []) {
        if (taken.has(e.id) || !sameName(s.name.en, e.name_en ?? '')) continue;
        taken.set(e.id, s);
        if (nameWords(bareName(e.name_en ?? '')).length >= 2) bySubject.set(`${subject(e.id)}|${e.name_en}`, s);
      }
    }
  }
  for (const e of current) {
    if (taken.has(e.id)) continue;
    const s = bySubject.get(`${subject(e.id)}|${e.name_en}`);
    if (s) taken.set(e.id, s);
  }
  let added = 0;
  for (const e of current) {
    let s = taken.get(e.id);
    if (!s) {
      const en = e.name_en ?? e.id;
      s = {
        slug: slugs.take(bareName(en), `${bareName(en)} ${subject(e.id)}`, `${bareName(en)} ${mmdd(e.month, e.day)}`),
        romcalId: null,
        name: { en: bareName(en) },
        canonization: /^blessed/i.test(en) ? 'blessed' : /^saints?\b/i.test(en) ? 'saint' : null,
        titles: [],
        sex: null,
        count: null,
        born: null,
        died: null,
        canonized: null,
        patronTitles: [],
        feasts: [],
        martyrology: [],
        eulogy: null,
        provenance: new Set(),
      };
      saints.push(s);
      added += 1;
    }
    s.martyrology.push(ref(e));
    s.provenance.add('crmedr');
    if (e.name_la && !s.name.la) s.name.la = e.name_la;
    if (e.name_it && !s.name.it) s.name.it = e.name_it;
  }
  return { merged: taken.size, added, deprecatedSkipped: entries.length - current.length };
}

import { foldText } from '../../platform/text/fold-text.js';
import type { LitcalEvent } from './source-types.js';
import { mmdd } from './saint-draft.js';

export interface LitcalFeast {
  key: string;
  calendar: string;
  date: string;
  grade: number;
  colors: string[];
  name: { en?: string; la?: string; it?: string };
}

/** LitCal's proper of saints (several missal editions) merged into one list, with names from its i18n files. */
export function litcalFeasts(
  calendar: string,
  editions: Array<{ events: LitcalEvent[]; en: Record<string, string>; la?: Record<string, string>; it?: Record<string, string> }>,
): LitcalFeast[] {
  const byKey = new Map<string, LitcalFeast>();
  for (const edition of editions) {
    for (const e of edition.events) {
      const en = edition.en[e.event_key];
      const la = edition.la?.[e.event_key];
      const it = edition.it?.[e.event_key];
      byKey.set(e.event_key, {
        key: e.event_key,
        calendar,
        date: mmdd(e.month, e.day),
        grade: e.grade,
        colors: e.color.map((c) => c.toLowerCase()),
        name: { ...(en ? { en } : {}), ...(la ? { la } : {}), ...(it ? { it } : {}) },
      });
    }
  }
  return [...byKey.values()];
}

/** Words of a celebration name that identify it (no honorifics, ranks or linking words). */
const NOISE = new Set(['saint', 'saints', 'blessed', 'and', 'of', 'the', 'st', 'sts', 'companions', 'martyr', 'martyrs', 'virgin', 'bishop', 'priest', 'pope', 'doctor', 'church', 'abbot', 'religious', 'deacon', 'bishops', 'priests', 'virgins', 'doctors', 'religious']);

export function nameWords(name: string): string[] {
  return foldText(name.split(',')[0] ?? name).split(' ').filter((w) => w.length > 1 && !NOISE.has(w));
}

/** Finds the LitCal event on the same date whose name shares the most identifying words with `name`. */
export function matchLitcal(candidates: readonly LitcalFeast[], date: string, name: string): LitcalFeast | undefined {
  const sameDay = candidates.filter((c) => c.date === date);
  if (sameDay.length === 0) return undefined;
  const words = new Set(nameWords(name));
  let best: LitcalFeast | undefined;
  let bestScore = 0;
  for (const c of sameDay) {
    const score = nameWords(c.name.en ?? c.key).filter((w) => words.has(w)).length;
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best ?? (sameDay.length === 1 ? sameDay[0] : undefined);
}

import type { BuildContext } from '../dataset-builder.js';
import type { SqlValue } from './sql-rows.js';

/**
 * Celebrations whose Tempus key is not in romcal's general calendar file (romcal computes them, or files them
 * under the Proper of Time), joined to the table's day ids by hand. Keys are Tempus's (romcal's) celebration ids.
 */
const BY_HAND: Record<string, string> = {
  mary_mother_of_god: 'Blessed Virgin Mary, the Mother of God',
  presentation_of_the_lord: 'Presentation of the Lord',
  annunciation_of_the_lord: 'Annunciation of the Lord',
  nativity_of_john_the_baptist: 'Birth of Saint John the Baptist',
  peter_and_paul_apostles: 'Saints Peter and Paul, Apostles',
  transfiguration_of_the_lord: 'Transfiguration of the Lord',
  assumption_of_the_blessed_virgin_mary: 'Assumption of the Blessed Virgin Mary',
  exaltation_of_the_holy_cross: 'Exaltation of the Holy Cross',
  all_saints: 'All Saints',
  commemoration_of_all_the_faithful_departed: 'All Souls',
  immaculate_conception_of_the_blessed_virgin_mary: 'Immaculate Conception of the Blessed Virgin Mary',
  immaculate_heart_of_mary: 'OW00-ImmaculateHeart',
  mary_mother_of_the_church: 'OW00-MaryMotherofChurch',
};

interface RomcalCelebration {
  id: string;
  name_en: string;
  date: { month?: number; date?: number };
}

const STOP = new Set(['saint', 'saints', 'the', 'and', 'of', 'his', 'their', 'blessed']);
const tokens = (s: string) => new Set(s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z ]/g, ' ').split(/\s+/).filter((t) => t.length > 2 && !STOP.has(t)));

function similarity(a: string, b: string): number {
  const x = tokens(a);
  const y = tokens(b);
  let common = 0;
  for (const t of x) if (y.has(t)) common++;
  return common / Math.max(1, Math.min(x.size, y.size));
}

/**
 * Tempus celebration key → the table's day id of its Mass. The table's General Roman Calendar gives each day id a
 * month and day; romcal's calendar file gives each key its date: a key is joined to the day id of the same date
 * whose name shares most words with it. India-only rows (`IN …`) are joined only to a General Roman Calendar key
 * that nothing else took (St Teresa of Calcutta, added to the General Calendar in 2025, is only there).
 */
export function joinSaints(ctx: BuildContext, calendar: SqlValue[][], romcal: RomcalCelebration[], dayIds: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>(Object.entries(BY_HAND));
  const taken = new Set(out.values());
  const byDate = new Map<string, string[]>();
  for (const [month, day, code] of calendar) {
    const k = `${month}-${day}`;
    byDate.set(k, [...(byDate.get(k) ?? []), code!]);
  }
  const unmatched: RomcalCelebration[] = [];
  for (const c of romcal) {
    if (out.has(c.id)) continue;
    const candidates = c.date.month ? (byDate.get(`${c.date.month}-${c.date.date}`) ?? []) : [...dayIds];
    const best = candidates
      .filter((code) => !taken.has(code) && dayIds.has(code))
      .map((code) => ({ code, score: similarity(code, c.name_en) }))
      .sort((a, b) => b.score - a.score)[0];
    if (best && best.score >= 0.5) {
      out.set(c.id, best.code);
      taken.add(best.code);
    } else unmatched.push(c);
  }
  for (const c of unmatched) {
    const india = [...dayIds].filter((id) => id.startsWith('IN ')).map((code) => ({ code, score: similarity(code.slice(3), c.name_en) })).sort((a, b) => b.score - a.score)[0];
    if (india && india.score >= 0.75) out.set(c.id, india.code);
    else ctx.problem(`lectionary: no readings row for the General Roman Calendar celebration ${c.id} (${c.name_en}); its Mass takes the weekday's readings`);
  }
  // `Nativity of the Lord` has four Masses under their own ids (`Nativity of the Lord 1`-`4`), read by Tempus's Christmas rule.
  for (const [, , code] of calendar) if (dayIds.has(code!) && !taken.has(code!)) ctx.problem(`lectionary: the table's celebration '${code}' was joined to no Tempus key`);
  return out;
}

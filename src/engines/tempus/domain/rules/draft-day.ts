import type { Celebration, LiturgicalDay, Observance, Rank } from '../liturgical-day.js';

/**
 * A day while Lumen's rules are applied to it: the published record plus the weekday (feria) that the day falls
 * back to when a celebration is removed or becomes optional. `finish` strips the working fields.
 */
export interface DraftDay extends LiturgicalDay {
  ferial?: Celebration;
}

/** Localized rank names, so that a rule that changes a rank can also rename it. */
export type RankNames = Record<Rank, string>;

export interface RuleContext {
  year: number;
  /** The calendar id (`general-roman`, `united-states` …), for rules that differ between calendars. */
  calendar: string;
  rankNames: RankNames;
}

export type DayRule = (day: DraftDay, ctx: RuleContext) => DraftDay;

export function finish(day: DraftDay): LiturgicalDay {
  const { ferial: _ferial, ...rest } = day;
  return rest;
}

/** Removes a celebration; if it was the celebration of the day and nothing obligatory remains, the feria returns. */
export function removeCelebration(day: DraftDay, key: string, note: string): DraftDay {
  const rest = day.celebrations.filter((c) => c.key !== key);
  if (rest.length === day.celebrations.length) return day;
  const head = rest[0];
  const celebrations = head && !head.is_optional ? rest : day.ferial ? [day.ferial, ...rest] : rest;
  if (celebrations.length === 0) return day; // never serve an empty day; keep romcal's answer
  return { ...day, celebrations, notes: [...day.notes, note] };
}

/** Lists an observance on the day, once (a rule may meet a day it has already seen). */
export function withObservance(day: DraftDay, observance: Observance): DraftDay {
  if (day.observances.some((o) => o.key === observance.key)) return day;
  return { ...day, observances: [...day.observances, observance] };
}

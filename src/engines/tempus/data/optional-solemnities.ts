import type { LiturgicalDay as RomcalDay } from 'romcal';
import type { DraftDay } from '../domain/rules/draft-day.js';
import { mapCelebration } from './map-romcal-day.js';
import { MONTHS, dayAndMonth } from '../domain/rules/impeded-solemnities.js';

/** What this file reads of a bundle's definitions (the calendar's own last). */
type Def = {
  isOptional?: boolean;
  precedence?: string;
  alternativeTransferDateDefs?: Array<{ dateDef?: { month?: number; lastDayOfWeekInMonth?: number } }>;
};
export type OptionalSolemnityInputs = Record<string, Def[]>;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The last `dayOfWeek` (0 = Sunday) of a month, as `YYYY-MM-DD`. */
function lastWeekdayOf(year: number, month: number, dayOfWeek: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - dayOfWeek + 7) % 7));
  return last.toISOString().slice(0, 10);
}

/** An optional proper solemnity of a calendar: its id and its own definition (the calendar's, the last). */
export type OptionalSolemnity = [id: string, own: Def];

/** The optional proper solemnities of a calendar's definitions: what offerOptionalSolemnities offers. */
export function optionalSolemnities(inputs: OptionalSolemnityInputs): OptionalSolemnity[] {
  const out: OptionalSolemnity[] = [];
  for (const [id, defs] of Object.entries(inputs)) {
    const own = defs.at(-1);
    if (own?.isOptional && own.precedence?.startsWith('PROPER_SOLEMNITY')) out.push([id, own]);
  }
  return out;
}

/**
 * Optional solemnities of a national calendar: the anniversary of the dedication of churches whose date of dedication
 * is unknown (Canada and France, 25 October; Table of Liturgical Days 4b), kept in the churches concerned. romcal
 * 3.0.0 drops an optional celebration whenever a Sunday takes its date, as it rightly drops optional memorials; but
 * a proper solemnity outranks a Sunday in Ordinary Time (GNLY 59), so Lumen offers it there as on any other day:
 * after the Sunday, as a choice. romcal also ignores the bundles' `alternativeTransferDateDefs`: France allows the
 * last Sunday of October instead (the French Missal, 2021, as romcal's bundle encodes it), so that Sunday offers it
 * too. Only on days it outranks (precedence lower than the day's own).
 */
export function offerOptionalSolemnities(
  days: DraftDay[],
  lookup: (id: string, year: number) => RomcalDay | null | undefined,
  solemnities: readonly OptionalSolemnity[],
): void {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const years = new Set(days.map((d) => Number(d.date.slice(0, 4))));
  const calendarId = days[0]?.calendar ?? '';
  for (const [id, own] of solemnities) {
    for (const year of years) {
      const found = lookup(id, year);
      if (!found) continue;
      const celebration = { ...mapCelebration(found, ['white'], calendarId), is_optional: true, holy_day_of_obligation: false };
      const offer = (date: string, note: string) => {
        const day = byDate.get(date);
        if (!day || day.celebrations.some((c) => c.key === id)) return;
        if ((day.celebrations[0]?.precedence ?? 13) <= celebration.precedence) return;
        day.celebrations = [...day.celebrations, celebration];
        day.notes = [...day.notes, note];
      };
      offer(found.date, `${celebration.name}: an optional solemnity of the churches concerned, offered on this Sunday too, which it outranks (GNLY 59).`);
      for (const alt of own.alternativeTransferDateDefs ?? []) {
        const { month, lastDayOfWeekInMonth: dow } = alt.dateDef ?? {};
        if (month === undefined || dow === undefined) continue;
        offer(
          lastWeekdayOf(year, month, dow),
          `${celebration.name}: may be kept on the last ${WEEKDAYS[dow]} of ${MONTHS[month - 1]} instead of ${dayAndMonth(found.date)}, where the churches concerned do so.`,
        );
      }
    }
  }
}

import type { OpenDataset } from '../../../platform/datasets/dataset-handle.js';
import type { LectionaryDataset } from '../../../refinery/lectionary/doc.js';
import { PROVENANCE } from '../../../refinery/lectionary/sources.js';
import { type CommonsOf, NO_COMMONS } from '../domain/commons.js';
import { TEMPUS_PROVENANCE } from '../provenance.js';
import type { LiturgicalDay } from '../domain/liturgical-day.js';
import { assemble } from './assemble.js';
import { attachTexts } from './attach-texts.js';
import { planDay } from './plan-day.js';
import type { DayReadings } from './schema.js';
import type { ScriptureTexts, Translation } from './scripture-port.js';

/** The Epiphany of a year: 6 January, or the Sunday between 2 and 8 January where it is kept on Sunday (GNLY 37). */
export function epiphanyDate(year: number, onSunday: boolean): string {
  if (!onSunday) return `${year}-01-06`;
  const jan2 = new Date(Date.UTC(year, 0, 2)).getUTCDay();
  return `${year}-01-${String(2 + ((7 - jan2) % 7)).padStart(2, '0')}`;
}

const brief = (c: { key: string; name: string; rank: string }) => ({ key: c.key, name: c.name, rank: c.rank });

/**
 * The readings of a computed liturgical day: its Masses, the choices a memorial offers, texts and sources.
 * `commons` names the Commons of the day's calendar's celebrations (for a feast the table holds no readings for);
 * `ascensionOnSunday` whether the calendar keeps the Ascension on the Seventh Sunday of Easter.
 */
export function dayReadings(
  open: OpenDataset<LectionaryDataset>,
  day: LiturgicalDay,
  epiphany: string,
  translations: readonly Translation[],
  scripture: ScriptureTexts | undefined,
  commons: CommonsOf = NO_COMMONS,
  ascensionOnSunday = false,
): DayReadings {
  const plan = planDay(open.value, day, epiphany, commons, ascensionOnSunday);
  const masses = plan.masses.map((m) => ({ id: m.id, name: m.name, readings: assemble(m.rows) }));
  const choices = plan.choices.map((c) => ({
    celebration: brief(c.celebration),
    kind: c.kind,
    ...(c.common ? { common: c.common } : {}),
    ...(c.subtype ? { subtype: c.subtype } : {}),
    readings: assemble(c.rows),
  }));
  const all = [...masses.flatMap((m) => m.readings), ...choices.flatMap((c) => c.readings)];
  const notes = [...plan.notes];
  if (!attachTexts(all, scripture, translations)) notes.push('The Scripture texts are not available on this instance (the veritas dataset is not imported): citations only.');
  const provenance: DayReadings['provenance'] = [PROVENANCE.olm, ...TEMPUS_PROVENANCE, ...(all.some((r) => r.source === 'lumen') ? [PROVENANCE.lumen] : [])];
  if (scripture) for (const t of translations) provenance.push(scripture.provenance(t));
  return {
    date: day.date,
    calendar: day.calendar,
    celebration: brief(plan.principal),
    season: day.season.key,
    sunday_cycle: day.sunday_cycle,
    weekday_cycle: day.weekday_cycle,
    translations: [...translations],
    masses,
    choices,
    notes,
    provenance,
  };
}

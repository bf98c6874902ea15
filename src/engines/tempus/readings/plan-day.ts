import type { LectionaryDataset, LectionaryRow } from '../../../refinery/lectionary/doc.js';
import { type CommonsOf, NO_COMMONS } from '../domain/commons.js';
import type { Celebration, LiturgicalDay } from '../domain/liturgical-day.js';
import { type PlannedRow, commonRows, markedFrom, oneReadingBeforeGospel, rowsOf } from './assemble.js';
import { type CommonPointer, tablePointer } from './common-pointer.js';
import { massFromCommon, threeReadings } from './mass-from-common.js';
import { type PlannedMass, temporalMasses } from './mass-plan.js';

export interface PlannedRows {
  id: string;
  name: string;
  rows: PlannedRow[];
}

export interface PlannedChoice {
  celebration: Celebration;
  kind: 'proper' | 'common';
  common?: string;
  subtype?: number;
  rows: LectionaryRow[];
}

export interface DayPlan {
  principal: Celebration;
  masses: PlannedRows[];
  choices: PlannedChoice[];
  notes: string[];
}

/** The rows of a Mass of the Proper of Time: its ids, the readings allowed every year, one reading where so ruled. */
function temporalRows(data: LectionaryDataset, m: PlannedMass): LectionaryRow[] {
  const rows = rowsOf(data, m.dayIds, m.also);
  return m.oneReading ? oneReadingBeforeGospel(rows) : rows;
}

const hasCitations = (rows: readonly LectionaryRow[]) => rows.some((r) => r.kind === 'citation');

/** A saint's Masses: the vigil first when the table has one; All Souls' three Masses (the table's A, B and C). */
function saintMasses(data: LectionaryDataset, base: string, day: LiturgicalDay): PlannedMass[] {
  if (base === 'All Souls') return ['A', 'B', 'C'].map((s, i) => ({ id: `mass_${i + 1}`, name: `Mass ${i + 1}`, dayIds: [base, `All Souls ${s}`] }));
  const masses: PlannedMass[] = [];
  if (data.days[`${base} - Vigil`]) masses.push({ id: 'vigil', name: 'Vigil Mass', dayIds: [`${base} - Vigil`] });
  masses.push({ id: 'day', name: masses.length ? 'Mass during the Day' : 'Mass', dayIds: [base, `${base} ${day.sunday_cycle}`] });
  return masses;
}

/**
 * The places a saint's proper rows leave empty, filled from the first Common the table names for the saint. A
 * feast has two readings, a solemnity three (GIRM 357: a feast raised to a solemnity takes its third reading from
 * the Common), so a feast on a weekday is given no second reading from the Common: a national feast of a saint
 * whom the General Calendar keeps as a memorial (Guadalupe in the United States, the patrons of Europe) has only
 * the memorial's proper rows. A feast kept on a Sunday (the Lateran Basilica on 9 November 2025) has a Sunday's
 * three readings.
 */
function withCommon(data: LectionaryDataset, rows: LectionaryRow[], easter: boolean, rank: Celebration['rank'], sunday: boolean): PlannedRow[] {
  const pointer = rows.find((r) => r.kind === 'commons')?.commons?.[0];
  if (!pointer) return rows;
  const have = new Set(rows.filter((r) => r.kind !== 'commons').map((r) => r.role));
  if (!threeReadings(rank, sunday)) have.add('second_reading');
  return [...rows, ...markedFrom(pointer, commonRows(data, pointer.common, pointer.subtype, easter).filter((r) => !have.has(r.role)))];
}

const properRows = (data: LectionaryDataset, base: string, day: LiturgicalDay) => rowsOf(data, [base, `${base} ${day.sunday_cycle}`]);

/** The Commons offered as choices for a memorial: those the table holds readings for, in the order given. */
function commonChoices(data: LectionaryDataset, c: Celebration, pointers: readonly CommonPointer[], easter: boolean): PlannedChoice[] {
  return pointers.flatMap((p) => {
    const common = commonRows(data, p.common, p.subtype, easter);
    return hasCitations(common) ? [{ celebration: c, kind: 'common' as const, common: p.common, ...(p.subtype ? { subtype: p.subtype } : {}), rows: common }] : [];
  });
}

/**
 * A memorial's readings offered instead of the weekday's: its proper rows, then each Common the table names (a
 * Common the table does not hold, such as the votive Mass of the Holy Name, offers nothing). A memorial the table
 * does not hold (a national one, Saint Elizabeth Ann Seton in the United States; the Blessed Virgin Mary on
 * Saturday) is offered the Commons its calendar names (OLM 83: a memorial without readings of its own may take them
 * from its Common).
 */
function choicesFor(data: LectionaryDataset, c: Celebration, day: LiturgicalDay, commons: CommonsOf): PlannedChoice[] {
  const base = data.saints[c.key];
  const easter = day.season.key === 'easter';
  if (!base) return commonChoices(data, c, commons(c.key).map(tablePointer), easter);
  const rows = properRows(data, base, day);
  const proper: PlannedChoice[] = hasCitations(rows) ? [{ celebration: c, kind: 'proper', rows }] : [];
  return [...proper, ...commonChoices(data, c, rows.find((r) => r.kind === 'commons')?.commons ?? [], easter)];
}

/**
 * Weekdays whose Mass is always the weekday's: 17-24 December, the days within the octave of Christmas and the
 * weekdays of Lent. A memorial falling on them is only commemorated; the readings stay the weekday's (GIRM 355a).
 */
export function privilegedWeekday(day: LiturgicalDay): boolean {
  const [, month, dom] = day.date.split('-').map(Number) as [number, number, number];
  if (day.weekday === 'sunday') return false;
  if (day.season.key === 'lent') return true;
  return month === 12 && ((day.season.key === 'advent' && dom >= 17) || (day.season.key === 'christmas' && dom >= 26));
}

/**
 * On a memorial, the saint's readings that are proper in the strict sense (they speak of the saint: Martha's
 * Gospel, the Guardian Angels', Barnabas's first reading, the whole Mass of Mary, Mother of the Church) take the
 * place of the weekday's in their places, a proper first reading with the saint's psalm; the other places keep
 * the weekday's (OLM 70, 83).
 */
function withMemorialPropers(data: LectionaryDataset, rows: LectionaryRow[], c: Celebration, day: LiturgicalDay): LectionaryRow[] {
  const base = data.saints[c.key];
  const saint = base ? properRows(data, base, day) : [];
  const roles = new Set(saint.filter((r) => r.memorial).map((r) => r.role));
  if (roles.size === 0) return rows;
  // The psalm answers the first reading: a proper first reading brings the saint's psalm with it.
  if (roles.has('first_reading') && saint.some((r) => r.role === 'psalm')) roles.add('psalm');
  return [...rows.filter((r) => !roles.has(r.role)), ...saint.filter((r) => roles.has(r.role))];
}

/**
 * A feast of the Lord whose Lectionary Mass has three readings, for the years it falls on a Sunday (the Presentation,
 * the Transfiguration, the Exaltation of the Cross, the Lateran Basilica), has two on a weekday (GIRM 357): the
 * first or the second reading before the Gospel. The three are served, as the Lectionary prints them and the
 * published readings list them; a note says so.
 */
function weekdayFeastNote(c: Celebration, day: LiturgicalDay, masses: readonly PlannedRows[]): string[] {
  if (c.rank !== 'feast' || day.weekday === 'sunday') return [];
  if (!masses.some((m) => m.rows.some((r) => r.role === 'second_reading' && !r.from_common))) return [];
  return [`${c.name} is a feast on a weekday: its Mass has two readings (GIRM 357), the first or the second reading, then the Gospel; the Lectionary gives both for the years it falls on a Sunday.`];
}

/**
 * Which Masses a day has and where their readings come from. A solemnity or feast of the Proper of Saints (or a
 * transferred one: it is found by its key, not its date) has its own readings; a memorial keeps the weekday's but
 * for the readings proper to the saint, with the saint's proper or common readings offered as a choice (OLM,
 * Praenotanda 83); on the privileged weekdays a memorial is only commemorated; everything else is the Proper of
 * Time. A feast or solemnity of the saints the table does not hold takes its readings from the first Common that
 * `commons` names for it and the table holds (mass-from-common.ts).
 */
export function planDay(data: LectionaryDataset, day: LiturgicalDay, epiphany: string, commons: CommonsOf = NO_COMMONS, ascensionOnSunday = false): DayPlan {
  const principal = day.celebrations[0]!;
  const saint = data.saints[principal.key];
  const easter = day.season.key === 'easter';
  if (saint && (principal.rank === 'solemnity' || principal.rank === 'feast' || principal.rank === 'sunday')) {
    const masses = saintMasses(data, saint, day).map((m) => ({ id: m.id, name: m.name, rows: withCommon(data, rowsOf(data, m.dayIds), easter, principal.rank, day.weekday === 'sunday') }));
    return { principal, masses, choices: [], notes: weekdayFeastNote(principal, day, masses) };
  }
  const common = !saint && principal.proper === 'saints' ? massFromCommon(data, principal, commons(principal.key), easter, day.weekday === 'sunday') : undefined;
  if (common) return { principal, masses: [common.mass], choices: [], notes: [common.note] };
  const temporal = temporalMasses(day, epiphany, ascensionOnSunday);
  const notes = [...temporal.notes];
  const saints = day.celebrations.filter((c) => c.proper === 'saints' || data.saints[c.key]);
  if (privilegedWeekday(day)) {
    const masses = temporal.masses.map((m) => ({ id: m.id, name: m.name, rows: temporalRows(data, m) }));
    for (const c of saints) notes.push(`${c.name}: only commemorated on this weekday; the Mass and its readings are the weekday's (GIRM 355a).`);
    return { principal, masses, choices: [], notes };
  }
  const memorial = principal.rank === 'memorial' ? principal : undefined;
  const masses = temporal.masses.map((m) => {
    const rows = temporalRows(data, m);
    return { id: m.id, name: m.name, rows: memorial ? withMemorialPropers(data, rows, memorial, day) : rows };
  });
  const choices = saints.flatMap((c) => choicesFor(data, c, day, commons));
  for (const c of saints) {
    if (!choices.some((x) => x.celebration.key === c.key)) notes.push(`${c.name}: the lectionary table has no proper readings for it; the Mass takes the readings of the day.`);
  }
  return { principal, masses, choices, notes };
}

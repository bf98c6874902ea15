import type { LectionaryDataset, LectionaryRow } from '../../../refinery/lectionary/doc.js';
import type { Celebration, LiturgicalDay } from '../domain/liturgical-day.js';
import { commonRows, rowsOf } from './assemble.js';
import { type PlannedMass, temporalMasses } from './mass-plan.js';

export interface PlannedRows {
  id: string;
  name: string;
  rows: LectionaryRow[];
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

const hasCitations = (rows: readonly LectionaryRow[]) => rows.some((r) => r.kind === 'citation');

/** A saint's Masses: the vigil first when the table has one; All Souls' three Masses (the table's A, B and C). */
function saintMasses(data: LectionaryDataset, base: string, day: LiturgicalDay): PlannedMass[] {
  if (base === 'All Souls') return ['A', 'B', 'C'].map((s, i) => ({ id: `mass_${i + 1}`, name: `Mass ${i + 1}`, dayIds: [base, `All Souls ${s}`] }));
  const masses: PlannedMass[] = [];
  if (data.days[`${base} - Vigil`]) masses.push({ id: 'vigil', name: 'Vigil Mass', dayIds: [`${base} - Vigil`] });
  masses.push({ id: 'day', name: masses.length ? 'Mass during the Day' : 'Mass', dayIds: [base, `${base} ${day.sunday_cycle}`] });
  return masses;
}

/** The places a saint's proper rows leave empty, filled from the first Common the table names for the saint. */
function withCommon(data: LectionaryDataset, rows: LectionaryRow[], easter: boolean): LectionaryRow[] {
  const pointer = rows.find((r) => r.kind === 'commons')?.commons?.[0];
  if (!pointer) return rows;
  const have = new Set(rows.filter((r) => r.kind !== 'commons').map((r) => r.role));
  return [...rows, ...commonRows(data, pointer.common, pointer.subtype, easter).filter((r) => !have.has(r.role))];
}

/** A memorial's readings offered instead of the weekday's: its proper rows, then each Common the table names. */
function choicesFor(data: LectionaryDataset, c: Celebration, day: LiturgicalDay): PlannedChoice[] {
  const base = data.saints[c.key];
  if (!base) return [];
  const rows = rowsOf(data, [base, `${base} ${day.sunday_cycle}`]);
  const out: PlannedChoice[] = [];
  if (hasCitations(rows)) out.push({ celebration: c, kind: 'proper', rows });
  const easter = day.season.key === 'easter';
  for (const p of rows.find((r) => r.kind === 'commons')?.commons ?? []) {
    out.push({ celebration: c, kind: 'common', common: p.common, ...(p.subtype ? { subtype: p.subtype } : {}), rows: commonRows(data, p.common, p.subtype, easter) });
  }
  return out;
}

/**
 * Which Masses a day has and where their readings come from. A solemnity or feast of the Proper of Saints (or a
 * transferred one: it is found by its key, not its date) has its own readings; a memorial keeps the weekday's,
 * with the saint's proper or common readings offered as a choice (OLM, Praenotanda 83); everything else is the
 * Proper of Time.
 */
export function planDay(data: LectionaryDataset, day: LiturgicalDay, epiphany: string): DayPlan {
  const principal = day.celebrations[0]!;
  const saint = data.saints[principal.key];
  const easter = day.season.key === 'easter';
  if (saint && (principal.rank === 'solemnity' || principal.rank === 'feast' || principal.rank === 'sunday')) {
    const masses = saintMasses(data, saint, day).map((m) => ({ id: m.id, name: m.name, rows: withCommon(data, rowsOf(data, m.dayIds), easter) }));
    return { principal, masses, choices: [], notes: [] };
  }
  const temporal = temporalMasses(day, epiphany);
  const masses = temporal.masses.map((m) => ({ id: m.id, name: m.name, rows: rowsOf(data, m.dayIds, m.also) }));
  const notes = [...temporal.notes];
  const choices = day.celebrations.filter((c) => c.proper === 'saints' || data.saints[c.key]).flatMap((c) => choicesFor(data, c, day));
  for (const c of day.celebrations) {
    if (c.proper === 'saints' && !data.saints[c.key]) notes.push(`${c.name}: the lectionary table has no proper readings for it; the Mass takes the readings of the day.`);
  }
  return { principal, masses, choices, notes };
}

import type { LectionaryDataset, LectionaryRow, Role } from '../../../refinery/lectionary/doc.js';
import { ROLES } from '../../../refinery/lectionary/type-code.js';
import type { CommonPointer } from './common-pointer.js';
import type { Reading } from './schema.js';

/** A row of a planned Mass; `from_common` when a Common fills a place the celebration's own readings leave empty. */
export type PlannedRow = LectionaryRow & { from_common?: CommonPointer };

/** The rows of a Common marked as such, so that each reading says where it comes from. */
export const markedFrom = (pointer: CommonPointer, rows: readonly LectionaryRow[]): PlannedRow[] => rows.map((r) => ({ ...r, from_common: pointer }));

type Option = Omit<Reading, 'role' | 'position' | 'alternatives' | 'source'> & { short_form?: Reading['short_form'] };

const slot = (r: LectionaryRow) => `${r.role}|${r.position ?? 0}`;

/** `rows` with `extra` added as further options of the places `rows` already has (options renumbered after theirs). */
function addAsAlternatives(rows: LectionaryRow[], extra: readonly LectionaryRow[]): LectionaryRow[] {
  const next = new Map<string, number>();
  for (const r of rows) next.set(slot(r), Math.max(next.get(slot(r)) ?? 0, r.option + 1));
  return [...rows, ...extra.filter((r) => next.has(slot(r))).map((r) => ({ ...r, option: next.get(slot(r))! + r.option }))];
}

/**
 * The rows of a Mass from the table's ids: the base id, then the ids of the year (`AW01-1Mon A`, `OW01-1Mon 2`).
 * A year's reading takes the place of the base's (Monday of Advent I reads Is 4:2-6 in Year A), and the base's
 * stays as an alternative (the OLM prints "or"); a year's alternatives are added (Easter Sunday's Vigil Gospel).
 * `also` names readings the lectionary allows in every year (the Year A readings of some feasts), added as
 * alternatives in the places it names.
 */
export function rowsOf(data: LectionaryDataset, dayIds: readonly string[], also?: { ids: readonly string[]; roles: readonly Role[] }): LectionaryRow[] {
  const [base, ...years] = dayIds;
  let rows = [...(data.days[base!] ?? [])];
  for (const id of years) {
    const extra = data.days[id] ?? [];
    const replaced = new Set(extra.filter((r) => r.option === 0 && !r.short).map(slot));
    const kept = rows.filter((r) => !replaced.has(slot(r)));
    rows = addAsAlternatives([...kept, ...extra], rows.filter((r) => replaced.has(slot(r))));
  }
  for (const id of also?.ids ?? []) {
    if (!dayIds.includes(id)) rows = addAsAlternatives(rows, (data.days[id] ?? []).filter((r) => also!.roles.includes(r.role as Role)));
  }
  return rows;
}

/**
 * A Mass with one reading before the Gospel (the Holy Family on 30 December): the second reading's options follow
 * the first reading's as its alternatives, each keeping its short form.
 */
export function oneReadingBeforeGospel(rows: readonly LectionaryRow[]): LectionaryRow[] {
  const firsts = rows.filter((r) => r.role === 'first_reading');
  const after = firsts.length ? Math.max(...firsts.map((r) => r.option)) + 1 : 0;
  return rows.map((r) => (r.role === 'second_reading' ? { ...r, role: 'first_reading', option: after + r.option } : r));
}

/** A sequence by its name; an acclamation the source keeps only as a text id, said to be such. */
function textTitle(r: LectionaryRow): { title: string; note?: string } {
  if (r.note) return { title: r.note };
  return { title: 'Acclamation without a Scripture citation', note: `the source names a text of its own ('${r.text_id}') that it does not hold` };
}

function option(r: LectionaryRow): Option {
  return {
    citation: r.citation ?? null,
    citation_vulgate: r.citation_vulgate ?? null,
    osis: r.osis ?? null,
    ...(r.cf ? { cf: true } : {}),
    ...(r.kind === 'text' ? textTitle(r) : r.note ? { note: r.note } : {}),
  };
}

const order = (r: { role: Role; position?: number }) => {
  // At the Easter Vigil the psalm follows its reading; the Epistle (position 8) comes after the seventh psalm.
  if (r.position !== undefined) return r.position * 10 + (r.role === 'psalm' ? 1 : 0);
  return ROLES.indexOf(r.role) * 10 + (r.role === 'acclamation' || r.role === 'gospel' || r.role === 'sequence' ? 100 : 0);
};

/** Rows → the readings of one Mass, each place once: its first option, its short form, its alternatives. */
export function assemble(rows: readonly PlannedRow[]): Reading[] {
  const bySlot = new Map<string, PlannedRow[]>();
  for (const r of rows) {
    if (r.role === 'common' || r.kind === 'commons') continue;
    const key = slot(r);
    bySlot.set(key, [...(bySlot.get(key) ?? []), r]);
  }
  const readings: Reading[] = [];
  for (const group of bySlot.values()) {
    const options = [...new Set(group.map((r) => r.option))].sort((a, b) => a - b);
    const built = options.map((o) => {
      const full = group.find((r) => r.option === o && !r.short) ?? group.find((r) => r.option === o)!;
      const short = group.find((r) => r.option === o && r.short && r !== full);
      return { row: full, value: { ...option(full), ...(short ? { short_form: option(short) } : {}) } };
    });
    const [first, ...rest] = built;
    const from = first!.row.from_common;
    readings.push({
      role: first!.row.role as Role,
      ...(first!.row.position !== undefined ? { position: first!.row.position } : {}),
      ...first!.value,
      alternatives: rest.map((b) => b.value),
      source: first!.row.source,
      ...(from ? { common: from.common, ...(from.subtype ? { subtype: from.subtype } : {}) } : {}),
    });
  }
  return readings.sort((a, b) => order(a) - order(b));
}

/**
 * The readings of a Common for one saint: the rows of that subtype (or of none), in Easter Time the New
 * Testament first readings first (OLM, Commons: "during the Easter season"), outside it only the Old Testament's.
 */
export function commonRows(data: LectionaryDataset, common: string, subtype: number | undefined, easter: boolean): LectionaryRow[] {
  const rows = (data.days[common] ?? []).filter((r) => r.subtype === undefined || r.subtype === subtype);
  const firsts = rows.filter((r) => r.role === 'first_reading' && (r.paschal ?? false) === easter);
  const kept = firsts.length > 0 ? rows.filter((r) => r.role !== 'first_reading' || (r.paschal ?? false) === easter) : rows;
  // Renumber the options so that the first of the Common is the reading and the others its alternatives.
  const seen = new Map<string, number>();
  return kept.map((r) => {
    const key = `${slot(r)}|${r.option}`;
    if (!seen.has(key)) seen.set(key, [...seen.keys()].filter((k) => k.startsWith(`${slot(r)}|`)).length);
    return { ...r, option: seen.get(key)! };
  });
}

import { isRealDay, isRealMonthDay } from '../date-fact.js';
import type { DateRecord, Defect, SaintRecord } from './defect.js';

const YEAR = /^-?\d{1,4}$/;

const parses = (date: unknown) => typeof date === 'string' && (YEAR.test(date) || isRealDay(date));
const yearOf = (date: string) => Number(/^-?\d+/.exec(date)![0]);

function lifeDate(record: string, field: string, fact: DateRecord | null): Defect[] {
  if (fact === null) return [];
  if (!parses(fact.date)) return [{ rule: 'date', record, detail: `${field}.date "${String(fact.date)}" is not a year or a real day` }];
  if (fact.until === undefined) return [];
  if (!parses(fact.until)) return [{ rule: 'date', record, detail: `${field}.until "${String(fact.until)}" is not a year or a real day` }];
  if (yearOf(fact.until) < yearOf(fact.date)) return [{ rule: 'date', record, detail: `${field}: range ends before it begins` }];
  return [];
}

/** Dates of life are years or real days (`YYYY-MM-DD`); days of feasts and commemorations are real `MM-DD`. */
export function dateDefects(s: SaintRecord): Defect[] {
  const record = `saint:${s.slug}`;
  const out = [...lifeDate(record, 'born', s.born), ...lifeDate(record, 'died', s.died), ...lifeDate(record, 'canonized', s.canonized)];
  s.feasts.forEach((f, i) => {
    if (f.date !== null && !isRealMonthDay(f.date)) out.push({ rule: 'date', record, detail: `feasts[${i}].date "${String(f.date)}" is not a real MM-DD` });
  });
  s.martyrology.forEach((m, i) => {
    if (!isRealMonthDay(m.date)) out.push({ rule: 'date', record, detail: `martyrology[${i}].date "${String(m.date)}" is not a real MM-DD` });
  });
  if (s.eulogy && !isRealMonthDay(s.eulogy.date)) out.push({ rule: 'date', record, detail: `eulogy.date "${String(s.eulogy.date)}" is not a real MM-DD` });
  return out;
}

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { TempusService } from '../calendar.js';
import type { DayQuery, LiturgicalDay } from '../domain/liturgical-day.js';

/**
 * The correctness suite: dated facts, each with its source (liturgical-facts.json), checked against the
 * computed calendar. A fact asserts only what it names.
 */
interface Fact {
  date: string;
  calendar?: string;
  /** The locale the names are read in (default en). */
  locale?: string;
  options?: Omit<DayQuery, 'calendar' | 'locale'>;
  source: string;
  expect: {
    celebrated?: string;
    rank?: string;
    precedence?: number;
    color?: string;
    season?: string;
    holy_day?: boolean;
    absent?: string;
    optional?: string;
    psalter_week?: number;
    week_of_season?: number;
    sunday_cycle?: string;
    weekday_cycle?: string;
    liturgical_year?: number;
    rank_of?: Record<string, string>;
    /** A colour of a celebration of the day (not only of the first). */
    color_of?: Record<string, string>;
    /** The name of a celebration of the day as of that year (decrees rename celebrations). */
    name_of?: Record<string, string>;
    /** The calendar that inscribes a celebration of the day (general-roman or the calendar asked for). */
    calendar_of?: Record<string, string>;
    /** An observance of the day (a day of prayer: no rank, beside the celebrations). */
    observance?: string;
    /** An observance the day must not have. */
    no_observance?: string;
  };
}

const facts = JSON.parse(readFileSync(new URL('./liturgical-facts.json', import.meta.url), 'utf8')) as Fact[];
const service = new TempusService({ cachedYears: 256 });

function check(day: LiturgicalDay, fact: Fact): void {
  const e = fact.expect;
  const head = day.celebrations[0]!;
  const keys = day.celebrations.map((c) => c.key);
  if (e.celebrated) assert.equal(head.key, e.celebrated, `celebrated (${keys.join(', ')})`);
  if (e.rank) assert.equal(head.rank, e.rank, 'rank');
  if (e.precedence !== undefined) assert.equal(head.precedence, e.precedence, 'precedence (Table of Liturgical Days)');
  if (e.color) assert.ok(head.colors.includes(e.color as never), `colour ${e.color} in ${head.colors.join(', ')}`);
  if (e.season) assert.equal(day.season.key, e.season, 'season');
  if (e.holy_day !== undefined) assert.equal(head.holy_day_of_obligation, e.holy_day, 'holy day of obligation');
  if (e.absent) assert.ok(!keys.includes(e.absent), `${e.absent} must be absent (${keys.join(', ')})`);
  if (e.optional) {
    const c = day.celebrations.find((x) => x.key === e.optional);
    assert.ok(c && c.is_optional, `${e.optional} must be an optional choice (${keys.join(', ')})`);
  }
  if (e.psalter_week) assert.equal(day.psalter_week, e.psalter_week, 'psalter week');
  if (e.week_of_season !== undefined) assert.equal(day.week_of_season, e.week_of_season, 'week of the season');
  if (e.sunday_cycle) assert.equal(day.sunday_cycle, e.sunday_cycle, 'Sunday cycle');
  if (e.weekday_cycle) assert.equal(day.weekday_cycle, e.weekday_cycle, 'weekday cycle');
  if (e.liturgical_year) assert.equal(day.liturgical_year.year, e.liturgical_year, 'liturgical year');
  for (const [key, rank] of Object.entries(e.rank_of ?? {})) {
    assert.equal(day.celebrations.find((c) => c.key === key)?.rank, rank, `rank of ${key}`);
  }
  for (const [key, color] of Object.entries(e.color_of ?? {})) {
    const colors = day.celebrations.find((c) => c.key === key)?.colors ?? [];
    assert.ok(colors.includes(color as never), `colour of ${key}: ${color} in ${colors.join(', ')}`);
  }
  for (const [key, calendar] of Object.entries(e.calendar_of ?? {})) {
    assert.equal(day.celebrations.find((c) => c.key === key)?.calendar, calendar, `calendar of ${key}`);
  }
  const observances = day.observances.map((o) => o.key);
  if (e.observance) assert.ok(observances.includes(e.observance), `observance ${e.observance} (${observances.join(', ')})`);
  if (e.no_observance) assert.ok(!observances.includes(e.no_observance), `${e.no_observance} must not be observed`);
  for (const [key, name] of Object.entries(e.name_of ?? {})) {
    assert.equal(day.celebrations.find((c) => c.key === key)?.name, name, `name of ${key}`);
  }
}

describe('liturgical facts', () => {
  test('there are at least 80 facts and each names its source', () => {
    assert.ok(facts.length >= 80, `${facts.length} facts`);
    for (const f of facts) assert.ok(f.source.length > 5, `${f.date} has a source`);
  });

  for (const fact of facts) {
    const label = `${fact.date}${fact.calendar ? ` [${fact.calendar}]` : ''}${fact.locale ? ` (${fact.locale})` : ''}${fact.options ? ` ${JSON.stringify(fact.options)}` : ''}: ${JSON.stringify(fact.expect)}`;
    test(label, async () => {
      const day = await service.day(fact.date, { ...(fact.calendar ? { calendar: fact.calendar } : {}), ...(fact.locale ? { locale: fact.locale } : {}), ...fact.options });
      check(day, fact);
    });
  }
});

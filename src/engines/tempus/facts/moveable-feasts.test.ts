import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TempusService } from '../calendar.js';
import type { LiturgicalDay } from '../domain/liturgical-day.js';

/**
 * The moveable days of every year 1970-2100, placed by the rules themselves (GNLY 18-37 and the Table of
 * Liturgical Days; the conferences' transfers, GNLY 7), from an Easter computed here independently of the engine
 * (Meeus/Jones/Butcher's Gregorian algorithm), not from the engine's own computus.
 */
function easter(y: number): Date {
  const a = y % 19, b = Math.floor(y / 100), c = y % 100, d = Math.floor(b / 4), e = b % 4;
  const f = Math.floor((b + 8) / 25), g = Math.floor((b - f + 1) / 3), h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4), k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return new Date(Date.UTC(y, Math.floor(n / 31) - 1, (n % 31) + 1));
}
const iso = (d: Date) => d.toISOString().slice(0, 10);
const plus = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
/** The first Sunday on or after month/day. */
const sundayFrom = (y: number, month: number, day: number) => {
  const d = new Date(Date.UTC(y, month - 1, day));
  return plus(d, (7 - d.getUTCDay()) % 7);
};

const service = new TempusService({ cachedYears: 8 });
const FIRST = 1970, LAST = 2100;

/** [date, key] pairs a calendar must keep in year y. */
function expected(y: number, calendar: 'general-roman' | 'united-states'): Array<[Date, string]> {
  const e = easter(y);
  const sunday = calendar === 'united-states';
  const advent1 = sundayFrom(y, 11, 27);
  const christmasOnSunday = new Date(Date.UTC(y, 11, 25)).getUTCDay() === 0;
  const epiphany = sunday ? sundayFrom(y, 1, 2) : new Date(Date.UTC(y, 0, 6));
  // GNLY 38: the Baptism is the Sunday after 6 January; where the Epiphany is kept on 7 or 8 January, the Monday after.
  const baptism = sunday && epiphany.getUTCDate() >= 7 ? plus(epiphany, 1) : sundayFrom(y, 1, 7);
  return [
    [e, 'easter_sunday'],
    [plus(e, -46), 'ash_wednesday'],
    [plus(e, -7), 'palm_sunday_of_the_passion_of_the_lord'],
    [plus(e, -2), 'friday_of_the_passion_of_the_lord'],
    [plus(e, 7), 'divine_mercy_sunday'],
    // The US provinces may keep the Ascension on Sunday since 1999 (NCCB, November 1998); before, Thursday.
    [plus(e, sunday && y >= 1999 ? 42 : 39), 'ascension_of_the_lord'],
    [plus(e, 49), 'pentecost_sunday'],
    [plus(e, 56), 'most_holy_trinity'],
    [plus(e, sunday ? 63 : 60), 'most_holy_body_and_blood_of_christ'],
    [plus(e, 68), 'most_sacred_heart_of_jesus'],
    [plus(advent1, -7), 'our_lord_jesus_christ_king_of_the_universe'],
    [advent1, 'advent_1_sunday'],
    [epiphany, 'epiphany_of_the_lord'],
    [baptism, 'baptism_of_the_lord'],
    // GNLY 35: the Sunday within the octave, or 30 December when there is none.
    [christmasOnSunday ? new Date(Date.UTC(y, 11, 30)) : sundayFrom(y, 12, 26), 'holy_family_of_jesus_mary_and_joseph'],
  ];
}

async function daysOf(y: number, calendar: string): Promise<Map<string, LiturgicalDay>> {
  const r = await service.resolve({ calendar });
  return new Map((await service.year(y, r)).map((d) => [d.date, d]));
}

describe('moveable feasts 1970-2100, against the rules (tempus:easter:computus)', () => {
  for (const calendar of ['general-roman', 'united-states'] as const) {
    test(`${calendar}: Easter by an independent computus, and the days placed from it`, async () => {
      const wrong: string[] = [];
      for (let y = FIRST; y <= LAST; y++) {
        const days = await daysOf(y, calendar);
        for (const [date, key] of expected(y, calendar)) {
          const got = days.get(iso(date))?.celebrations[0]?.key;
          if (got !== key) wrong.push(`${iso(date)}: ${key} expected, ${got} found`);
        }
      }
      assert.deepEqual(wrong, []);
    });
  }

  test('Mary, Mother of the Church: the Monday after Pentecost from 2018, unless a feast outranks her; never before', async () => {
    const wrong: string[] = [];
    for (let y = FIRST; y <= LAST; y++) {
      const monday = iso(plus(easter(y), 50));
      const days = await daysOf(y, 'general-roman');
      const holders = [...days.values()].filter((d) => d.celebrations.some((c) => c.key === 'mary_mother_of_the_church'));
      const head = days.get(monday)!.celebrations[0]!;
      const outranked = head.rank === 'feast' || head.rank === 'solemnity';
      const want = y >= 2018 && !outranked ? [monday] : [];
      const got = holders.map((d) => d.date);
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${y}: ${got.join(',') || 'none'} (expected ${want.join(',') || 'none'})`);
      if (want.length && head.key !== 'mary_mother_of_the_church') wrong.push(`${monday}: ${head.key} celebrated`);
    }
    assert.deepEqual(wrong, []);
  });
});

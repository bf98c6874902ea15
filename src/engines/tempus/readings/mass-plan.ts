import type { Role } from '../../../refinery/lectionary/doc.js';
import type { LiturgicalDay } from '../domain/liturgical-day.js';

/** One Mass of a day and the table's day ids its readings come from (the first is the base; the rest add to it). */
export interface PlannedMass {
  id: string;
  name: string;
  dayIds: string[];
  /** Readings allowed in every year, offered as alternatives in those places (OLM: the Year A readings of the Holy Family, the Baptism, the Ascension's Epistle, Pentecost's Epistle and Gospel). */
  also?: { ids: string[]; roles: Role[] };
  /** Only one reading before the Gospel: the second reading's options become the first reading's alternatives (the Holy Family on 30 December). */
  oneReading?: true;
}

export interface MassPlan {
  masses: PlannedMass[];
  /** Why a day has no Mass of its own (Holy Saturday), or how the plan was chosen. */
  notes: string[];
}

const DAY_CODES = ['0Sun', '1Mon', '2Tue', '3Wed', '4Thu', '5Fri', '6Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const two = (n: number) => String(n).padStart(2, '0');
const weekdayIndex = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The table's ids of one weekday or Sunday: the base id, then the Sunday cycle's (A/B/C) and, in Ordinary Time, the weekday year's (1/2). */
function withCycles(base: string, day: LiturgicalDay, weekdayYear: boolean): string[] {
  const ids = [base, `${base} ${day.sunday_cycle}`];
  if (weekdayYear) ids.push(`${base} ${day.weekday_cycle === 'I' ? 1 : 2}`);
  return ids;
}

const single = (id: string, name: string, dayIds: string[], also?: PlannedMass['also']): PlannedMass => ({ id, name, dayIds, ...(also ? { also } : {}) });

/**
 * The Holy Family is kept on 30 December when no Sunday falls within the octave of Christmas (Christmas on a Sunday:
 * 2022, 2033), and then "with only one reading before the Gospel" (Roman Missal, the Holy Family).
 */
const onThirtiethOfDecember = (d: LiturgicalDay) => d.date.endsWith('-12-30');
const ONE_READING_NOTE =
  'The Holy Family kept on 30 December (no Sunday within the octave of Christmas) has only one reading before the Gospel (Roman Missal, the Holy Family): any of the first or second readings, given here as the first reading and its alternatives.';

/** Temporal celebrations the table keeps under ids of their own, by Tempus key. */
const BY_KEY: Record<string, (d: LiturgicalDay) => PlannedMass[]> = {
  nativity_of_the_lord: () => [
    single('vigil', 'Vigil Mass', ['Nativity of the Lord 1']),
    single('night', 'Mass during the Night', ['Nativity of the Lord 2']),
    single('dawn', 'Mass at Dawn', ['Nativity of the Lord 3']),
    single('day', 'Mass during the Day', ['Nativity of the Lord 4']),
  ],
  holy_family_of_jesus_mary_and_joseph: (d) => {
    const mass = single('day', 'Mass', withCycles('CW01-HolyFamily', d, false), { ids: ['CW01-HolyFamily A'], roles: ['first_reading', 'psalm', 'second_reading'] });
    return [onThirtiethOfDecember(d) ? { ...mass, oneReading: true } : mass];
  },
  second_sunday_after_christmas: (d) => [single('day', 'Mass', withCycles('CW02-0Sun', d, false))],
  epiphany_of_the_lord: (d) => [single('day', 'Mass during the Day', withCycles('CW03-Epiphany', d, false))],
  baptism_of_the_lord: (d) => [single('day', 'Mass', withCycles('CW04-Baptism', d, false), { ids: ['CW04-Baptism A'], roles: ['first_reading', 'psalm', 'second_reading'] })],
  holy_thursday: () => [single('chrism', 'Chrism Mass', ['LW06-4Thu~Chrism']), single('lords_supper', 'Evening Mass of the Lord’s Supper', ['LW06-4Thu'])],
  thursday_of_the_lords_supper: () => [single('chrism', 'Chrism Mass', ['LW06-4Thu~Chrism']), single('lords_supper', 'Evening Mass of the Lord’s Supper', ['LW06-4Thu'])],
  friday_of_the_passion_of_the_lord: () => [single('passion', 'Celebration of the Passion of the Lord', ['LW06-5Fri'])],
  easter_sunday: (d) => [
    single('easter_vigil', 'Easter Vigil in the Holy Night', withCycles('LW06-6Sat', d, false)),
    single('day', 'Mass during the Day', withCycles('EW01-0Sun', d, false)),
  ],
  ascension_of_the_lord: (d) => [single('day', 'Mass during the Day', withCycles('EW07-Ascension', d, false), { ids: ['EW07-Ascension A'], roles: ['second_reading'] })],
  pentecost_sunday: (d) => [single('vigil', 'Vigil Mass', ['EW08-Pentecost - Vigil']), single('day', 'Mass during the Day', withCycles('EW08-Pentecost', d, false), { ids: ['EW08-Pentecost A'], roles: ['second_reading', 'gospel'] })],
  most_holy_trinity: (d) => [single('day', 'Mass', withCycles('OW00-Trinity', d, false))],
  most_holy_body_and_blood_of_christ: (d) => [single('day', 'Mass', withCycles('OW00-CorpusChristi', d, false))],
  most_sacred_heart_of_jesus: (d) => [single('day', 'Mass', withCycles('OW00-SacredHeart', d, false))],
};

/**
 * The table's ids of the day's weekday or Sunday by its place in the season (what the Mass reads when no
 * celebration of higher rank has readings of its own). `epiphany` is the date of the Epiphany in the day's
 * calendar and year: the Christmas weekdays before and after it are numbered from it (OLM 212-219).
 */
export function seasonDayIds(day: LiturgicalDay, epiphany: string): string[] | undefined {
  const w = day.week_of_season;
  const wd = weekdayIndex(day.date);
  const code = DAY_CODES[wd]!;
  const [, month, dom] = day.date.split('-').map(Number) as [number, number, number];
  switch (day.season.key) {
    case 'advent':
      if (wd !== 0 && month === 12 && dom >= 17) return [`AW05-Dec${dom}`];
      return withCycles(`AW${two(w)}-${code}`, day, false);
    case 'christmas':
      if (month === 12 && dom >= 29) return [`CW01-Dec${dom}`];
      if (month === 1 && day.date < epiphany) return [`CW02-${MONTHS[0]}${dom}`];
      if (month === 1 && day.date > epiphany) return [`CW03-Day${Math.min(6, daysBetween(epiphany, day.date))}`];
      return undefined;
    case 'lent':
      return withCycles(`LW${two(w)}-${code}`, day, false);
    case 'easter':
      return withCycles(`EW${two(w)}-${code}`, day, false);
    case 'ordinary_time':
      return withCycles(`OW${two(w)}-${code}`, day, wd !== 0);
    default:
      return undefined;
  }
}

/** The Masses of the Proper of Time for a day (its key first, else its place in the season). */
export function temporalMasses(day: LiturgicalDay, epiphany: string, ascensionOnSunday = false): MassPlan {
  for (const c of day.celebrations) {
    const rule = BY_KEY[c.key];
    if (rule) {
      const masses = rule(day);
      return { masses, notes: masses.some((m) => m.oneReading) ? [ONE_READING_NOTE] : [] };
    }
  }
  if (day.celebrations.some((c) => c.key === 'holy_saturday')) {
    return { masses: [], notes: ['Holy Saturday has no Mass by day (Roman Missal, Holy Saturday 1); the Easter Vigil is the first Mass of Easter Sunday.'] };
  }
  // Christ the King closes Ordinary Time on the 34th Sunday: the table keeps it as that Sunday.
  const ids = seasonDayIds(day, epiphany);
  const seventh = ascensionOnSunday && day.calendar === 'united-states' ? seventhSundayOfEaster(day) : undefined;
  const notes = [...nationalFeastOfTheLord(day), ...(seventh ? [SEVENTH_SUNDAY_NOTE] : [])];
  return { masses: ids ? [single('day', 'Mass', ids, scrutinyReadings(day) ?? seventh)] : [], notes };
}

/**
 * In the United States, where the Ascension is kept on the Seventh Sunday of Easter, the Second Reading and Gospel
 * of that Sunday, which would not be heard, may be read on the Sixth Sunday of Easter (the USCCB's liturgical
 * calendar, after the Lectionary for Mass for the dioceses of the United States): offered as alternatives there.
 * Other conferences' provisions are not known here, so other calendars are left as the Lectionary has them.
 */
function seventhSundayOfEaster(day: LiturgicalDay): PlannedMass['also'] {
  if (day.season.key !== 'easter' || weekdayIndex(day.date) !== 0 || day.week_of_season !== 6) return undefined;
  return { ids: [`EW07-0Sun ${day.sunday_cycle}`], roles: ['second_reading', 'gospel'] };
}
const SEVENTH_SUNDAY_NOTE =
  'The Ascension is kept on the Seventh Sunday of Easter here: the Second Reading and Gospel of the Seventh Sunday may be read on the Sixth Sunday instead (USCCB), and are given as alternatives.';

/**
 * A feast or solemnity of the Lord that a national calendar adds to the Proper of Time (Our Lord Jesus Christ, the
 * Eternal High Priest, on the Thursday after Pentecost in England and Wales, Australia and the Netherlands) has
 * proper readings in its conference's supplement, which the table does not hold; and the Lectionary's Commons are
 * of the saints and of the dedication of a church, none of them for a mystery of the Lord. Its Mass is given the
 * day's readings, with a note saying so, rather than a Common's that would speak of a saint.
 */
function nationalFeastOfTheLord(day: LiturgicalDay): string[] {
  const c = day.celebrations[0];
  if (!c || c.proper !== 'time' || c.calendar === 'general-roman' || (c.rank !== 'feast' && c.rank !== 'solemnity')) return [];
  return [
    `${c.name}: its proper readings (in its conference's supplement to the Lectionary) are not in the lectionary table, and no Common of the Lectionary is for a feast of the Lord; the readings given are the weekday's.`,
  ];
}

/**
 * The Year A readings of the Third, Fourth and Fifth Sundays of Lent (the Samaritan woman, the man born blind,
 * Lazarus: the Gospels of the scrutinies) may be read in Years B and C too, above all where there are catechumens
 * (Lectionary for Mass 28, 31, 34): offered as alternatives in every place.
 */
function scrutinyReadings(day: LiturgicalDay): PlannedMass['also'] {
  const w = day.week_of_season;
  if (day.season.key !== 'lent' || weekdayIndex(day.date) !== 0 || w < 3 || w > 5 || day.sunday_cycle === 'A') return undefined;
  return { ids: [`LW${two(w)}-0Sun A`], roles: ['first_reading', 'psalm', 'second_reading', 'acclamation', 'gospel'] };
}

/**
 * Corrections to romcal 3.0.0's calendar bundles, applied to every locale of a bundle module once, when it is
 * imported (`calendars.ts`), so that romcal itself computes the corrected dates.
 */
type Defs = Array<{ fromCalendarId?: string; dateExceptions?: unknown }>;
type DateException = { ifIsBetween?: unknown; setDate?: Record<string, unknown> };
type BundleModule = Record<string, { inputs?: Record<string, Defs> }>;

/** Moved to the Sunday when on a Saturday (the day after) or on a Monday (the day before). */
const TO_SUNDAY_FROM_SATURDAY_OR_MONDAY = [
  { ifIsDayOfWeek: 1, setDate: { subtractDay: 1 } },
  { ifIsDayOfWeek: 6, setDate: { addDay: 1 } },
];

/**
 * England and Wales: holy days that fall on a Saturday or a Monday are transferred to the Sunday (Bishops'
 * Conference, 1984; the Liturgy Office's table keeps All Saints on Sunday 31 October 2027). romcal's England bundle
 * does so for Saints Peter and Paul and the Assumption, but moves All Saints only from a Saturday.
 */
export function correctEngland<T>(mod: T): T {
  for (const bundle of Object.values(mod as BundleModule)) {
    const own = bundle?.inputs?.all_saints?.find((d) => d.fromCalendarId === 'england');
    if (own) own.dateExceptions = TO_SUNDAY_FROM_SATURDAY_OR_MONDAY;
    const george = bundle?.inputs?.george_of_lydda_martyr?.find((d) => d.fromCalendarId === 'england');
    if (george) george.dateExceptions = [].concat(george.dateExceptions as never).map(toMondayAfterDivineMercy);
  }
  return mod;
}

/**
 * Saint George, patron of England (a solemnity there), falling between Palm Sunday and the Second Sunday of Easter
 * goes to the Monday after it (GNLY 60). The bundle says so as `{ dateFn: 'divineMercySunday', addDay: 1 }`, but
 * romcal 3.0.0 adds such a day to the impeded date itself (23 April → 24 April, still in the octave), so George was
 * lost in those years (2011, 2014, 2019, 2022, 2025 …). The same Monday named by romcal's own date function, the
 * Monday of the Second Week of Easter, is read correctly.
 */
function toMondayAfterDivineMercy(e: DateException): DateException {
  if (e.setDate?.dateFn !== 'divineMercySunday' || e.setDate.addDay !== 1) return e;
  return { ...e, setDate: { dateFn: 'weekdayOrSundayOfEasterTime', dateArgs: [1, 2] } };
}

/**
 * Celebrations a national bundle moves from a Saturday or Monday to the Sunday (England and Wales: Saints Peter and
 * Paul, the Assumption, All Saints, and All Souls, which then leaves the Sunday for the Monday).
 */
const MOVED_FROM_SATURDAY_OR_MONDAY = [
  'peter_and_paul_apostles',
  'assumption_of_the_blessed_virgin_mary',
  'all_saints',
  'commemoration_of_all_the_faithful_departed',
];

/**
 * A copy of a bundle without the calendar's own definitions of those celebrations, so that romcal keeps the General
 * Roman Calendar's dates: the years before the conference decided the transfer (national-transfers.ts). The
 * bundle's other definitions are shared, not copied.
 */
export function withoutSaturdayMondayTransfers<T extends { inputs?: unknown }>(bundle: T, calendarId: string): T {
  const own = calendarId.replaceAll('-', '_');
  const inputs = { ...(bundle.inputs as Record<string, Defs>) };
  for (const id of MOVED_FROM_SATURDAY_OR_MONDAY) {
    const defs = inputs[id];
    if (defs) inputs[id] = defs.filter((d) => d.fromCalendarId !== own);
  }
  return { ...bundle, inputs };
}

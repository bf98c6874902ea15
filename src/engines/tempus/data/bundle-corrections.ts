/**
 * Corrections to romcal 3.0.0's calendar bundles, applied to every locale of a bundle module once, when it is
 * imported (`calendars.ts`), so that romcal itself computes the corrected dates.
 */
type Defs = Array<{ fromCalendarId?: string; dateExceptions?: unknown }>;
type DateException = { ifIsBetween?: unknown; setDate?: Record<string, unknown> };
type BundleModule = Record<string, { inputs?: Record<string, Defs>; martyrology?: Record<string, unknown>; i18n?: { names?: Record<string, string> } }>;

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

const WILLIBRORD = 'willibrord_of_utrecht_bishop';
const WILLIBRORD_NAME = `${WILLIBRORD}_patron_of_the_netherlands`;

/**
 * His name per locale (the romcal export suffix: `Netherlands_PtBr` → `PtBr`). Latin, Czech, German and Slovak are
 * those of romcal's England bundle, which keeps him on the same day; a locale not listed reads the English one.
 */
const WILLIBRORD_NAMES: Readonly<Record<string, string>> = {
  En: 'Saint Willibrord, Bishop, Patron of the Netherlands',
  La: 'S. Willibrordi, episcopi',
  Cs: 'Sv. Willibrorda, biskupa',
  De: 'Hl. Willibrord, Bischof',
  Fr: 'Saint Willibrord, évêque',
  It: 'San Villibrordo, vescovo',
  Sk: 'Svätého Willibrorda, biskupa',
};

/**
 * The Netherlands: Saint Willibrord, bishop, patron of the Dutch church province, a solemnity on 7 November (the
 * Dutch proper calendar as the Liturgical Calendar API encodes it: `Willibrord`, grade 6, 7 November, white, since
 * 1979). romcal's Netherlands bundle has no Dutch celebrations but the Eternal High Priest, so Lumen inscribes him
 * as a proper solemnity of the principal patron (Table of Liturgical Days 4a), under the key romcal's England bundle
 * gives him. Like the rest of the national calendars he is listed in every year (docs/tempus.md, Known limits).
 */
export function correctNetherlands<T>(mod: T): T {
  for (const [name, bundle] of Object.entries(mod as BundleModule)) {
    if (!bundle?.inputs) continue;
    const suffix = name.slice(name.indexOf('_') + 1);
    bundle.inputs[WILLIBRORD] = [
      {
        dateDef: { month: 11, date: 7 },
        precedence: 'PROPER_SOLEMNITY__PRINCIPAL_PATRON_4A',
        customLocaleId: WILLIBRORD_NAME,
        fromCalendarId: 'netherlands',
      } as Defs[number],
    ];
    bundle.martyrology = { ...bundle.martyrology, [WILLIBRORD]: { canonizationLevel: 'SAINT', titles: ['BISHOP'] } };
    if (bundle.i18n) bundle.i18n.names = { ...bundle.i18n.names, [WILLIBRORD_NAME]: WILLIBRORD_NAMES[suffix] ?? WILLIBRORD_NAMES.En! };
  }
  return mod;
}

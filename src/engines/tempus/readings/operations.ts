import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { andThen } from '../../../platform/maybe-promise.js';
import { type Operation, defineOperation } from '../../../platform/operations/define.js';
import type { TempusService } from '../calendar.js';
import { commonsOf } from '../data/celebration-commons.js';
import { CalendarQueryShape, TzQueryShape, dayQuery, maxAgeForDate, todayOrRefuse } from '../query.js';
import { dayReadings, epiphanyDate } from './day-readings.js';
import type { LectionaryData } from './lectionary-data.js';
import { DayReadingsSchema } from './schema.js';
import { type ScriptureTexts, TRANSLATIONS, type Translation } from './scripture-port.js';
import { IsoDate } from '../../../platform/operations/date-schemas.js';

const ReadingsQueryShape = {
  ...CalendarQueryShape,
  translation: z
    .string()
    .optional()
    .describe('texts to include, comma-separated: drb (Douay-Rheims), vulgate (Clementine Vulgate), or none for citations only (default drb)'),
};

/** What is wrong with the translations asked for: `none` only stands alone; an empty item is a stray comma. */
function badMessage(bad: readonly string[]): string {
  if (bad.includes('none')) return 'none (citations only) cannot be combined with a translation';
  if (bad.includes('')) return 'an empty item (a stray comma)';
  return `unknown: ${bad.join(', ')}`;
}

function translationsOf(value: string | undefined): Translation[] {
  if (value === undefined) return ['drb'];
  if (value === 'none') return [];
  const asked = value.split(',').map((t) => t.trim().toLowerCase());
  const bad = asked.filter((t) => !(TRANSLATIONS as readonly string[]).includes(t));
  if (bad.length > 0 || asked.length === 0) {
    throw problem('unknown_readings_translation', `translation '${value}' is not a list of ${TRANSLATIONS.join(', ')} (or none)`, {
      errors: [{ field: 'query.translation', message: badMessage(bad) }],
      extra: { parameter: 'query.translation', allowed: [...TRANSLATIONS, 'none'] },
    });
  }
  return [...new Set(asked)] as Translation[];
}

const DESCRIPTION =
  'The Mass readings of a date in the Roman Rite (Lectionary for Mass, 1981): every Mass of the day (the four of Christmas, vigils, the Chrism Mass and the Lord’s Supper, the Easter Vigil with its seven Old Testament readings and psalms), each reading with its role, the citation as an English lectionary prints it and in the Douay-Rheims/Vulgate numbering, OSIS, alternatives and short forms, and the text in the Douay-Rheims (drb) and/or Clementine Vulgate (vulgate). A memorial’s proper or common readings are offered as choices. Responsorial psalm refrains are not in the source data.';

type Cited = { text?: unknown; short_form?: Cited; alternatives?: Cited[] };
const withoutText = <T extends Cited>({ text: _text, short_form, alternatives, ...rest }: T): T =>
  ({
    ...rest,
    ...(short_form ? { short_form: withoutText(short_form) } : {}),
    ...(alternatives ? { alternatives: alternatives.map(withoutText) } : {}),
  }) as T;

/**
 * The tools' shorter answer for a day whose texts are more than a tool result carries (a weekday with optional
 * memorials, each offering a Common's readings and their alternatives: up to 200 KiB of Douay-Rheims): every Mass of
 * the day keeps its texts, the choices keep their citations and OSIS, and a note says where their texts are.
 */
export function readingsWithoutChoiceTexts<T extends { choices: Array<{ readings: Cited[] }>; notes: string[] }>(day: T): T {
  return {
    ...day,
    choices: day.choices.map((c) => ({ ...c, readings: c.readings.map(withoutText) })),
    notes: [...day.notes, CHOICE_TEXTS_LEFT_OUT],
  };
}

export const CHOICE_TEXTS_LEFT_OUT =
  'The texts of the choices are left out (the whole answer is more than a tool result carries): read one with the bible_passage tool, ref: its osis.';

const MCP_NARROW = 'give one translation (drb or vulgate), or translation=none for the citations and OSIS only, and read a reading with the bible_passage tool (ref: its osis)';

/** GET /days/{date}/readings and /today/readings (under /v1/ordo and /v1/tempus). */
export function readingsOperations(service: TempusService, lectionary: LectionaryData, scripture: () => ScriptureTexts | undefined): Operation[] {
  const build = (date: string, year: number, query: z.output<z.ZodObject<typeof ReadingsQueryShape>>) => {
    const translations = translationsOf(query.translation);
    const open = lectionary.need();
    return andThen(service.resolve(dayQuery(query)), (r) =>
      andThen(service.dayResolved(date, year, r), (day) =>
        andThen(commonsOf(r.calendar), (commons) => {
          const options = service.optionsForYear(r, year);
          return dayReadings(open, day, epiphanyDate(year, options.epiphany_on_sunday), translations, scripture(), commons, options.ascension_on_sunday);
        }),
      ),
    );
  };

  const day = defineOperation({
    id: 'tempus.days.readings',
    summary: 'The Mass readings of a date: citations, OSIS and Douay-Rheims / Vulgate text',
    description: DESCRIPTION,
    method: 'GET',
    path: '/days/{date}/readings',
    params: z.object({ date: IsoDate.describe('YYYY-MM-DD') }),
    query: z.object(ReadingsQueryShape),
    output: DayReadingsSchema,
    problems: ['unknown_readings_translation', 'dataset_missing'],
    cache: { etag: true, maxAgeS: ({ params }) => maxAgeForDate(params.date), shared: true },
    mcp: {
      use: 'Use it when asked for the Mass readings (Gospel, psalm, first reading) of a given date, with their text.',
      description: `${DESCRIPTION} Give the date as YYYY-MM-DD; calendar= a national calendar (transferred solemnities bring their readings).`,
      narrow: MCP_NARROW,
      shorten: readingsWithoutChoiceTexts,
    },
    handler: ({ params, query }) => build(params.date, service.checkDate(params.date), query),
  });

  const today = defineOperation({
    id: 'tempus.today.readings',
    mcp: { use: "Use it when asked for today's Mass readings or today's Gospel.", narrow: MCP_NARROW, shorten: readingsWithoutChoiceTexts },
    summary: 'The Mass readings of today in a time zone',
    description: DESCRIPTION,
    method: 'GET',
    path: '/today/readings',
    query: z.object({ ...ReadingsQueryShape, ...TzQueryShape }),
    output: DayReadingsSchema.extend({ time_zone: z.string() }),
    problems: ['unknown_readings_translation', 'unknown_time_zone', 'dataset_missing'],
    cache: { etag: true, maxAgeS: 300 },
    handler: ({ query }) => {
      const tz = query.tz ?? 'UTC';
      const date = todayOrRefuse(tz);
      return andThen(build(date, Number(date.slice(0, 4)), query), (out) => ({ ...out, time_zone: tz }));
    },
  });
  return [day, today];
}

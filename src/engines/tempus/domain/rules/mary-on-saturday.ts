import type { Celebration } from '../liturgical-day.js';
import type { DayRule } from './draft-day.js';

export const MARY_ON_SATURDAY = 'blessed_virgin_mary_on_saturday';

/**
 * The celebration's name per locale, as the Missal and the Hours of each language title it (Latin: "Sancta Maria in
 * sabbato"). Tamil has no name here: it reads the English one (docs/tempus.md).
 */
const NAMES: Readonly<Record<string, string>> = {
  en: 'The Blessed Virgin Mary on Saturday',
  la: 'Sancta Maria in sabbato',
  cs: 'Sobotní památka Panny Marie',
  de: 'Marien-Samstag',
  es: 'Santa María en sábado',
  fr: 'La Vierge Marie le samedi',
  it: 'Santa Maria in sabato',
  pl: 'Najświętszej Maryi Panny w sobotę',
  'pt-br': 'Santa Maria no sábado',
  sk: 'Spomienka Panny Márie v sobotu',
};

const nameIn = (locale: string): string => NAMES[locale] ?? NAMES[locale.split('-')[0]!] ?? NAMES.en!;

/**
 * GNLY 15 (and the Missal, Common of the Blessed Virgin Mary): on Saturdays in Ordinary Time on which there is no
 * obligatory memorial, the optional memorial of the Blessed Virgin Mary may be celebrated. romcal 3.0.0 has no
 * such celebration, so Lumen offers it, after the day's other optional memorials, wherever the celebration of the
 * day is the Saturday itself: not beside a memorial, feast or solemnity, and not in another season. Every calendar
 * Tempus serves is built on the General Roman Calendar, so every one offers it.
 */
export const maryOnSaturday: DayRule = (day, ctx) => {
  if (day.weekday !== 'saturday' || day.season.key !== 'ordinary_time') return day;
  if (day.celebrations[0]?.rank !== 'weekday' || day.celebrations.some((c) => c.key === MARY_ON_SATURDAY)) return day;
  const mary: Celebration = {
    key: MARY_ON_SATURDAY,
    name: nameIn(day.locale),
    rank: 'optional_memorial',
    rank_name: ctx.rankNames.optional_memorial,
    precedence: 12,
    colors: ['white'],
    is_optional: true,
    holy_day_of_obligation: false,
    proper: 'saints',
    calendar: 'general-roman',
  };
  return { ...day, celebrations: [...day.celebrations, mary] };
};

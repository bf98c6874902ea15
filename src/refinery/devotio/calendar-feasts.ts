import { correctedRomcalName } from '../../engines/tempus/data/romcal-name-slips.js';
import { type LitcalFeast, matchLitcal } from './litcal-index.js';
import { normaliseColors, rankFromGrade, rankFromPrecedence } from './ranks.js';
import type { FeastDraft } from './saint-draft.js';
import { mmdd } from './saint-draft.js';
import type { GrcCelebration, LitcalTemporaleEvent } from './source-types.js';

/** romcal names a rule for some fixed-date solemnities (they move when impeded); their nominal dates. */
const NOMINAL_DATES: Record<string, string> = {
  presentationOfTheLord: '02-02',
  annunciation: '03-25',
  nativityOfJohnTheBaptist: '06-24',
  peterAndPaulApostles: '06-29',
  transfiguration: '08-06',
  assumption: '08-15',
  exaltationOfTheHolyCross: '09-14',
  allSaints: '11-01',
  immaculateConceptionOfMary: '12-08',
};

function celebrationDate(c: GrcCelebration): string | null {
  const d = c.date as { month?: number; date?: number; dateFn?: string } | undefined;
  if (d?.month && d.date) return mmdd(d.month, d.date);
  if (d?.dateFn) return NOMINAL_DATES[d.dateFn] ?? null;
  return null;
}

/**
 * A General Roman Calendar feast from romcal, completed from LitCal where both list it (LitCal carries the
 * colour of every memorial; romcal only of some). Without either colour, martyrs are red and others white
 * (General Instruction of the Roman Missal §346 b, d).
 */
export function generalRomanFeast(c: GrcCelebration, litcal: readonly LitcalFeast[], martyr: boolean): FeastDraft {
  const date = celebrationDate(c);
  const lc = date ? matchLitcal(litcal, date, c.name_en) : undefined;
  let colors = normaliseColors(c.colors);
  if (colors.length === 0 && lc) colors = lc.colors;
  if (colors.length === 0) colors = [martyr ? 'red' : 'white'];
  return {
    calendar: 'general-roman',
    date,
    rank: rankFromPrecedence(c.precedence),
    colors,
    celebration: { key: c.id, name: { en: correctedRomcalName(c.name_en), ...(c.name_la ? { la: c.name_la } : {}) } },
    keys: lc ? [c.id, lc.key] : [c.id],
  };
}

/** A feast from a national proper of saints (LitCal missals for the United States, Italy). */
export function nationalFeast(lc: LitcalFeast): FeastDraft {
  return {
    calendar: lc.calendar,
    date: lc.date,
    rank: rankFromGrade(lc.grade),
    colors: lc.colors,
    celebration: { key: lc.key, name: lc.name.en || lc.name.it ? lc.name : { en: lc.key } },
    keys: [lc.key],
  };
}

/**
 * Celebrations of saints that romcal and LitCal keep with the Proper of Time, their day being reckoned from
 * Christmas, so that neither's proper of saints lists them: the Solemnity of Mary, the Holy Mother of God, on the
 * octave day of the Nativity, 1 January (General Norms for the Liturgical Year and the Calendar §35 f). romcal's
 * catalogue id (the key Tempus gives the day), LitCal's event key (rank, colour, Latin title) and the day.
 */
export const SAINTS_OF_THE_PROPER_OF_TIME = [{ romcal: 'mary_mother_of_god', litcal: 'MaryMotherOfGod', date: '01-01' }] as const;

/** "SOLLEMNITAS SANCTÆ DEI GENITRICIS MARIÆ", as LitCal prints a solemnity, → "Sollemnitas Sanctæ Dei Genitricis Mariæ". */
const unshouted = (title: string) => (title === title.toUpperCase() ? title.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase()) : title);

/** A feast of the General Roman Calendar from LitCal's Proper of Time, named as romcal's catalogue names it. */
export function properOfTimeFeast(
  of: (typeof SAINTS_OF_THE_PROPER_OF_TIME)[number],
  temporale: { events: readonly LitcalTemporaleEvent[]; la: Record<string, string> },
  name: string,
): FeastDraft | null {
  const event = temporale.events.find((e) => e.event_key === of.litcal);
  if (!event) return null;
  const la = temporale.la[of.litcal];
  return {
    calendar: 'general-roman',
    date: of.date,
    rank: rankFromGrade(event.grade),
    colors: event.color.map((c) => c.toLowerCase()),
    celebration: { key: of.romcal, name: { en: name, ...(la ? { la: unshouted(la) } : {}) } },
    keys: [of.romcal, of.litcal],
  };
}

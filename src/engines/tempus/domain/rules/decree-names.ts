import type { DayRule } from './draft-day.js';

/**
 * Celebrations of the General Roman Calendar renamed by a decree, with the name they bore before it. romcal
 * gives the current name to every year; a calendar of 2020 must read as 2020 did. Decrees and names from the
 * Liturgical Calendar API's source data (Apache-2.0): `sourcedata/decrees/decrees.json` (the decree, its year)
 * and `sourcedata/missals/propriumdesanctis_1970/i18n/<lang>.json` (the name before it). A locale whose 1970
 * name the data does not carry keeps romcal's name, and the note says so.
 */
interface Renaming {
  since: number;
  source: string;
  /** The name before the decree, by LitCal language (en, la, fr, it, pl, sk …). */
  before: Readonly<Record<string, string>>;
}

export const RENAMED_BY_DECREE: Readonly<Record<string, Renaming>> = {
  // StMartha_NameChange: "Saints Martha, Mary and Lazarus" from 2021.
  martha_of_bethany_mary_of_bethany_and_lazarus_of_bethany: {
    since: 2021,
    source: 'CDW decree Prot. N. 35/21 of 26 January 2021',
    before: { en: 'Saint Martha', la: 'Sanctæ Marthæ', fr: 'Sainte Marthe', it: 'Santa Marta', pl: 'Święta Marta', sk: 'Svätej Marty' },
  },
  // StThereseChildJesus_Doctor: declared a Doctor of the Church on 19 October 1997, in the calendar from 1998.
  therese_of_the_child_jesus_and_the_holy_face_of_lisieux_virgin: {
    since: 1998,
    source: 'John Paul II, apostolic letter Divini amoris scientia of 19 October 1997',
    before: {
      en: 'Saint Thérèse of the Child Jesus, Virgin',
      la: 'Sanctæ Teresiæ a Iesu Infante, virginis',
      fr: "Sainte Thérèse de l'Enfant-Jésus, vierge",
      it: 'Santa Teresa di Gesù Bambino, vergine',
      pl: 'Święta Teresa od Dzieciątka Jezus, Dziewica',
      sk: 'Svätej Terézie od Dieťaťa Ježiša, panny',
    },
  },
  // StIrenaeus_Doctor: declared a Doctor of the Church (Doctor unitatis) on 21 January 2022.
  irenaeus_of_lyon_bishop: {
    since: 2022,
    source: 'Francis, decree of 21 January 2022 declaring Saint Irenaeus of Lyon a Doctor of the Church',
    before: {
      en: 'Saint Irenaeus, Bishop and Martyr',
      la: 'Sancti Irenæi, episcopi et martyris',
      fr: 'Saint Irénée, évêque et martyr',
      it: "Sant'Ireneo, vescovo e martire",
      sk: 'Svätého Irenea, biskupa a mučeníka',
    },
  },
};

/** Tempus locales → the LitCal language whose names they read (`en-gb` reads the English names). */
const LANGUAGE: Readonly<Record<string, string>> = { 'en-gb': 'en', 'en-ie': 'en', 'pt-br': 'pt' };

/** A renamed celebration reads, in the years before its decree, as it did then. */
export const nameAsOfTheYear: DayRule = (day, ctx) => {
  let celebrations = day.celebrations;
  const notes: string[] = [];
  celebrations.forEach((c, i) => {
    const rule = RENAMED_BY_DECREE[c.key];
    if (!rule || c.calendar !== 'general-roman' || ctx.year >= rule.since) return;
    const before = rule.before[LANGUAGE[day.locale] ?? day.locale];
    if (celebrations === day.celebrations) celebrations = day.celebrations.slice();
    if (before) {
      celebrations[i] = { ...c, name: before };
      notes.push(`${before}: so named before ${rule.since}; "${c.name}" from ${rule.since} (${rule.source}).`);
    } else {
      notes.push(`${c.name}: the name from ${rule.since} (${rule.source}); the earlier name in this language is not in the calendar data.`);
    }
  });
  return notes.length === 0 ? day : { ...day, celebrations, notes: [...day.notes, ...notes] };
};

const WORD_OF_GOD = 'sunday_of_the_word_of_god';
/** romcal's English name joins the two; before the apostolic letter only the first part was the day's name. */
const WORD_OF_GOD_SUFFIX = /,\s*or Sunday of the Word of God$/;

/**
 * The Sunday of the Word of God was instituted by Francis's apostolic letter Aperuit illis (30 September 2019) and
 * first kept on 26 January 2020; romcal names the Third Sunday in Ordinary Time so in every year. Before 2020 the
 * day reads as the Third Sunday (its key, readings and rank are unchanged), with a note.
 */
export const wordOfGodSundayFrom2020: DayRule = (day, ctx) => {
  if (ctx.year >= 2020) return day;
  const i = day.celebrations.findIndex((c) => c.key === WORD_OF_GOD && WORD_OF_GOD_SUFFIX.test(c.name));
  if (i < 0) return day;
  const c = day.celebrations[i]!;
  const celebrations = day.celebrations.slice();
  celebrations[i] = { ...c, name: c.name.replace(WORD_OF_GOD_SUFFIX, '') };
  const note = `${celebrations[i]!.name}: the Sunday of the Word of God was instituted by the apostolic letter Aperuit illis (30 September 2019) and first kept on 26 January 2020.`;
  return { ...day, celebrations, notes: [...day.notes, note] };
};

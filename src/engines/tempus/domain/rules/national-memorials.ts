import type { DayRule } from './draft-day.js';

/** An optional memorial of the General Roman Calendar that a conference made obligatory, from the year it took effect. */
interface RaisedMemorial {
  calendar: string;
  key: string;
  since: number;
  source: string;
}

/**
 * Memorials made obligatory in a national calendar. romcal's bundles do not have them, or keep them for every
 * year; each is dated here by its decree (before that year the General Roman Calendar's optional memorial stands).
 */
export const RAISED_MEMORIALS: readonly RaisedMemorial[] = [
  {
    calendar: 'italy',
    key: 'nicholas_of_myra_bishop',
    since: 2017,
    source: 'CDW decree Prot. N. 531/16 of 4 November 2016, at the request of the CEI, binding from 6 December 2017',
  },
];

/**
 * The memorial becomes the celebration of the day where the day is an ordinary weekday (precedence 13). A higher
 * day (a Sunday, a feast, a solemnity) keeps it out, as romcal already does, and on a privileged weekday (17-24
 * December, Lent, precedence 9) it stays a commemoration. Other optional memorials give way to it (GNLY 14).
 */
export const nationalMemorials: DayRule = (day, ctx) => {
  let out = day;
  for (const r of RAISED_MEMORIALS) {
    if (ctx.calendar !== r.calendar || ctx.year < r.since) continue;
    const c = out.celebrations.find((x) => x.key === r.key && x.rank === 'optional_memorial');
    if (!c || out.celebrations[0]?.precedence !== 13) continue;
    const raised = { ...c, rank: 'memorial' as const, rank_name: ctx.rankNames.memorial, precedence: 11, is_optional: false };
    const note = `${c.name}: an obligatory memorial in this calendar from ${r.since} (${r.source}).`;
    out = { ...out, celebrations: [raised], notes: [...out.notes, note] };
  }
  return out;
};

import type { SaintDraft } from './saint-draft.js';

/**
 * How prominent a record is, for ordering search results that match equally well (lower comes first;
 * docs/devotio.md "Ranking"). In this order of weight:
 * 1. the highest rank of the record's feasts in the General Roman Calendar (solemnity, feast, memorial, optional
 *    memorial; General Norms for the Liturgical Year §§ 8-15), then a feast in a national calendar only, then the
 *    Martyrology only (a local namesake);
 * 2. a Doctor of the Church, an Apostle or an Evangelist before others of the same rank;
 * 3. a person before the group celebrated with them (Paul before "Peter and Paul");
 * 4. a canonized saint before a blessed.
 */
const GENERAL_RANK: Record<string, number> = {
  solemnity: 0,
  'feast of the Lord': 0,
  feast: 1,
  memorial: 2,
  'optional memorial': 3,
  commemoration: 4,
};
const NATIONAL_ONLY = 5;
const MARTYROLOGY_ONLY = 6;
const EMINENT = ['doctor_of_the_church', 'apostle', 'evangelist'];

export function prominence(s: SaintDraft): number {
  const general = s.feasts.filter((f) => f.calendar === 'general-roman').map((f) => GENERAL_RANK[f.rank] ?? 4);
  const tier = general.length > 0 ? Math.min(...general) : s.feasts.length > 0 ? NATIONAL_ONLY : MARTYROLOGY_ONLY;
  const eminent = s.titles.some((t) => EMINENT.includes(t)) ? 0 : 1;
  const group = s.kind === 'group' ? 2 : 0;
  const blessed = s.canonization === 'blessed' ? 1 : 0;
  return tier * 100 + eminent * 10 + group + blessed;
}

import type { VersePoint } from './parse-passage.js';

/**
 * Greek Esther's prayers, which the Tamil Bible numbers 4:17a-z (as the Septuagint does, with letters that no
 * verse parser can range over), are Vulgate Esther 13-14. The two citations of the table, given in the Vulgate's
 * numbering (OLM: Est C:12,14-16,23-25 for Thursday of Lent I = Vulgate 14:1,3-5,12-14; Mordecai's prayer C:2-4,7
 * = Vulgate 13:9-11,15).
 */
export const GREEK_ESTHER_IN_VULGATE: Readonly<Record<string, string>> = {
  '4:17k-m,r-t': '14:1,3-5,12-14',
  '4:17b-e,h': '13:9-11,15',
};

export const GREEK_ESTHER = 'எஸ்(கி)';
export const GREEK_DANIEL = 'தானி(இ)';

/**
 * Greek Daniel as the Tamil Bible numbers it apart: 1 is the Prayer of Azariah and the Song of the Three (Vulgate
 * Daniel 3:24-90, so Tamil 1:29 is 3:52), 2 is Susanna (Vulgate 13), 3 is Bel and the Dragon (Vulgate 14).
 */
export function greekDanielInVulgate(p: VersePoint): VersePoint {
  if (p.chapter === 1) return { ...p, chapter: 3, verse: p.verse + 23 };
  return { ...p, chapter: p.chapter + 11 };
}

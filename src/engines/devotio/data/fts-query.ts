import { foldText } from '../../../platform/text/fold-text.js';
import { saintSpellings } from '../../../platform/text/saint-spellings.js';

/**
 * The words of a user's search text, folded as the index is (at most 12). An honorific (`St.`, `Saint`, `Bl.`,
 * `Sts`) is left out when other words remain: every record here is a saint or a blessed, and the names say so
 * only in some sources ("Saint Thomas Aquinas" in the registry, "Thomas Aquinas" in the catalogue), so `St Thomas
 * Aquinas` is `Thomas Aquinas`, and `st` is not the beginning of Stryjas.
 */
export function searchWords(q: string): string[] {
  const words = foldText(q).split(' ').filter(Boolean);
  const named = words.filter((w) => !saintSpellings(w));
  return (named.length > 0 ? named : words).slice(0, 12);
}

/**
 * Turns a user's search text into an FTS5 query over folded text: every word must match, each as a prefix
 * (`aquin` finds Aquinas). Words are quoted, so FTS5 operators typed by a user are plain text.
 */
export function ftsQuery(q: string): string | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  return words.map((w) => `"${w}"*`).join(' AND ');
}

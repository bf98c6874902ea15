import { foldText } from '../../../platform/text/fold-text.js';

/** The words of a user's search text, folded as the index is (at most 12). */
export function searchWords(q: string): string[] {
  return foldText(q).split(' ').filter(Boolean).slice(0, 12);
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

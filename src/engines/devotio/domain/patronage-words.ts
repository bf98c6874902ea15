import { foldText } from '../../../platform/text/fold-text.js';

/**
 * Words a `patronage=` search leaves out: how a patronage is named rather than what it is of, so `patron of
 * Europe`, `patron_of_europe` (romcal's spelling) and `europe` are one search, and `co-patroness` adds nothing.
 */
const NAMING_WORDS = new Set(['patron', 'patrons', 'patroness', 'patronesses', 'patronage', 'co', 'copatron', 'copatroness', 'of', 'the', 'and', 'a', 'an', 'all', 'saint', 'st']);

/**
 * The words of a `patronage=` search, folded as the dataset stores patronages (accents and case aside): every one
 * must begin a word of one patronage of the saint (`priest` finds "parish priests", `ecolog` "ecology"). Empty
 * when the text names no patronage (`patron`, `*`): such a search finds nothing, as a `q` without a word does.
 */
export function patronageWords(text: string): string[] {
  return foldText(text)
    .split(' ')
    .filter((w) => w && !NAMING_WORDS.has(w))
    .slice(0, 12);
}

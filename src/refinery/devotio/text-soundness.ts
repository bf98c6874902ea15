/**
 * Signs that a text was damaged on its way into a source, or by our own merge. Each check returns a short reason
 * or null; the merge uses them to refuse a damaged name (and report it), the validation stage to refuse a record.
 */

/** What `String(x)` leaves of a value that was not text: `[object Object]`, `undefined`, `NaN`, `null`. */
export function serialisationLeftover(text: string): string | null {
  const m = /\[object \w*\]|\bundefined\b|\bNaN\b|^null$/.exec(text);
  return m ? `serialisation leftover "${m[0]}"` : null;
}

/** UTF-8 read as Latin-1 or Windows-1252 (`Ã©` for é, `â€™` for ’), and the replacement character. */
const MOJIBAKE = /Ã[\u0080-\u00bf]|Â[\u00a0-\u00bf]|â€[\u0080-\u00bf\u2018-\u201d\u2122]|\ufffd/u;

/**
 * Vietnamese letters broken by a lossy conversion, as CRMEDR's Italian names carry them: the base vowel doubled
 * before its circumflex form (`Vieê` for Việt, `Tuaâ` for Tuấn), or ñ standing for a lost tilde (`Dñô`, `Duñng`).
 * Spanish ñ always has a vowel on each side (Muñoz, Orduña).
 */
const BROKEN_VIETNAMESE = /aâ|eê|oô|[^aeiouáéíóú\s]ñ|ñ(?![aeiouáéíóú])/iu;

/** A combining mark with no base letter (at the start, after a space or punctuation), or marks that NFC leaves loose. */
function strayCombiningMark(text: string): boolean {
  if (/(^|[^\p{L}\p{M}])\p{M}/u.test(text)) return true;
  // After NFC a Latin, Greek or Cyrillic letter with a mark is one code point; a mark still loose there is damage.
  return /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]\p{M}{2,}/u.test(text.normalize('NFC'));
}

export function damagedText(text: string): string | null {
  if (MOJIBAKE.test(text)) return 'mojibake or replacement character';
  if (strayCombiningMark(text)) return 'stray combining mark';
  const v = BROKEN_VIETNAMESE.exec(text);
  if (v) return `damaged letters "${v[0]}"`;
  return null;
}

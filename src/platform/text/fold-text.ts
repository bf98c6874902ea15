const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Folds text for accent- and case-insensitive matching: Unicode compatibility decomposition, combining marks
 * removed, the Latin ligatures æ/œ spelled out (SQLite's unicode61 tokenizer keeps them as letters), lower case,
 * and anything that is not a letter or digit turned into a single space. Builders index folded text and the
 * engines fold queries the same way, so `Tomás`, `TOMAS` and `tomas` meet.
 */
export function foldText(input: string): string {
  // Printable ASCII has nothing to decompose or spell out and its only letters are a-z once lower-cased: the same
  // result as below for a tenth of the work (most names of a large import, e.g. the synthetic million).
  if (PRINTABLE_ASCII.test(input)) return input.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[œŒ]/g, 'oe')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** `Saint Thomas Aquinas` → `thomas-aquinas`. */
export function slugify(input: string): string {
  return foldText(input).replace(/ /g, '-');
}

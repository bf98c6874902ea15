/**
 * Works a citation may name that Lumen's Bible and Summa do not hold, each with what to say about it: the books of
 * the Clementine Vulgate's appendix and of other canons (3-4 Esdras, the Prayer of Manasseh, 3-4 Maccabees), and
 * Aquinas's other Summa. Looked for only once a citation has failed to read, so they cost the ordinary citation
 * nothing. `1 Esdras` and `2 Esdras` are not here: in the Douay they are Ezra and Nehemiah. The OSIS ids `1Esd` and
 * `2Esd` in OSIS form (`1Esd.3.1`) are: OSIS gives them to the Apocrypha's 1-2 Esdras, and writes Ezra and Nehemiah
 * `Ezra` and `Neh`.
 */
import { type ResolveError, resolveError } from './resolve-error.js';

const APPENDIX = 'the Clementine Vulgate prints it in an appendix, outside the canon, and Lumen has no text of it';

const OUTSIDE: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:3|iii|third|3rd)\s*esd(?:ras?|rae|r)?\b\.?/i, `3 Esdras (1 Esdras in the KJV and NRSV Apocrypha) is not in the Catholic canon: ${APPENDIX}`],
  [/^(?:4|iv|fourth|4th)\s*esd(?:ras?|rae|r)?\b\.?/i, `4 Esdras (2 Esdras in the KJV and NRSV Apocrypha) is not in the Catholic canon: ${APPENDIX}`],
  [/^(?:(?:the\s+)?prayer\s+of\s+manass(?:eh|es)|oratio\s+manass(?:ae|e|is)|pr\s*man\b\.?)/i, `the Prayer of Manasseh is not in the Catholic canon: ${APPENDIX}`],
  [/^(?:3|iii|third|3rd|4|iv|fourth|4th)\s*(?:maccabees|machabees|machabaeorum|macc?|mach)\b\.?/i, 'the Greek and Slavonic Bibles have 3 and 4 Maccabees; the Catholic canon and the Vulgate have only 1 and 2 Maccabees (Machabees)'],
];

/** OSIS `1Esd` and `2Esd`, the KJV and NRSV Apocrypha's 1 and 2 Esdras: the Vulgate appendix's 3 and 4 Esdras. */
const OSIS_ESDRAS: Readonly<Record<string, string>> = {
  '1Esd': '1Esd is the OSIS id of 1 Esdras (the Greek Esdras, 3 Esdras in the Clementine Vulgate)',
  '2Esd': '2Esd is the OSIS id of 2 Esdras (4 Ezra, 4 Esdras in the Clementine Vulgate)',
};

/**
 * The error for a book written as an OSIS id in OSIS form (`1Esd.3.1`, the name from `bookAt` to `end`) that is
 * outside the canon, or null. Human forms (`1 Esdras 3:1`, `1 Esd 3:1`) are the Douay's Ezra and never come here.
 */
export function osisOutsideCanonError(text: string, bookAt: number, end: number): ResolveError | null {
  if (end - bookAt !== 4) return null;
  const why = OSIS_ESDRAS[text.slice(bookAt, end)];
  if (!why) return null;
  return resolveError('unknown_book', 'book', `${why}, which is not in the Douay-Rheims and Clementine canon: ${APPENDIX}; the Douay's 1 and 2 Esdras are Ezra and Nehemiah (OSIS Ezra and Neh)`, bookAt);
}

const OTHER_WORK = /^(?:summa\s+contra\s+gentiles|contra\s+gentiles|s\.?\s?c\.?\s?g\.?)(?=[\s,.]|$)/i;

/** `3 Esdras 3:21` in running text: the number before `Esdras` makes it a book outside the canon, not Ezra. */
const OUTSIDE_NUMBER = /(?:^|[^\p{L}\d])(?:3|4|iii|iv)\s$/iu;

export function outsideCanonNumber(text: string, bookAt: number, key: string): boolean {
  return key.startsWith('esd') && bookAt >= 2 && OUTSIDE_NUMBER.test(text.slice(Math.max(0, bookAt - 5), bookAt));
}

/** The error for a citation of a work outside Lumen's canon, or null when `text` at `start` names none. */
export function outsideCanonError(text: string, start: number): ResolveError | null {
  const rest = text.slice(start, start + 80);
  if (OTHER_WORK.test(rest)) {
    return resolveError('unreadable', 'ref', `"${text.trim()}" cites the Summa contra Gentiles: the resolver reads the Summa Theologiae (ST I q.2 a.3) and Scripture`, start);
  }
  for (const [re, why] of OUTSIDE) {
    if (re.test(rest)) return resolveError('unknown_book', 'book', `${why[0]!.toUpperCase()}${why.slice(1)}`, start);
  }
  return null;
}

/** `Aquinas, `, `St. Thomas Aquinas, `, `Thomas, ` before `ST`, `S.T.` or `Summa`: the offset after it, or `start`. */
const AUTHOR = /(?:(?:st\.?|saint|s\.)\s*)?(?:thomas\s+(?:aquinas|of\s+aquin(?:o|as)|d'aquino)|thomas|aquinas|thomae\s+aquinatis|aquinatis)\s*[,:]?\s*(?=S\.?\s?Th?\b|Summa\b|Sum\.)/iy;

export function afterAuthor(text: string, start: number): number {
  AUTHOR.lastIndex = start;
  return AUTHOR.test(text) ? AUTHOR.lastIndex : start;
}

/**
 * Where a long text (a Summa article, a Catena quotation) may cite a passage: around each place where one of the
 * passage's chapters is written before a verse (`6:52`, `6, 52`, `6. 52`). Reading the whole text with the resolver
 * for every candidate and every snippet of a citation search took 5-40 ms a query (a Summa article runs to 20 KB);
 * a window holds the citation's book name before the numbers and its verses after them.
 */
const CHAPTER_THEN_VERSE = /(?<!\d)(\d{1,3})\s*[:.,]\s*\d/g;
/** Characters read before the chapter (a book name with its number or title: `1 Cor.`, `S. John`, `Ecclus.`). */
const BEFORE = 40;
/** Characters read after the chapter's first verse digit (`16-18`, `3:16-4:2`, `ff.`). */
const AFTER = 32;

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\u00a0';

/** Back from `i` to the start of a word, then two words further, so that `1 John` is never read as `John`. */
function startBefore(text: string, i: number): number {
  let s = Math.max(0, i);
  while (s > 0 && !isSpace(text[s - 1])) s--;
  for (let words = 0; words < 2 && s > 0; words++) {
    while (s > 0 && isSpace(text[s - 1])) s--;
    while (s > 0 && !isSpace(text[s - 1])) s--;
  }
  return s;
}

/** On to the end of the word at `i`, so that a range is not cut in the middle (`3:16-1` for `3:16-18`). */
function endAfter(text: string, i: number): number {
  let e = Math.min(text.length, i);
  while (e < text.length && !isSpace(text[e])) e++;
  return e;
}

/** The [from, to) windows of `text` in which a citation of one of `chapters` may stand, in the text's order. */
export function* citationWindows(text: string, chapters: ReadonlySet<number>): Generator<[number, number]> {
  let lastEnd = -1;
  for (const m of text.matchAll(CHAPTER_THEN_VERSE)) {
    if (!chapters.has(Number(m[1]))) continue;
    const from = startBefore(text, m.index - BEFORE);
    const to = endAfter(text, m.index + m[0].length + AFTER);
    // A window inside the one before (`3:16, 3:17` close together) was read with it.
    if (to <= lastEnd) continue;
    lastEnd = to;
    yield [from, to];
  }
}

/**
 * Mapping between Lumen's canonical numbering (Clementine Vulgate = Douay-Rheims) and the numberings callers
 * use: `hebrew` (Masoretic for the Old Testament, Greek critical for the New: the numbering of modern Bibles such
 * as the NABRE, psalm titles counted as verses) and `kjv` (English Bibles: Hebrew psalm numbers, titles
 * unnumbered, the English chapter breaks of Malachi, Joel, Jonah, Hosea …). `vulgate` is the identity.
 */
import type { Versification } from './ports.js';
import { KJV_AS_VULGATE, KJV_PSALM_TITLE_VERSES, KJV_TO_PIVOT, VULGATE_TO_PIVOT } from './versification-tables.js';
import { type VerseSpan, createLayer } from './versification-blocks.js';
import { psalmFromPivot, psalmToPivot } from './psalm-numbers.js';

export type { VerseSpan } from './versification-blocks.js';
/** A numbering of chapters and verses (above); also what a citation's label names (`Ps 22 (Hebrew 23)`, `[KJV]`). */
export type Numbering = 'vulgate' | 'hebrew' | 'kjv';
export const NUMBERINGS: readonly Numbering[] = ['vulgate', 'hebrew', 'kjv'];
/** Each numbering's name as a message writes it. */
export const NUMBERING_NAMES: Readonly<Record<Numbering, string>> = { vulgate: 'Vulgate', hebrew: 'Hebrew', kjv: 'KJV' };

const vulgate = createLayer(VULGATE_TO_PIVOT, { forward: psalmToPivot, backward: psalmFromPivot });
const kjv = createLayer(KJV_TO_PIVOT, undefined, KJV_PSALM_TITLE_VERSES);

const identity = (chapter: number, verse: number): VerseSpan => ({ chapter, verse, toChapter: chapter, toVerse: verse });

/** A verse the KJV numbers as the Vulgate does although the pivot joins it with another (`KJV_AS_VULGATE`). */
const kjvAsVulgate = (osis: string, chapter: number, verse: number): boolean =>
  KJV_AS_VULGATE[osis]?.includes(`${chapter}:${verse}`) ?? false;

function join(a: VerseSpan | undefined, b: VerseSpan | undefined): VerseSpan | undefined {
  if (!a || !b) return a ?? b;
  return { chapter: a.chapter, verse: a.verse, toChapter: b.toChapter, toVerse: b.toVerse };
}

/**
 * The canonical (Vulgate) verse or verses of a verse numbered the caller's way; undefined when the canonical text
 * has no counterpart. A span longer than one verse means the canonical text divides that verse in two (Hebrew Ps
 * 11:1 is Vulgate 10:1-2), or the caller's verse is a psalm title the Vulgate numbers as two verses.
 */
export function toCanonical(osis: string, chapter: number, verse: number, numbering: Numbering): VerseSpan | undefined {
  if (numbering === 'vulgate') return identity(chapter, verse);
  if (numbering === 'hebrew') return vulgate.backward(osis, chapter, verse);
  if (kjvAsVulgate(osis, chapter, verse)) return identity(chapter, verse);
  const pivot = kjv.forward(osis, chapter, verse);
  if (!pivot) return undefined;
  const first = vulgate.backward(osis, pivot.chapter, pivot.verse);
  if (pivot.chapter === pivot.toChapter && pivot.verse === pivot.toVerse) return first;
  return join(first, vulgate.backward(osis, pivot.toChapter, pivot.toVerse));
}

/**
 * The verse or verses, numbered the caller's way, of a canonical verse; undefined when that numbering has none
 * (Daniel 3:24-90, the Greek prayer of Azarias, is not in the Hebrew). In `kjv` a psalm title is verse 0.
 */
export function fromCanonical(osis: string, chapter: number, verse: number, numbering: Numbering): VerseSpan | undefined {
  if (numbering === 'vulgate') return identity(chapter, verse);
  if (numbering === 'kjv' && kjvAsVulgate(osis, chapter, verse)) return identity(chapter, verse);
  const pivot = vulgate.forward(osis, chapter, verse);
  if (!pivot || numbering === 'hebrew') return pivot;
  const first = kjv.backward(osis, pivot.chapter, pivot.verse);
  if (pivot.chapter === pivot.toChapter && pivot.verse === pivot.toVerse) return first;
  return join(first, kjv.backward(osis, pivot.toChapter, pivot.toVerse));
}

/**
 * The canonical verses that make up a chapter numbered the caller's way, as runs in canonical order: Hebrew Psalm
 * 116 is Vulgate 114:1-9 and 115:1-10; Hebrew Malachi 3 is Malachi 3:1-18 and 4:1-6; Hebrew Daniel 3 is 3:1-23
 * and 3:91-100. Empty when no canonical verse falls in that chapter.
 */
export function chapterToCanonical(
  osis: string,
  chapter: number,
  numbering: Numbering,
  counts: Versification,
): readonly VerseSpan[] {
  if (numbering === 'vulgate') {
    const n = counts.verseCount(osis, chapter);
    return n > 0 ? [{ chapter, verse: 1, toChapter: chapter, toVerse: n }] : [];
  }
  const key = `${numbering}|${osis}|${chapter}`;
  const known = recall<VerseSpan[]>(counts, key);
  return known ?? keep(counts, key, computeRuns(osis, chapter, numbering, counts));
}

// The counts of a dataset never change, so what is computed from them is kept (a few thousand entries at most).
const memo = new WeakMap<Versification, Map<string, unknown>>();
function recall<T>(counts: Versification, key: string): T | undefined {
  return memo.get(counts)?.get(key) as T | undefined;
}
function keep<T>(counts: Versification, key: string, value: T): T {
  let m = memo.get(counts);
  if (!m) memo.set(counts, (m = new Map()));
  if (m.size < 20_000) m.set(key, value);
  return value;
}

function computeRuns(osis: string, chapter: number, numbering: Numbering, counts: Versification): VerseSpan[] {
  const last = counts.chapterCount(osis);
  const runs: VerseSpan[] = [];
  // Chapter breaks move by at most two (the Psalms); look at the canonical chapters around the number.
  for (let c = Math.max(1, chapter - 2); c <= Math.min(last, chapter + 2); c++) {
    const n = counts.verseCount(osis, c);
    for (let v = 1; v <= n; v++) {
      const there = fromCanonical(osis, c, v, numbering);
      if (!there || (there.chapter !== chapter && there.toChapter !== chapter)) continue;
      const prev = runs[runs.length - 1];
      if (prev && prev.toChapter === c && prev.toVerse === v - 1) runs[runs.length - 1] = { ...prev, toVerse: v };
      else runs.push(identity(c, v));
    }
  }
  return runs;
}

/** How many chapters a book has in the caller's numbering: Hebrew Malachi has 3, Hebrew Joel 4 (the Vulgate's 4 and 3). */
export function chapterCountIn(osis: string, numbering: Numbering, counts: Versification): number {
  const n = counts.chapterCount(osis);
  if (numbering === 'vulgate') return n;
  // The chapter breaks move by one at most at a book's end: ask the mapping.
  for (let c = n + 1; c >= n - 1; c--) if (chapterToCanonical(osis, c, numbering, counts).length) return c;
  return n;
}

/**
 * How many verses a chapter has in the caller's numbering (for messages like "Psalm 10 has 18 verses"): the
 * highest verse any canonical verse maps to in that chapter.
 */
export function verseCountIn(osis: string, chapter: number, numbering: Numbering, counts: Versification): number {
  if (numbering === 'vulgate') return counts.verseCount(osis, chapter);
  const key = `#${numbering}|${osis}|${chapter}`;
  return recall<number>(counts, key) ?? keep(counts, key, countIn(osis, chapter, numbering, counts));
}

function countIn(osis: string, chapter: number, numbering: Numbering, counts: Versification): number {
  let max = 0;
  for (const run of chapterToCanonical(osis, chapter, numbering, counts)) {
    for (let v = run.verse; v <= run.toVerse; v++) {
      const there = fromCanonical(osis, run.chapter, v, numbering);
      if (there && there.toChapter === chapter) max = Math.max(max, there.toVerse);
      else if (there && there.chapter === chapter) max = Math.max(max, there.verse);
    }
  }
  return max;
}

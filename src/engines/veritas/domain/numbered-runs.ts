/**
 * The Douay/Vulgate verses a chapter or a verse numbered the caller's way stands for, as runs of one chapter each:
 * what the chapter and verse paths serve under `numbering=hebrew|kjv` (Hebrew Psalm 116 is Vulgate 114:1-9 and
 * 115:1-10; Hebrew Psalm 10 is Vulgate 9:22-39; Hebrew Daniel 3 is 3:1-23 and 3:91-100, the Greek prayer between
 * them having no Hebrew counterpart; KJV John 6:51 is Douay 6:51-52). Runs, not one range: a range from the first
 * verse to the last would put the prayer of Azarias into Hebrew Daniel 3.
 */
import type { Versification } from './ports.js';
import { type Numbering, type VerseSpan, chapterToCanonical, toCanonical, verseCountIn } from './versification.js';

/** Verses `from`-`to` of one Douay/Vulgate chapter. */
export interface Run {
  readonly chapter: number;
  readonly from: number;
  readonly to: number;
}

/** The runs of a chapter in `numbering` (empty when that numbering has no such chapter). */
export function chapterRunsIn(osis: string, chapter: number, numbering: Numbering, counts: Versification): Run[] {
  if (numbering === 'vulgate') {
    const n = counts.verseCount(osis, chapter);
    return n > 0 ? [{ chapter, from: 1, to: n }] : [];
  }
  // Chapter 0 (the prologues of Sirach and Lamentations) has no number but the Vulgate's, as `resolve` reads it.
  if (chapter < 1) return [];
  return chapterToCanonical(osis, chapter, numbering, counts).map((r) => ({ chapter: r.chapter, from: r.verse, to: r.toVerse }));
}

/** The runs of a verse in `numbering`: one verse, or two where the Vulgate divides it (undefined when there is none). */
export function verseRunsIn(osis: string, chapter: number, verse: number, numbering: Numbering, counts: Versification): Run[] | undefined {
  if (chapterRunsIn(osis, chapter, numbering, counts).length === 0) return undefined;
  if (verse < 1 || verse > verseCountIn(osis, chapter, numbering, counts)) return undefined;
  const span = toCanonical(osis, chapter, verse, numbering);
  return span ? spanRuns(osis, span, counts) : undefined;
}

/** A span as runs of one chapter each (KJV 1 Samuel 20:42 is Vulgate 20:42-43; KJV Revelation 13:1 is 12:18-13:1). */
function spanRuns(osis: string, s: VerseSpan, counts: Versification): Run[] {
  const runs: Run[] = [];
  for (let c = s.chapter; c <= s.toChapter; c++) {
    runs.push({ chapter: c, from: c === s.chapter ? s.verse : 1, to: c === s.toChapter ? s.toVerse : counts.verseCount(osis, c) });
  }
  return runs;
}

/** The OSIS of runs: `Ps.22`, `Ps.9.22-Ps.9.39`, `Ps.114,Ps.115`; `whole` writes a whole chapter as the chapter. */
export function runsOsis(osis: string, runs: readonly Run[], counts: Versification, whole: boolean): string {
  return runs
    .map((r) => {
      if (whole && r.from === 1 && r.to === counts.verseCount(osis, r.chapter)) return `${osis}.${r.chapter}`;
      const a = `${osis}.${r.chapter}.${r.from}`;
      return r.from === r.to ? a : `${a}-${osis}.${r.chapter}.${r.to}`;
    })
    .join(',');
}

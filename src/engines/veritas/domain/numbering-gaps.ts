/**
 * A citation in the Hebrew or KJV numbering names only the Vulgate verses its chapters map to. Where those are not
 * one stretch, a range from the first to the last would add verses the caller's Bible does not have there: Hebrew
 * Daniel 3 is Vulgate 3:1-23 and 3:91-100, and the prayer of Azarias between them (3:24-90) has no Hebrew
 * counterpart; read as one range, `Dan 3` and `Dan 3:23-24` with numbering=hebrew took in all 67 verses of it.
 * Such a range is cut into the stretches it covers.
 */
import type { BibleRange, VersePoint } from './citation.js';
import type { Versification } from './ports.js';
import { type Numbering, type VerseSpan, chapterToCanonical } from './versification.js';

const before = (a: { chapter: number; verse: number }, b: { chapter: number; verse: number }) => a.chapter < b.chapter || (a.chapter === b.chapter && a.verse < b.verse);

/** The runs of chapters `first`-`last` in `numbering`, joined where one follows the other in the Vulgate. */
function stretches(osis: string, first: number, last: number, numbering: Numbering, counts: Versification): VerseSpan[] {
  const out: VerseSpan[] = [];
  for (let c = first; c <= last; c++) {
    for (const r of chapterToCanonical(osis, c, numbering, counts)) {
      const prev = out[out.length - 1];
      const follows =
        prev && ((prev.toChapter === r.chapter && prev.toVerse + 1 >= r.verse) || (prev.toChapter + 1 === r.chapter && r.verse === 1 && prev.toVerse === counts.verseCount(osis, prev.toChapter)));
      if (prev && follows) {
        if (before({ chapter: prev.toChapter, verse: prev.toVerse }, { chapter: r.toChapter, verse: r.toVerse })) out[out.length - 1] = { ...prev, toChapter: r.toChapter, toVerse: r.toVerse };
      } else if (!prev || before({ chapter: prev.toChapter, verse: prev.toVerse }, { chapter: r.chapter, verse: r.verse })) out.push(r);
      else return []; // runs out of order: leave the range as it is
    }
  }
  return out;
}

/** `range`, read from chapters `first`-`last` of `numbering`, cut where those chapters skip Vulgate verses. */
export function cutAtGaps(range: BibleRange, first: number, last: number, numbering: Numbering, counts: Versification): BibleRange[] {
  if (numbering === 'vulgate' || last < first) return [range];
  const runs = stretches(range.book, first, last, numbering, counts);
  if (runs.length <= 1) return [range];
  const out: BibleRange[] = [];
  for (const r of runs) {
    const lo: VersePoint = before(range.start, { chapter: r.chapter, verse: r.verse }) ? { chapter: r.chapter, verse: r.verse, part: undefined } : range.start;
    const hi: VersePoint = before({ chapter: r.toChapter, verse: r.toVerse }, range.end) ? { chapter: r.toChapter, verse: r.toVerse, part: undefined } : range.end;
    if (!before(hi, lo)) out.push({ ...range, start: lo, end: hi });
  }
  return out.length > 0 ? out : [range];
}

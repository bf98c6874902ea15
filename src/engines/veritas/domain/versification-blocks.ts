/**
 * One layer of versification mapping (Vulgate → pivot, or KJV → pivot) built from the block tables, readable in
 * both directions. Psalm numbers outside the blocks follow the layer's psalm rule (`psalm-numbers.ts`).
 */
/** A verse, or a run of verses (possibly across a chapter boundary). */
export interface VerseSpan {
  readonly chapter: number;
  readonly verse: number;
  readonly toChapter: number;
  readonly toVerse: number;
}

interface Block {
  readonly fc: number;
  readonly fv: number;
  readonly fe: number;
  readonly tc: number;
  readonly tv: number;
  readonly te: number;
}

export type ChapterRule = (chapter: number) => number | undefined;

export interface Layer {
  /** From the layer's own numbering to the pivot; undefined where the pivot has no such verse. */
  forward(osis: string, chapter: number, verse: number): VerseSpan | undefined;
  /** From the pivot to the layer's own numbering. */
  backward(osis: string, chapter: number, verse: number): VerseSpan | undefined;
}

const one = (chapter: number, verse: number): VerseSpan => ({ chapter, verse, toChapter: chapter, toVerse: verse });

function parseBlocks(spec: string): Block[] {
  return spec.split(' ').map((item) => {
    const [from, to] = item.split('=') as [string, string];
    const side = (s: string) => {
      const [c, vs] = s.split(':') as [string, string];
      const [a, b = a] = vs.split('-');
      return [Number(c), Number(a), Number(b)] as const;
    };
    const [fc, fv, fe] = side(from);
    const [tc, tv, te] = side(to);
    return { fc, fv, fe, tc, tv, te };
  });
}

function through(b: Block, v: number, reverse: boolean): VerseSpan | undefined {
  const [sv, se, tc, tv, te] = reverse ? [b.tv, b.te, b.fc, b.fv, b.fe] : [b.fv, b.fe, b.tc, b.tv, b.te];
  if (tc === 0) return undefined; // no counterpart (the Greek parts of Daniel 3 in the Hebrew numbering)
  if (se - sv === te - tv) return one(tc, tv + (v - sv));
  if (sv === se) return { chapter: tc, verse: tv, toChapter: tc, toVerse: te };
  return one(tc, tv);
}

/**
 * `tables`: per book, its blocks. Outside them a psalm verse moves to another psalm by `psalmRule` (the Vulgate
 * layer) or to another verse by `psalmOffsets` (the KJV layer: same psalm numbers as the Hebrew, titles unnumbered).
 */
export function createLayer(
  tables: Readonly<Record<string, string>>,
  psalmRule: { forward: ChapterRule; backward: ChapterRule } | undefined,
  psalmOffsets?: ReadonlyMap<number, number>,
): Layer {
  const blocks = new Map(Object.entries(tables).map(([osis, spec]) => [osis, parseBlocks(spec)]));
  function inBlock(osis: string, chapter: number, verse: number, reverse: boolean): Block | undefined {
    for (const b of blocks.get(osis) ?? []) {
      const [c, lo, hi] = reverse ? [b.tc, b.tv, b.te] : [b.fc, b.fv, b.fe];
      if (c === chapter && verse >= lo && verse <= hi) return b;
    }
    return undefined;
  }
  function map(osis: string, chapter: number, verse: number, reverse: boolean): VerseSpan | undefined {
    const b = inBlock(osis, chapter, verse, reverse);
    if (b) return through(b, verse, reverse);
    const out = byRule(osis, chapter, verse, reverse);
    // A verse kept by the rule must not be one a block sends elsewhere: Hebrew Daniel 3:50 is no Vulgate 3:50
    // (that is the Greek prayer, which the Hebrew lacks).
    return out && inBlock(osis, out.chapter, out.verse, !reverse) ? undefined : out;
  }
  function byRule(osis: string, chapter: number, verse: number, reverse: boolean): VerseSpan | undefined {
    if (osis !== 'Ps') return one(chapter, verse);
    if (psalmOffsets) {
      const offset = psalmOffsets.get(chapter) ?? 0;
      // KJV → Hebrew adds the superscription's verses; Hebrew → KJV takes them away (a title verse becomes 0).
      return one(chapter, reverse ? Math.max(0, verse - offset) : verse + offset);
    }
    const psalm = (reverse ? psalmRule?.backward : psalmRule?.forward)?.(chapter) ?? chapter;
    return psalm === 0 ? undefined : one(psalm, verse);
  }
  return {
    forward: (osis, chapter, verse) => map(osis, chapter, verse, false),
    backward: (osis, chapter, verse) => map(osis, chapter, verse, true),
  };
}

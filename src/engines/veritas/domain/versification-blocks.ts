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
  /** Another block names one of this block's verses on either side: map through all of them (`joined`). */
  readonly more?: boolean;
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

/** Marks the blocks that share a verse with another block on either side (`more`): those verses are joined. */
function markShared(list: Block[]): Block[] {
  const overlap = (c1: number, a1: number, b1: number, c2: number, a2: number, b2: number) => c1 === c2 && a1 <= b2 && a2 <= b1;
  return list.map((b, i) => {
    const more = list.some((o, j) => j !== i && (overlap(b.fc, b.fv, b.fe, o.fc, o.fv, o.fe) || overlap(b.tc, b.tv, b.te, o.tc, o.tv, o.te)));
    return more ? { ...b, more } : b;
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
  const blocks = new Map(Object.entries(tables).map(([osis, spec]) => [osis, markShared(parseBlocks(spec))]));
  function inBlock(osis: string, chapter: number, verse: number, reverse: boolean): Block | undefined {
    for (const b of blocks.get(osis) ?? []) {
      const [c, lo, hi] = reverse ? [b.tc, b.tv, b.te] : [b.fc, b.fv, b.fe];
      if (c === chapter && verse >= lo && verse <= hi) return b;
    }
    return undefined;
  }
  function map(osis: string, chapter: number, verse: number, reverse: boolean): VerseSpan | undefined {
    const b = inBlock(osis, chapter, verse, reverse);
    if (b) return b.more ? joined(osis, chapter, verse, reverse) : through(b, verse, reverse);
    const out = byRule(osis, chapter, verse, reverse);
    // A verse kept by the rule must not be one a block sends elsewhere: Hebrew Daniel 3:50 is no Vulgate 3:50
    // (that is the Greek prayer, which the Hebrew lacks).
    return out && inBlock(osis, out.chapter, out.verse, !reverse) ? undefined : out;
  }
  // A verse that two blocks name (`20:42=20:42 20:42=21:1`: KJV 1 Samuel 20:42 is Hebrew 20:42 and 21:1) maps onto
  // what they map it to together, across a chapter break if need be.
  function joined(osis: string, chapter: number, verse: number, reverse: boolean): VerseSpan | undefined {
    let out: VerseSpan | undefined;
    for (const b of blocks.get(osis) ?? []) {
      const [c, lo, hi] = reverse ? [b.tc, b.tv, b.te] : [b.fc, b.fv, b.fe];
      if (c !== chapter || verse < lo || verse > hi) continue;
      const s = through(b, verse, reverse);
      if (s) out = out ? { chapter: out.chapter, verse: out.verse, toChapter: s.toChapter, toVerse: s.toVerse } : s;
    }
    return out;
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

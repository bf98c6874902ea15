/**
 * What the resolver answers: a Scripture or Summa citation read into Lumen's canonical form. Scripture is always
 * answered in the canonical (Vulgate/Douay) numbering, whatever numbering the caller wrote in.
 */
import type { SummaGap, SummaPart } from './ports.js';
import type { Numbering } from './versification.js';

export type Naming = 'modern' | 'douay';

export interface ResolveOptions {
  /** How to read "1 Kings" / "2 Kings" (and their abbreviations): modern (default) or Douay (= 1-2 Samuel). */
  readonly naming?: Naming;
  /** How the caller numbers chapters and verses (psalms above all): `vulgate` (default), `hebrew` or `kjv`. */
  readonly numbering?: Numbering;
}

export interface VersePoint {
  readonly chapter: number;
  readonly verse: number;
  /** A verse part as cited (`28a` → `a`); undefined when none. */
  readonly part: string | undefined;
}

/** A run of verses of one book, canonical numbering. Whole chapters are given with their first and last verse. */
export interface BibleRange {
  readonly book: string;
  readonly start: VersePoint;
  readonly end: VersePoint;
  /** The citation named whole chapters (`Gen 15`, `Ps 22-23`), not verses. */
  readonly wholeChapters: boolean;
}

interface AnswerBase {
  /** Offsets of the citation in the text read (UTF-16 code units, end exclusive). */
  readonly start: number;
  readonly end: number;
  /** The text of the citation as written. */
  readonly text: string;
  /** Display form: `John 3:16-18; 4:1`, `ST I-II q.90 a.1 ad 2`. */
  readonly canonical: string;
  readonly ambiguous: boolean;
  /** The other readings of an ambiguous citation (each itself unambiguous). */
  readonly alternatives: readonly Answer[];
}

export interface BibleAnswer extends AnswerBase {
  readonly kind: 'bible';
  /** OSIS reference: `1Kgs.17.1`, `John.3.16-John.3.18`, `Gen.15`, lists comma-separated. */
  readonly osis: string;
  readonly ranges: readonly BibleRange[];
  /** The naming the book names were read in (only differs from the option for an alternative). */
  readonly naming: Naming;
  /**
   * The numbering the caller's numbers were read in; `dual` when the citation gives a psalm in two numberings
   * (`Ps 22 (23)`, `Ps 50:3 (51:1)`), whatever the request's `numbering`.
   */
  readonly numbering: Numbering | 'dual';
}

export type SummaSectionKind = 'objection' | 'sed contra' | 'respondeo' | 'reply';

export interface SummaSection {
  readonly kind: SummaSectionKind;
  /** The objection or reply number. */
  readonly number?: number;
  /** `objection 1`, `sed contra`, `respondeo`, `reply 2`. */
  readonly label: string;
}

export interface SummaAnswer extends AnswerBase {
  readonly kind: 'summa';
  /** `I-II q.90 a.1` (an article) or `I-II q.90` (a question). */
  readonly id: string;
  readonly part: SummaPart;
  readonly question: number;
  /** Undefined for a citation of a whole question. */
  readonly article: number | undefined;
  readonly section: SummaSection | undefined;
  /** Set when the source lost this text: the citation exists in the Summa, the dataset cannot show it. */
  readonly missing: SummaGap | undefined;
}

export type Answer = BibleAnswer | SummaAnswer;

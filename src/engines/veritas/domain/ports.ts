/**
 * What the resolver needs to know about the data, and nothing more: the dataset implements these two ports (over
 * its tables, or over `verses.tsv` / `questions.json` at import time), tests implement them over fixtures. All
 * numbers are Lumen's canonical ones: Vulgate/Douay chapters and verses, the Summa's own question and article
 * numbers. The resolver asks only synchronous questions, so an implementation keeps the counts in memory (they
 * are small: 1,334 chapters, 614 questions).
 */
import type { SummaPart } from './summa-parts.js';

export type { SummaPart } from './summa-parts.js';

/** Chapter and verse counts of the Douay-Rheims / Clementine Vulgate (aligned on the same keys). */
export interface Versification {
  /** Numbered chapters of the book (a prologue is chapter 0 and not counted); 0 for an unknown book. */
  chapterCount(osis: string): number;
  /**
   * Verses in the chapter, 0 when the chapter does not exist. Chapter 0 is the prologue of Sirach and
   * Lamentations (Douay-Rheims: 5 and 3 verses) and 0 for every other book.
   */
  verseCount(osis: string, chapter: number): number;
}

/** A place where the source of the Summa lost its text: cited, it answers "missing from the source", not 404. */
export interface SummaGap {
  /** `question`: the whole question (or every article of it) is absent; `article`: that article; `objections`:
   * the article is there but its objections and replies were lost upstream. */
  readonly what: 'question' | 'article' | 'objections';
  /** One sentence for the client, e.g. "I-II q.101 a.1-4 are missing from the source (Jacob-Gray/summa.json)". */
  readonly note: string;
}

/** The shape of the Summa Theologiae as the dataset holds it. */
export interface SummaOutline {
  /** Number of questions of the part (I 119, I-II 114, II-II 189, III 90, suppl 99, suppl-app1 2, suppl-app2 1). */
  questionCount(part: SummaPart): number;
  /**
   * Articles of the question as the work numbers them (the heading's "(N ARTICLES)"), including articles whose
   * text is missing from the source; 0 when the question does not exist.
   */
  articleCount(part: SummaPart, question: number): number;
  /**
   * Objections of the article (the limit of `obj. N` and `ad N`: a reply answers an objection of the same
   * number). When the objections were lost upstream, `gap()` says so and this may answer 0.
   */
  objectionCount(part: SummaPart, question: number, article: number): number;
  /** Whether the article has a separate "On the contrary" (81 articles have none). */
  hasSedContra(part: SummaPart, question: number, article: number): boolean;
  /** Text missing from the source at this question (article omitted) or article; undefined when present. */
  gap(part: SummaPart, question: number, article?: number): SummaGap | undefined;
}

/** Everything `createResolver` needs. */
export interface ResolverPorts {
  readonly versification: Versification;
  readonly summa: SummaOutline;
}

/** Shapes of the staged Veritas sources (shared/data/SOURCES.md sections 1-4). */
import type { BookDoc } from '../../engines/veritas/data/catalogue.js';

/** A book of `books.json`: the row the dataset stores whole and the engine reads (its `BookDoc`), with the
 * vulsearch abbreviation the import uses to find the Latin file. */
export interface SourceBook extends BookDoc {
  vulsearch_abbr: string;
}

export interface SourceNote {
  book: string;
  chapter: number;
  verse: number;
  source_ref: string;
  lemma: string;
  text: string;
}

export interface SourceChapter {
  book: string;
  chapter: number;
  summary?: string | null;
  psalm_title?: string | null;
}

export interface SourceArticle {
  id: string;
  part: string;
  part_ref: string;
  question: number;
  question_title: string;
  article: number;
  /** null on four articles whose title the source lost (I q.71 a.1 …) */
  title: string | null;
  objections: Array<{ n: number; text: string }>;
  sed_contra: string | null;
  respondeo: string | null;
  replies: Array<{ n: number; text: string }>;
  other_text?: string | null;
  note?: string | null;
}

export interface SourceQuestion {
  part: string;
  part_ref: string;
  question: number;
  title: string;
  intro: string | null;
  heading: string | null;
  articles: number;
  note?: string | null;
}

export interface SourcePrologue {
  file: string;
  kind: string;
  part: string;
  title: string;
  text: string;
}

export interface SourceCatena {
  book: 'MAT' | 'MRK' | 'LUK' | 'JHN';
  chapter: number;
  verse: number;
  end_chapter: number;
  end_verse: number;
  father: string;
  text: string;
  hcf_path: string;
  source_url: string;
}

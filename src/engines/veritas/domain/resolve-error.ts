/**
 * Why a citation could not be resolved, as a typed value (never thrown): which part failed, the valid range where
 * there is one, and the HTTP status the API should answer with. `unreadable` and `bad_range` are the caller's
 * syntax (400); the others name something the Bible or the Summa does not have (404).
 */
export type ResolveErrorCode =
  | 'empty' //               nothing to read
  | 'unreadable' //          not a citation we can read (the message says where reading stopped)
  | 'bad_range' //           a range that runs backwards (`John 3:18-16`)
  | 'unknown_book' //        no book of the 73 by that name
  | 'no_chapter' //          chapter beyond the book (`John 22`: John has 21 chapters)
  | 'no_verse' //            verse beyond the chapter
  | 'no_counterpart' //      the verse has no canonical counterpart in the numbering asked for
  | 'psalm_mismatch' //      a dual psalm number whose two halves do not correspond (`Ps 22 (40)`)
  | 'label_conflict' //      a translation label (`(KJV)`) and the request's numbering or naming read it differently
  | 'no_question' //         question beyond the part
  | 'no_article' //          article beyond the question
  | 'no_objection' //        objection (or reply) beyond the article's objections
  | 'no_sed_contra'; //      the article has no separate "On the contrary"

/** The part of the citation that failed. */
export type ResolveErrorField = 'ref' | 'book' | 'chapter' | 'verse' | 'part' | 'question' | 'article' | 'section' | 'label';

export interface ResolveError {
  readonly code: ResolveErrorCode;
  readonly field: ResolveErrorField;
  /** One sentence for the client: "John has 21 chapters", "I q.2 a.3 has 2 objections". */
  readonly message: string;
  /** The valid range of the failing number, when there is one. */
  readonly valid?: { readonly min: number; readonly max: number };
  /** Offset in the text where the failing part starts. */
  readonly at: number;
  readonly status: 400 | 404;
  /** The text names several places (a list of articles): resolving it as a text finds each one. */
  readonly several?: true;
}

const SYNTAX: ReadonlySet<ResolveErrorCode> = new Set(['empty', 'unreadable', 'bad_range', 'label_conflict']);

export function resolveError(
  code: ResolveErrorCode,
  field: ResolveErrorField,
  message: string,
  at: number,
  valid?: { min: number; max: number },
): ResolveError {
  return { code, field, message, at, status: SYNTAX.has(code) ? 400 : 404, ...(valid ? { valid } : {}) };
}

/** Every code, for the catalogue of problems the API maps them to. */
export const RESOLVE_ERROR_CODES: readonly ResolveErrorCode[] = [
  'empty', 'unreadable', 'bad_range', 'label_conflict', 'unknown_book', 'no_chapter', 'no_verse', 'no_counterpart', 'psalm_mismatch',
  'no_question', 'no_article', 'no_objection', 'no_sed_contra',
];

/**
 * Where a search's phrases are (docs/veritas.md "Search"). A double quote opens a phrase only at the start of a word
 * (at the start of `q`, after a space or after opening punctuation, `(` or `“`) and closes one only at the end of a
 * word (before the end of `q`, a space, punctuation or the `*` of `"in the beg"*`). Any other quote is punctuation,
 * as inside a word (`the"word`, `in the" beginning`). Inside a phrase, a quote at the start of a word opens a quotation
 * within it and the next quote at the end of a word closes that one, not the phrase: `"the word "was" God"` is the
 * one phrase "the word was God" (it was the phrase "the word" and the words `was` and `god`). A phrase left open runs
 * to the end of `q`. Only the straight quote `"` marks phrases; typographic quotes are punctuation like any other.
 */

import { WORD_CHARACTER } from './word-characters.js';

/** A piece of a search text: a phrase, or the text between phrases (read word by word). */
export interface QueryPiece {
  readonly phrase: boolean;
  /** The words: a phrase's without its own quotes (quotes within it left in, as punctuation). */
  readonly text: string;
  /** A phrase closed by `"*`: it ends in a prefix. */
  readonly starred: boolean;
  /** The piece as typed, a phrase with its quotes and its `*`. */
  readonly typed: string;
}

/** What may stand before a quote that opens: a space, or opening punctuation (brackets, opening quotes). */
const BEFORE_OPENING = /[\s\p{Ps}\p{Pi}]/u;

export function quotePieces(q: string): QueryPiece[] {
  const pieces: QueryPiece[] = [];
  let depth = 0;
  /** Where the current piece starts: a phrase's opening quote, or the first character after the last phrase. */
  let from = 0;
  for (let i = q.indexOf('"'); i >= 0; i = q.indexOf('"', i + 1)) {
    const opens = i === 0 || BEFORE_OPENING.test(q[i - 1]!);
    const closes = !opens && (i + 1 === q.length || !WORD_CHARACTER.test(q[i + 1]!));
    if (depth === 0) {
      if (!opens) continue;
      if (i > from) pieces.push(between(q.slice(from, i)));
      from = i;
      depth = 1;
    } else if (closes) {
      if (--depth > 0) continue;
      const starred = q[i + 1] === '*';
      const end = starred ? i + 2 : i + 1;
      pieces.push({ phrase: true, text: q.slice(from + 1, i), starred, typed: q.slice(from, end) });
      from = end;
      i = end - 1;
    } else if (opens) depth++;
  }
  if (from < q.length) pieces.push(depth > 0 ? { phrase: true, text: q.slice(from + 1), starred: false, typed: q.slice(from) } : between(q.slice(from)));
  return pieces;
}

const between = (text: string): QueryPiece => ({ phrase: false, text, starred: false, typed: text });

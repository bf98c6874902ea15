import { foldText } from '../../../refinery/fold-text.js';
import type { SearchTerm } from './fts-query.js';

// A light English suffix stripper, enough to highlight what the porter-stemmed index matched (`loved` for `love`,
// `believeth` for `believe`); it only decides which words are marked, never which records match.
const SUFFIXES = ['ations', 'ation', 'ness', 'ings', 'ing', 'eth', 'est', 'edst', 'ed', 'es', 'ly', 's', 'e'];
function stem(word: string): string {
  for (const s of SUFFIXES) if (word.length - s.length >= 3 && word.endsWith(s)) return word.slice(0, -s.length);
  return word;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function matches(folded: string, term: SearchTerm, stemmed: boolean): boolean {
  return term.words.some((w) => {
    if (term.prefix) return folded.startsWith(w);
    if (folded === w) return true;
    return stemmed && stem(folded) === stem(w);
  });
}

/**
 * A window of about `width` words of the original text around its first match, the matched words wrapped in
 * `<mark>…</mark>` (the rest HTML-escaped), with `…` where the text was cut.
 */
export function snippet(text: string, terms: SearchTerm[], stemmed: boolean, width = 32): string {
  const words: Array<{ start: number; end: number; hit: boolean }> = [];
  const re = /[\p{L}\p{N}]+/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const folded = foldText(m[0]);
    words.push({ start: m.index, end: m.index + m[0].length, hit: terms.some((t) => matches(folded, t, stemmed)) });
  }
  if (words.length === 0) return escapeHtml(text.slice(0, 200));
  const first = Math.max(0, words.findIndex((w) => w.hit));
  const from = Math.max(0, first - Math.floor(width / 3));
  const to = Math.min(words.length, from + width);
  let out = from > 0 ? '…' : '';
  let pos = words[from]!.start;
  for (let i = from; i < to; i++) {
    const w = words[i]!;
    out += escapeHtml(text.slice(pos, w.start));
    const word = escapeHtml(text.slice(w.start, w.end));
    out += w.hit ? `<mark>${word}</mark>` : word;
    pos = w.end;
  }
  if (to < words.length) out += '…';
  else out += escapeHtml(text.slice(pos));
  return out;
}

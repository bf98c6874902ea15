import { foldText } from '../../../platform/text/fold-text.js';
import type { SearchTerm } from './fts-query.js';

// A light English suffix stripper, enough to highlight what the porter-stemmed index matched (`loved` for `love`,
// `believeth` for `believe`); it only decides which words are marked, never which records match.
const SUFFIXES = ['ations', 'ation', 'ness', 'ings', 'ing', 'eth', 'est', 'edst', 'ed', 'es', 'ly', 's', 'e'];
function stem(word: string): string {
  if (word.length < 4) return word;
  for (const s of SUFFIXES) if (word.length - s.length >= 3 && word.endsWith(s)) return word.slice(0, -s.length);
  return word;
}

const SPECIAL = /[&<>]/;
const escapeHtml = (s: string) => (SPECIAL.test(s) ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : s);
const ASCII_WORD = /^[a-z0-9]+$/;
// Shared: `snippet` runs to completion before another call can reset it.
const WORD = /[\p{L}\p{N}]+/gu;

/** Folds one word as the index did; plain ASCII words (most of them) skip the Unicode work. */
function foldWord(word: string): string {
  const lower = word.toLowerCase();
  return ASCII_WORD.test(lower) ? lower : foldText(word);
}

function matcher(terms: SearchTerm[], stemmed: boolean): (folded: string) => boolean {
  const exact = new Set<string>();
  const stems = new Set<string>();
  const prefixes: string[] = [];
  for (const t of terms) for (const w of t.words) (t.prefix ? prefixes.push(w) : (exact.add(w), stemmed && stems.add(stem(w))));
  return (f) => exact.has(f) || (stemmed && stems.has(stem(f))) || prefixes.some((p) => f.startsWith(p));
}

/**
 * A window of about `width` words of the original text around its first match, the matched words wrapped in
 * `<mark>…</mark>` (the rest HTML-escaped), with `…` where the text was cut. The text is read only up to the end
 * of the window, so a long article costs no more than the distance to its first match.
 */
export function snippet(text: string, terms: SearchTerm[], stemmed: boolean, width = 32): string {
  const isHit = matcher(terms, stemmed);
  const before = Math.floor(width / 3);
  const head: Array<{ start: number; end: number; hit: boolean }> = [];
  let window: Array<{ start: number; end: number; hit: boolean }> = [];
  WORD.lastIndex = 0;
  const re = WORD;
  let found = false;
  let cutStart = false;
  let more = false;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const w = { start: m.index, end: m.index + m[0].length, hit: isHit(foldWord(m[0])) };
    if (!found) {
      if (head.length < width) head.push(w);
      window.push(w);
      if (w.hit) found = true;
      else if (window.length > before) window.shift(), (cutStart = true);
    } else if (window.length < width) window.push(w);
    else {
      more = true;
      break;
    }
  }
  if (!found) {
    // No word matched (a match the index made inside a word split differently): show the beginning.
    window = head;
    cutStart = false;
    more = head.length > 0 && head[head.length - 1]!.end < text.length && /[\p{L}\p{N}]/u.test(text.slice(head[head.length - 1]!.end));
  }
  if (window.length === 0) return escapeHtml(text.slice(0, 200));
  let out = cutStart ? '…' : '';
  let pos = window[0]!.start;
  for (const w of window) {
    out += escapeHtml(text.slice(pos, w.start));
    const word = escapeHtml(text.slice(w.start, w.end));
    out += w.hit ? `<mark>${word}</mark>` : word;
    pos = w.end;
  }
  if (more) out += '…';
  else out += escapeHtml(text.slice(pos));
  return out;
}

import { foldText } from '../../../platform/text/fold-text.js';
import { COMMON_WORDS } from './common-words.js';
import { candidatePattern } from './first-candidate.js';
import type { SearchTerm } from './fts-query.js';
import type { StemWords } from './stem-words.js';

// A light English suffix stripper, for a stemmed text when the dataset's own stems (stem-words.ts) cannot tell: a
// dataset built before them, a query word the texts never use, a prefix. It only decides which words are marked.
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

interface Matcher {
  /** A word any term matches, alone or as a word of a phrase: where the window may open. */
  isHit: (folded: string) => boolean;
  /** A word a one-word term matches: marked wherever it stands. */
  isLoneHit: (folded: string) => boolean;
  /** The query's phrases: their words are marked where they stand together. */
  phrases: SearchTerm[];
  /** Whether a folded word of the text matches a word of the query (wordTest), for each word of the query. */
  tests: Map<string, (folded: string) => boolean>;
  /** Finds the first place a hit can start (first-candidate.ts); null when the terms allow no such shortcut. */
  candidates: RegExp | null;
  /** Where the window rather opens: the query's words other than common ones (common-words.ts), when it has both. */
  rare: { isHit: (folded: string) => boolean; candidates: RegExp } | null;
}

/**
 * How a text is stemmed: `false`, not at all (the Vulgate); a `StemWords`, the porter stems its index holds (what
 * the index matched is then marked exactly: `carry` marks `carried`, `on` marks `one`); `true`, stemmed but with
 * the light suffix stripper alone (a dataset built before the stems were kept).
 */
export type Stemming = boolean | StemWords;

/** The shortest of the words, dropping any that starts with another: the beginnings a candidate pattern needs. */
function beginnings(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const w of [...words].sort()) if (out.length === 0 || !w.startsWith(out[out.length - 1]!)) out.push(w);
  return out;
}

/**
 * The words of the texts a query word matches, when the dataset can tell: every word with its porter stem. Null on
 * the Latin (the word alone), and where only the light stem can tell (no stems kept, a word the texts never use).
 */
function sameStemWords(stemmed: Stemming, w: string): readonly string[] | null {
  const porter = typeof stemmed === 'object' ? stemmed.stemOf(w) : undefined;
  return porter === undefined ? null : (stemmed as StemWords).wordsOf(porter);
}

/** Whether a folded word of the text matches the query word `w`: itself, or the same stem on a stemmed text. */
function wordTest(stemmed: Stemming, w: string): (folded: string) => boolean {
  const same = sameStemWords(stemmed, w);
  if (same) {
    const set = new Set(same);
    return (f) => f === w || set.has(f);
  }
  if (!stemmed) return (f) => f === w;
  const light = stem(w);
  return (f) => f === w || stem(f) === light;
}

/** What a word matching `w` starts with: `w` on the Latin, each word of the texts with its stem, else its light stem. */
function startsOf(stemmed: Stemming, w: string): string[] {
  const same = sameStemWords(stemmed, w);
  return same ? beginnings(same) : [stemmed ? stem(w) : w];
}

// The matchers of the last query, one per stemming: a page's 20 snippets share their terms, its Latin and English
// hits interleaved.
let last: Array<{ terms: SearchTerm[]; stemmed: Stemming; m: Matcher }> = [];

/** The terms with each alternative of a term as a term of its own: a word matching any of them is marked. */
const withAlternatives = (terms: SearchTerm[]): SearchTerm[] =>
  terms.some((t) => t.alts) ? terms.flatMap((t) => [t, ...(t.alts ?? []).map((words) => ({ words, prefix: false }))]) : terms;

function matcher(given: SearchTerm[], stemmed: Stemming): Matcher {
  const kept = last.find((l) => l.terms === given && l.stemmed === stemmed);
  if (kept) return kept.m;
  const terms = withAlternatives(given);
  const any = wordSet(terms, stemmed);
  const lone = wordSet(terms.filter((t) => t.words.length === 1), stemmed);
  const tests = new Map<string, (folded: string) => boolean>();
  for (const t of terms) for (const w of t.words) if (!tests.has(w)) tests.set(w, wordTest(stemmed, w));
  // A hit's folded form starts with the word itself, a word of its stem, its light stem or the prefix.
  const rareTerms = terms.filter((t) => t.words.length > 1 || t.prefix || !COMMON_WORDS.has(t.words[0]!));
  const rareSet = rareTerms.length > 0 && rareTerms.length < terms.length ? wordSet(rareTerms, stemmed) : null;
  const rareCandidates = rareSet && candidatePattern(rareSet.starts);
  const rare = rareSet && rareCandidates ? { isHit: rareSet.has, candidates: rareCandidates } : null;
  const m = { isHit: any.has, isLoneHit: lone.has, phrases: terms.filter((t) => t.words.length > 1), tests, candidates: candidatePattern(any.starts), rare };
  last = [{ terms: given, stemmed, m }, ...last.filter((l) => l.terms === given).slice(0, 2)];
  return m;
}

/** Whether a folded word is one of the terms' words (the same stem on a stemmed text, a prefix's beginning). */
function wordSet(terms: SearchTerm[], stemmed: Stemming): { has: (folded: string) => boolean; starts: string[] } {
  // As wordTest, with two sets: the words matched, and the light stems of the query words the dataset cannot stem.
  const known = new Set<string>();
  const light = new Set<string>();
  const prefixes: string[] = [];
  const starts: string[] = [];
  for (const t of terms) {
    for (const [k, w] of t.words.entries()) {
      // A prefix on a stemmed table reaches what its stem reaches (FTS5's porter stems `loved*` to `love*`, which
      // matches `love`): marking only words that start `loved` left such hits with nothing marked. Only a term's
      // last word is a prefix (`"in the beg*"`: `in` and `the` are words).
      if (t.prefix && k === t.words.length - 1) {
        prefixes.push(stemmed ? stem(w) : w);
        continue;
      }
      known.add(w);
      const same = sameStemWords(stemmed, w);
      if (same) for (const x of same) known.add(x);
      else if (stemmed) light.add(stem(w));
      starts.push(...startsOf(stemmed, w));
    }
  }
  const has = (f: string) => known.has(f) || (light.size > 0 && light.has(stem(f))) || prefixes.some((p) => f.startsWith(p));
  return { has, starts: [...starts, ...prefixes] };
}

/** Word `k` of a phrase term: its word or stem; the last word of a prefix phrase (`"God so lov*"`) as a prefix. */
function samePhraseWord(t: SearchTerm, folded: string, k: number, m: Matcher, stemmed: Stemming): boolean {
  const w = t.words[k]!;
  if (t.prefix && k === t.words.length - 1) return folded.startsWith(stemmed ? stem(w) : w);
  return m.tests.get(w)!(folded);
}

/** `hit`: the word is marked; `joined`: it continues the mark of the word before (a phrase's later words). */
type Word = { start: number; end: number; hit: boolean; joined?: boolean };

/**
 * A phrase's words are marked where they stand together, as one mark (`<mark>in the beginning</mark>`), not
 * wherever each stands alone ("The same was in the beginning" marked its first "The"). A phrase the window does
 * not hold together (a match the index made across a split this reader sees otherwise) keeps its words marked
 * alone, so that a hit never shows nothing marked. One-word terms are marked wherever they stand.
 */
function markPhrases(text: string, words: Word[], m: Matcher, stemmed: Stemming): void {
  if (m.phrases.length === 0) return;
  const folded = words.map((w) => foldWord(text.slice(w.start, w.end)));
  const hit = folded.map((f) => m.isLoneHit(f));
  const joined = words.map(() => false);
  for (const t of m.phrases) {
    let found = false;
    for (let i = 0; i + t.words.length <= words.length; i++) {
      let k = 0;
      while (k < t.words.length && samePhraseWord(t, folded[i + k]!, k, m, stemmed)) k++;
      if (k < t.words.length) continue;
      found = true;
      for (k = 0; k < t.words.length; k++) (hit[i + k] = true), k > 0 && (joined[i + k] = true);
    }
    if (!found) for (let i = 0; i < words.length; i++) if (t.words.some((_, k) => samePhraseWord(t, folded[i]!, k, m, stemmed))) hit[i] = true;
  }
  words.forEach((w, i) => ((w.hit = hit[i]!), (w.joined = joined[i]! && hit[i - 1]!)));
}

/** Where the first hit starts: candidates found by the pattern, each word there checked; -1 when none is a hit. */
function firstHit(text: string, candidates: RegExp, isHit: (f: string) => boolean): number {
  candidates.lastIndex = 0;
  for (let m = candidates.exec(text); m; m = candidates.exec(text)) {
    WORD.lastIndex = m.index;
    const w = WORD.exec(text);
    if (w && w.index === m.index && isHit(foldWord(w[0]))) return m.index;
    candidates.lastIndex = m.index + 1;
  }
  return -1;
}

/** The window around the first hit from `from` on, or null when no word from there on is a hit. */
function windowFrom(text: string, from: number, isHit: (f: string) => boolean, width: number, anchor = from): { words: Word[]; cutStart: boolean; more: boolean } | null {
  const before = Math.floor(width / 3);
  const window: Word[] = [];
  // Words were skipped before `from`: the window does not start the text.
  let cutStart = from > 0 && /[\p{L}\p{N}]/u.test(text.slice(0, from));
  let found = false;
  WORD.lastIndex = from;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
    const w = { start: m.index, end: m.index + m[0].length, hit: false };
    if (!found) {
      w.hit = isHit(foldWord(m[0]));
      window.push(w);
      if (w.hit && w.start >= anchor) found = true;
      else if (window.length > before) window.shift(), (cutStart = true);
    } else if (window.length < width) {
      w.hit = isHit(foldWord(m[0]));
      window.push(w);
    } else return { words: window, cutStart, more: true };
  }
  return found ? { words: window, cutStart, more: false } : null;
}

/**
 * Where the first phrase of the query (`"God so loved"`) first occurs as a phrase, or -1: the window opens there, not
 * at the first of its words met alone (a Catena text on Matthew 1 showed "God is my helper" for "God so loved",
 * the phrase sitting further on). Candidates for its first word are found by the pattern, each checked word by word.
 */
function firstPhrase(text: string, terms: SearchTerm[], m: Matcher, stemmed: Stemming): number {
  const t = terms.find((x) => x.words.length > 1);
  if (!t) return -1;
  const same = (folded: string, k: number) => samePhraseWord(t, folded, k, m, stemmed);
  const candidates = candidatePattern(startsOf(stemmed, t.words[0]!));
  if (!candidates) return -1;
  candidates.lastIndex = 0;
  const words = new RegExp(WORD.source, 'gu');
  for (let m = candidates.exec(text); m; m = candidates.exec(text)) {
    words.lastIndex = m.index;
    let ok = true;
    for (let k = 0; k < t.words.length && ok; k++) {
      const w = words.exec(text);
      ok = !!w && (k > 0 || w.index === m.index) && same(foldWord(w[0]), k);
    }
    if (ok) return m.index;
    candidates.lastIndex = m.index + 1;
  }
  return -1;
}

/** The first `width` words, when nothing in the text is a hit (a match the index made inside a word split differently). */
function headWindow(text: string, width: number): { words: Word[]; cutStart: boolean; more: boolean } {
  const words: Word[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(text); m && words.length < width; m = WORD.exec(text)) words.push({ start: m.index, end: m.index + m[0].length, hit: false });
  const more = words.length > 0 && /[\p{L}\p{N}]/u.test(text.slice(words[words.length - 1]!.end));
  return { words, cutStart: false, more };
}

/**
 * A window of about `width` words of the original text around its first match, the matched words wrapped in
 * `<mark>…</mark>` (the rest HTML-escaped), with `…` where the text was cut. The text is read only up to the end
 * of the window, so a long article costs no more than the distance to its first match. `opening`: where the window
 * opens, when the caller knows where the terms stand as it means them (a citation of the passage searched for).
 */
export function snippet(text: string, terms: SearchTerm[], stemmed: Stemming, width = 32, lead?: string, opening?: number): string {
  const m = matcher(terms, stemmed);
  const { isHit, candidates } = m;
  let from = 0;
  // The window opens at the phrase when the query has one and the text holds it (or where the caller found it).
  let phraseAt = opening ?? -1;
  if (candidates) {
    if (phraseAt < 0) phraseAt = firstPhrase(text, terms, m, stemmed);
    // Else at the first word of the query that is not a common one (`bread`, not `of`), else at the first hit.
    if (phraseAt < 0 && m.rare) phraseAt = firstHit(text, m.rare.candidates, m.rare.isHit);
    const at = phraseAt >= 0 ? phraseAt : firstHit(text, candidates, isHit);
    // No hit: the beginning is shown. Otherwise start reading a little before the first one, at a word boundary.
    from = at < 0 ? -1 : Math.max(0, at - 40 * Math.floor(width / 3));
    while (from > 0 && /[\p{L}\p{N}]/u.test(text[from - 1]!)) from--;
  }
  const win = (from >= 0 && windowFrom(text, from, isHit, width, phraseAt >= 0 ? phraseAt : from)) || headWindow(text, width);
  const window = win.words;
  markPhrases(text, window, m, stemmed);
  const body = render(text, win);
  // Matched only in what `lead` holds (a Summa title, a Catena Father's name): the snippet opens with it, marked.
  if (lead !== undefined && !window.some((w) => w.hit)) {
    const marked = snippet(lead, terms, stemmed, width);
    if (marked.includes('<mark>')) return `${marked} — ${body}`;
  }
  return body;
}

/** The window as HTML: its words, the marked ones in `<mark>`, the rest escaped, `…` where the text was cut. */
function render(text: string, win: { words: Word[]; cutStart: boolean; more: boolean }): string {
  const window = win.words;
  if (window.length === 0) return escapeHtml(text.slice(0, 200));
  let out = win.cutStart ? '…' : '';
  // Uncut, the snippet starts where the text does, with the punctuation before its first word (`(in Luc. 9:5.)`).
  let pos = win.cutStart ? window[0]!.start : 0;
  for (const w of window) {
    const gap = escapeHtml(text.slice(pos, w.start));
    const word = escapeHtml(text.slice(w.start, w.end));
    // A phrase's later word extends the mark before it (which ends the output).
    if (w.joined) out = `${out.slice(0, -'</mark>'.length)}${gap}${word}</mark>`;
    else out += w.hit ? `${gap}<mark>${word}</mark>` : gap + word;
    pos = w.end;
  }
  if (win.more) out += '…';
  else out += escapeHtml(text.slice(pos));
  return out;
}

/**
 * The citation resolver: `resolve` reads one citation (a Scripture reference, possibly a list across books, or a
 * Summa reference); `findCitations` finds every citation in a free text with its offsets. Both answer in Lumen's
 * canonical form and check every number against the data through the ports.
 */
import { matchBooks } from './book-trie.js';
import type { Answer, BibleAnswer, Naming, ResolveOptions, SummaAnswer } from './citation.js';
import { type RawGroup, parseGroup } from './parse-bible.js';
import type { ResolverPorts } from './ports.js';
import { type ReadCitation, resolveGroups } from './read-bible.js';
import { readSumma, trailingError } from './read-summa.js';
import { isError } from './resolve-bible.js';
import { type ResolveError, resolveError } from './resolve-error.js';
import { atWordStart, isDash, isDigit, isLetter, skipSpaces, wordAt } from './scan.js';
import { afterAuthor, outsideCanonError, outsideCanonNumber } from './outside-canon.js';
import { spacedVerseGroup } from './spaced-verse.js';
import { withNumberingHint } from './numbering-hint.js';
import { asWritten, numeralFirst } from './postfix-numeral.js';
import { mayStartParallels, parallelsEnd } from './parallels-marker.js';
import { numberedBookReading, romanGroupAt } from './roman-chapters-alone.js';
import { partByNewAdvent, partInfo, parsePart } from './summa-parts.js';
import { stripTitleWords } from './title-words.js';
import { type TranslationLabel, translationLabelAt } from './translation-labels.js';
import { readWithLabel } from './labelled-reading.js';
import type { Numbering } from './versification.js';

export type ResolveResult = { ok: true; answer: Answer } | { ok: false; error: ResolveError };

export interface Unresolved {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly error: ResolveError;
}

export interface FoundCitations {
  readonly citations: Answer[];
  /** Citations read but naming nothing that exists (`Tobias 4:93`), with why. */
  readonly unresolved: Unresolved[];
}

export interface Resolver {
  resolve(text: string, options?: ResolveOptions): ResolveResult;
  findCitations(text: string, options?: ResolveOptions): FoundCitations;
}

/** Longest input `resolve` reads; `findCitations` has no limit of its own (the API caps request bodies). */
export const MAX_CITATION_LENGTH = 500;

export function createResolver(ports: ResolverPorts): Resolver {
  const { versification, summa } = ports;

  function resolve(input: string, options: ResolveOptions = {}): ResolveResult {
    const naming: Naming = options.naming ?? 'modern';
    const numbering: Numbering = options.numbering ?? 'vulgate';
    const raw = input.length > MAX_CITATION_LENGTH ? input.slice(0, MAX_CITATION_LENGTH) : input;
    // `(Jn 3:16)`, `“Jn 3:16”`: a citation copied with its brackets or quotation marks (the closing ones are
    // skipped after it, as a full stop is).
    const first = skipOpening(raw, skipSpaces(raw, 0));
    if (first >= raw.length) return fail(resolveError('empty', 'ref', 'the citation is empty', 0));
    // No Summa spelling is also a book name, so a citation that starts with a book is Scripture: reading the
    // book first spares the Summa's tokeniser on the common case.
    const firstGroup = parseGroup(raw, first, true);
    if (!firstGroup) {
      // `Aquinas, ST I q.2 a.3`, `St. Thomas, Summa Theologiae I, q. 2, a. 3`: the author is no part of the place.
      let s = readSumma(raw, first, true, summa);
      if (!s) {
        const after = afterAuthor(raw, first);
        if (after > first) s = readSumma(raw, after, true, summa);
      }
      if (s) {
        if (s.error) return fail(s.error);
        const rest = skipTrailing(raw, s.end);
        if (rest >= raw.length) return { ok: true, answer: s.answer! };
        return fail(summaListError(raw, s.end, s.answer!) ?? trailingError(raw, rest));
      }
    }
    // Title words ("The Gospel according to St. John") are looked for only when no book starts the text.
    const text = firstGroup ? raw : titleless(raw, first);
    const start = text === raw ? first : skipSpaces(text, 0);
    const groups: RawGroup[] = [];
    let i = start;
    let spanEnd = start;
    let joins = false;
    for (;;) {
      // `Ruth; Jonah 2`, `Jonah 2; Ruth`: a book named alone inside a list is the whole book. `Ps xxii`: Roman
      // chapters alone, read in a lone citation only.
      const g = (i === first && text === raw && firstGroup ? firstGroup : parseGroup(text, i, true)) ?? romanGroupAt(text, i) ?? listedBookAt(text, i, groups.length > 0);
      if (!g) break;
      groups.push(joins ? { ...g, joinsPrevious: true } : g);
      joins = false;
      i = g.end;
      spanEnd = i;
      let sep = skipSpaces(text, i);
      let c = text.charCodeAt(sep);
      // `Mt 5:3-12 par.`, `Lk 6:20 & parr.; Jn 3:16`: the parallels marker is accepted and left out of the answer.
      if (c !== 59 && c !== 44 && mayStartParallels(c)) {
        const p = parallelsEnd(text, i);
        if (p >= 0) {
          i = p;
          sep = skipSpaces(text, i);
          c = text.charCodeAt(sep);
          if (c !== 59 && c !== 44) break;
        }
      }
      // `Gen 50:26-Exod 1:1`: a range into another book (read-bible.ts splits it at the books' ends).
      if (isDash(c)) {
        const next = skipSpaces(text, sep + 1);
        if (!parseGroup(text, next)) break;
        joins = true;
        i = next;
        continue;
      }
      // `John 3:16 and 2 Cor 5:17`, `Jn 3:16 & Mt 5:3`: `and` before another book lists it, as `;` does; so does
      // the parallels' `//` (`Mt 6:9-13 // Lk 11:2-4`), before another book only.
      const and = c === 38 ? 1 : c === 97 && wordAt(text, sep, 'and') ? 3 : c === 47 && text.charCodeAt(sep + 1) === 47 ? 2 : 0;
      if (c !== 59 && c !== 44 && !and) break;
      // `Jn 3:16; cf. Mt 5:3`: a footnote's list goes on past a "cf." (one that opens the citation is a title word).
      const next = skipCf(text, skipSpaces(text, sep + (and || 1)));
      if (!isLetter(text.charCodeAt(next)) && !isDigit(text.charCodeAt(next))) break;
      if (!parseGroup(text, next) && !romanGroupAt(text, next) && !(and === 0 && listedBookAt(text, next, true))) break;
      i = next;
    }
    if (!groups.length) {
      const outside = outsideCanonError(raw, first);
      if (outside) return fail(outside);
      // `Jude`, `Ruth`, `1 Kings`: a book named alone is the whole book (only here: in free text a name alone is
      // no citation, "Jude said", "Acts of kindness"). Its name as written first (`Letter of Jeremiah`), then
      // without title words (`The Gospel according to St. John`).
      const inRaw = wholeBookAt(raw, first);
      const whole = inRaw ?? (text === raw ? undefined : wholeBookAt(text, start));
      if (!whole) return fail(summaLeadError(raw, first) ?? noGroup(text, start));
      const read = { text: inRaw ? raw : text, groups: [whole], numbering, counts: versification, span: { start: whole.bookAt, end: whole.end } };
      const a = resolveGroups(read, naming, options.naming !== undefined);
      return isError(a) ? fail(a) : { ok: true, answer: a };
    }
    const end = skipTrailing(text, i);
    let label: TranslationLabel | undefined;
    if (end < text.length) {
      // `John 3:16 (NABRE)`, `Ps 23 KJV`: a translation's label, which says how the numbers are written.
      label = labelEnding(text, i);
      if (label) {
        // The answer's text holds the label that chose its reading (not a parallels marker before it).
        if (i === spanEnd) spanEnd = label.end;
      } else {
        // `John 3 16` (`John 3 16 KJV`): chapter and verse set apart by a space alone, the whole citation.
        const spaced = groups.length === 1 && i === spanEnd ? spacedVerseGroup(text, groups[0]!) : undefined;
        const left = spaced ? skipTrailing(text, spaced.end) < text.length : true;
        label = spaced && left ? labelEnding(text, spaced.end) : undefined;
        if (!spaced || (left && !label)) {
          return fail(VERSUS.test(text.slice(end, end + 8)) ? versusError(text, end) : trailingError(text, end));
        }
        groups[0] = spaced;
        spanEnd = label ? label.end : spaced.end;
      }
    }
    const span = { start, end: spanEnd };
    const a = readAs({ text, groups, numbering, counts: versification, span }, label, options, naming);
    if (isError(a)) {
      if (options.numbering !== undefined || label) return fail(a);
      return fail(withNumberingHint(a, (n) => resolveGroups({ text, groups, numbering: n, counts: versification, span }, naming, options.naming !== undefined)));
    }
    // `John ii`, `Esdras II`: the Latin way of numbering a book after its name is the other reading (2 John).
    const numbered = groups.length === 1 ? numberedBookReading(groups[0]!) : undefined;
    const other = numbered && readAs({ text, groups: [numbered], numbering, counts: versification, span }, label, options, naming);
    if (!other || isError(other)) return { ok: true, answer: a };
    return { ok: true, answer: { ...a, ambiguous: true, alternatives: [...a.alternatives, other] } };
  }

  function findCitations(text: string, options: ResolveOptions = {}): FoundCitations {
    const naming: Naming = options.naming ?? 'modern';
    const numbering: Numbering = options.numbering ?? 'vulgate';
    const citations: Answer[] = [];
    const unresolved: Unresolved[] = [];
    let i = 0;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (!(isLetter(c) || isDigit(c)) || !atWordStart(text, i)) {
        i++;
        continue;
      }
      const next = findAt(text, i, naming, numbering, citations, unresolved, options);
      i = next > i ? next : i + 1;
    }
    return { citations, unresolved };
  }

  /** A citation starting at word start `i`: recorded, and the offset after it; or `i` when there is none. */
  function findAt(
    text: string,
    i: number,
    naming: Naming,
    numbering: Numbering,
    found: Answer[],
    unresolved: Unresolved[],
    options: ResolveOptions,
  ): number {
    if (mayStartSumma(text, i)) {
      const s = readSumma(text, i, false, summa);
      if (s) {
        if (s.answer) found.push(s.answer);
        else unresolved.push({ text: text.slice(s.start, s.end), start: s.start, end: s.end, error: s.error! });
        return s.end;
      }
    }
    const g = parseGroup(text, i);
    if (!g) return i;
    if (!countsInText(g) || outsideCanonNumber(text, i, g.book.key)) return g.book.end;
    // `Gen 50:25-Exod 1:5`: a range into another book is one citation, as `resolve` reads it (its two ends alone
    // would drop Exodus 1:1-4). A dash before an earlier book (`Jn 3:16 - Mt 5:3`) joins nothing: two citations.
    const dash = skipSpaces(text, g.end);
    if (isDash(text.charCodeAt(dash))) {
      const to = parseGroup(text, skipSpaces(text, dash + 1));
      if (to && countsInText(to)) {
        const groups = [g, { ...to, joinsPrevious: true }];
        const label = translationLabelAt(text, to.end, false);
        const end = label ? label.end : to.end;
        const read = { text, groups, numbering, counts: versification, span: { start: i, end } };
        const a = readAs(read, label, options, naming);
        if (!isError(a) || a.code !== 'bad_range' || a.field !== 'book') {
          if (isError(a)) unresolved.push({ text: text.slice(i, end), start: i, end, error: a });
          else found.push(a);
          return end;
        }
      }
    }
    // `Ps 23:1 (KJV)`, `Jn 3:16 NRSV`: a translation's label after the citation chooses its numbering.
    const label = translationLabelAt(text, g.end, false);
    const end = label ? label.end : g.end;
    const read = { text, groups: [g], numbering, counts: versification, span: { start: i, end } };
    const a = readAs(read, label, options, naming);
    if (isError(a)) unresolved.push({ text: text.slice(i, end), start: i, end, error: a });
    else found.push(a);
    return end;
  }

  /** `resolve`, then, where it fails, a Latin numeral after the book name read before it (postfix-numeral.ts). */
  function resolveAny(input: string, options: ResolveOptions = {}): ResolveResult {
    const r = resolve(input, options);
    const swapped = r.ok ? undefined : numeralFirst(input, r.error.code !== 'unknown_book');
    if (swapped === undefined) return r;
    const s = resolve(swapped, options);
    if (s.ok) return { ok: true, answer: asWritten(s.answer, input) };
    // `Esdrae III 1:1` is 3 Esdras, outside the canon: that says more than "could not read "1:1"".
    return outsideCanonError(swapped, skipSpaces(swapped, 0)) ? s : r;
  }

  return { resolve: resolveAny, findCitations };
}

const fail = (error: ResolveError): ResolveResult => ({ ok: false, error });

/** A citation's groups resolved: under its translation's label when it has one (`Ps 23:1 (KJV)`, labelled-reading.ts). */
function readAs(c: ReadCitation, label: TranslationLabel | undefined, options: ResolveOptions, naming: Naming): BibleAnswer | ResolveError {
  return label ? readWithLabel(c, label, options) : resolveGroups(c, naming, options.naming !== undefined);
}

/** In running text a name must be capitalised ("Acts 2", not "acts 2"), and a word-like name needs a verse. */
const countsInText = (g: RawGroup): boolean => g.book.capital && !(g.book.weak && g.ranges[0]?.from.verse === undefined);

/** A translation's label after a lone citation ending at `i`, when nothing but closing marks follows it. */
function labelEnding(text: string, i: number): TranslationLabel | undefined {
  const label = translationLabelAt(text, i, true);
  return label && skipTrailing(text, label.end) >= text.length ? label : undefined;
}

/** A book named alone at `start`, nothing but a full stop or spaces after it: a group naming the whole book. */
function wholeBookAt(text: string, start: number): RawGroup | undefined {
  for (const book of matchBooks(text, start)) {
    if (skipTrailing(text, book.end) >= text.length) return { book, bookAt: start, osisForm: false, ranges: [], end: book.end, wholeBook: true };
  }
  return undefined;
}

/**
 * A book named alone inside a list of a lone citation (`Ruth; Jonah 2`, `Gen 1; Ruth`), as the whole book: when a
 * `;` or `,` follows it, or (`atEnd`, after another group) the end of the text. Not before `and` or `&`: `Job and
 * Ruth` stays unread, as in free text.
 */
function listedBookAt(text: string, i: number, atEnd: boolean): RawGroup | undefined {
  for (const book of matchBooks(text, i)) {
    const end = text.charCodeAt(book.end) === 46 ? book.end + 1 : book.end;
    const k = skipSpaces(text, end);
    const c = text.charCodeAt(k);
    if (c === 59 || c === 44 || (atEnd && skipTrailing(text, end) >= text.length)) {
      return { book, bookAt: i, osisForm: false, ranges: [], end, wholeBook: true };
    }
  }
  return undefined;
}

/** After a list's `;` or `,`: the offset past a `cf.` (`Cf`, `cf`) and its spaces, or `i` when none is there. */
function skipCf(text: string, i: number): number {
  if ((text.charCodeAt(i) | 0x20) !== 99 /* c */ || !wordAt(text, i, 'cf')) return i;
  const k = text.charCodeAt(i + 2) === 46 ? i + 3 : i + 2;
  return skipSpaces(text, k);
}

/** The text without the title words at `first` ("The Gospel of John 3:16"), or `raw` itself when there are none. */
function titleless(raw: string, first: number): string {
  const from = first > 0 ? raw.slice(first) : raw;
  const stripped = stripTitleWords(from);
  return stripped === from ? raw : stripped;
}

/** Opening brackets and quotation marks a pasted citation may carry: ( [ < " ' “ ‘ « „ ‚ (`<…>` around a URL). */
const OPENING = '([<\'"\u201c\u2018\u00ab\u201e\u201a';
/** Closing ones, with the full stop and `;` a lone citation may end with: . ) ] > ; " ' ” ’ ». */
const CLOSING = '.)]>;\'"\u201d\u2019\u00bb';

function skipOpening(text: string, i: number): number {
  let j = i;
  while (j < text.length && OPENING.includes(text[j]!)) j = skipSpaces(text, j + 1);
  return j;
}

/** A lone citation may end with a full stop, a closing bracket or quotation mark, or spaces. */
function skipTrailing(text: string, i: number): number {
  let j = skipSpaces(text, i);
  while (j < text.length && CLOSING.includes(text[j]!)) j = skipSpaces(text, j + 1);
  return j;
}

/** `ST V q.2`, `Summa …`, a New Advent Summa address: a Summa citation the Summa reader could not read. */
const SUMMA_LEAD = /^(?:S\.\s?T\.|STh?\b|[Ss]umma\b|(?:https?:\/\/)?(?:www\.)?newadvent\.org\/summa\b)/;

/** The error of a citation that starts as the Summa's do but that the Summa reader could not read; null otherwise. */
function summaLeadError(raw: string, start: number): ResolveError | null {
  if (!SUMMA_LEAD.test(raw.slice(start))) return null;
  // `ST I`, `Summa Theologiae, I-II`: a part and nothing after it. Saying it "names no part" sent the caller the
  // wrong way; what is missing is the question.
  const rest = raw.slice(start).replace(SUMMA_LEAD, '').replace(/^\s*(?:theologiae|theologica)?[\s,]*/i, '').replace(/[\s,.]+$/, '');
  // `newadvent.org/summa/1.htm`: New Advent's table of contents of a part, which names no question either.
  const contents = /newadvent\.org\/summa\/(\d)\.htm/i.exec(raw);
  const part = contents ? partByNewAdvent(Number(contents[1])) : rest ? parsePart(rest) : undefined;
  if (part) {
    return resolveError('unreadable', 'question', `"${raw.trim()}" names the ${partInfo(part).title} (${partInfo(part).display}) but no question: cite one, as in "ST ${partInfo(part).display} q.1"`, start);
  }
  return /newadvent/i.test(raw)
    ? resolveError('unreadable', 'ref', `"${raw.trim()}" is not a New Advent page of the Summa (its articles are at newadvent.org/summa/<part><question>.htm#article<n>, part 1-5, the Supplement's appendices 6 and 7)`, start)
    : resolveError('unreadable', 'part', `"${raw.trim()}" names no part of the Summa: the parts are I, I-II, II-II, III and Suppl.`, start);
}

/** `, 2`, `-3`, `and 2`, `et 2`, `& 4-5` after a Summa citation: more numbers of the same kind. */
const SUMMA_MORE = /^\s*(?:,|-|\u2013|\u2014|&|and\b|et\b)\s*\d{1,3}(?:\s*(?:,|-|\u2013|\u2014|&|and\b|et\b)\s*\d{1,3})*\s*[.;]?\s*$/i;

/**
 * `ST I q.2 a.3 ad 1, 2`, `ad 1-2`, `I q.2 a.1-3`, `ST I q.2-3`: a list or range of replies, objections, articles
 * or questions. A Summa answer names one place (one id, one section), so these are refused with a 400 that names
 * the form and gives the citations to send one by one; null when the rest of the text is not such a list.
 */
function summaListError(text: string, end: number, a: SummaAnswer): ResolveError | null {
  const rest = text.slice(end);
  if (!SUMMA_MORE.test(rest)) return null;
  const first = /(\d+)\s*$/.exec(a.canonical);
  if (!first) return null;
  const numbers = [Number(first[1])];
  const re = /(,|-|\u2013|\u2014|&|and|et)\s*(\d{1,3})/gi;
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    const n = Number(m[2]);
    const last = numbers[numbers.length - 1]!;
    if (/^[-\u2013\u2014]$/.test(m[1]!) && n > last && n - last <= 30) for (let k = last + 1; k <= n; k++) numbers.push(k);
    else numbers.push(n);
  }
  const what = a.section
    ? a.section.kind === 'reply' ? 'replies' : 'objections'
    : a.article !== undefined ? 'articles' : 'questions';
  const field = a.section ? 'section' : a.article !== undefined ? 'article' : 'question';
  const stem = a.canonical.slice(0, first.index);
  const shown = numbers.slice(0, 3).map((n) => `"${stem}${n}"`).join(', ') + (numbers.length > 3 ? ', …' : '');
  const whole = field === 'article' ? ` (or the whole question, "${stem.replace(/\s*a\.\s*$/, '')}")` : '';
  return {
    ...resolveError(
      'unreadable',
      field,
      `"${text.trim()}" lists several ${what}: a Summa citation names one place, so lists and ranges of ${what} are not read; cite each one: ${shown}${whole}`,
      end,
    ),
    several: true,
  };
}

/** `I-II`, `II-II`, `Ia IIae`, `1a 2ae` at the start of a text no reader took. */
const SUMMA_PART_LEAD = /^((?:I|II|1|2)-(?:I|II|1|2)|(?:Ia|IIa|1a|2a)[- ]?(?:IIae|2ae))\b/;

/** `Jn 3 vs 16`: `vs` after a chapter, which is "versus" as often as "verse". */
const VERSUS = /^vs\.?\s*\d/i;

function versusError(text: string, at: number): ResolveError {
  return resolveError('unreadable', 'verse', `could not read "${text.slice(at).trim()}" after the citation: "vs" is not read as a verse mark (it may mean "versus"); write the verse after a colon, as in "John 3:16", or with "v." ("John 3 v. 16")`, at);
}

function noGroup(text: string, start: number): ResolveError {
  // `I-II 94`: a part of the Summa with numbers it does not join (no book is called "I-II").
  const part = SUMMA_PART_LEAD.exec(text.slice(start, start + 12));
  if (part) {
    const q = /\d+/.exec(text.slice(start + part[0].length))?.[0] ?? '1';
    return resolveError('unreadable', 'question', `"${text.trim()}" names a part of the Summa but no question and article it can read: write them as in "ST ${part[1]} q.${q} a.1" or "${part[1]} ${q}.1"`, start);
  }
  const books = matchBooks(text, start);
  if (books.length) {
    const name = text.slice(start, books[0]!.end);
    // `John 99999:1`: a number is there, too long to be a chapter (numbers are read up to 3 digits, so that a year
    // in running text, "John 1999", is no citation); it said "expected a chapter number", which a number was.
    const long = /^[\s.]*(\d{4,})/.exec(text.slice(books[0]!.end, books[0]!.end + 40));
    if (long) return resolveError('unreadable', 'chapter', `"${long[1]!.slice(0, 20)}" after "${name}" is no chapter number: chapters are numbered up to 150 (Psalms)`, books[0]!.end);
    return resolveError('unreadable', 'chapter', `expected a chapter number after "${name}"`, books[0]!.end);
  }
  // `3:16`, `3.16`: a chapter and verse with no book.
  const bare = /^\d{1,3}\s?[:.,]\s?\d{1,3}/.exec(text.slice(start, start + 12));
  if (bare) return resolveError('unreadable', 'book', `"${text.trim()}" has no book: name one before the chapter, as in "John ${bare[0]}"`, start);
  let end = start;
  if (isDigit(text.charCodeAt(end))) end = skipSpaces(text, end + 1); // `3 Esdras`
  while (end < text.length && !isDigit(text.charCodeAt(end)) && text[end] !== ':') end++;
  const name = text.slice(start, end).trim();
  if (name && end < text.length) return resolveError('unknown_book', 'book', `no book of the Bible is called "${name}"`, start);
  return resolveError('unreadable', 'ref', `"${text.trim()}" is not a Bible or Summa citation`, start);
}

/** Cheap test before tokenising: `ST`, `S.T.`, `Summa`, a New Advent URL, or a part followed soon by `q`. */
function mayStartSumma(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c === 83 /* S */) {
    const d = text.charCodeAt(i + 1);
    return d === 84 || d === 46 || d === 117 /* u */ || text.startsWith('Suppl', i);
  }
  if (c === 104 || c === 119) return text.startsWith('http', i) || text.startsWith('www.newadvent', i);
  if (c === 110) return text.startsWith('newadvent', i);
  if (c === 73 || c === 49 || c === 50 || c === 51 || c === 70 || c === 80 || c === 84) {
    for (let k = i + 1; k < i + 40 && k < text.length; k++) {
      const x = text.charCodeAt(k);
      if ((x === 113 || x === 81) && !isLetter(text.charCodeAt(k - 1))) return true; // q. / Q / Question
      if (x === 10 || x === 59) return false;
    }
  }
  return false;
}

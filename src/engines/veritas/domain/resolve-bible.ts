/**
 * From the shape of a Scripture citation to canonical ranges: the book by the naming asked for, the numbers
 * moved into the Vulgate numbering, every chapter and verse checked against the data.
 */
import { type Book, bookByOsis } from './books.js';
import type { BibleRange, Naming, VersePoint } from './citation.js';
import type { PairedVerse } from './bible-points.js';
import type { RawGroup, RawPoint, RawRange } from './parse-bible.js';
import type { Versification } from './ports.js';
import { hebrewPsalmsOfVulgate, vulgatePsalmsOfHebrew } from './psalm-numbers.js';
import { dualRun } from './psalm-run-duals.js';
import { type ResolveError, resolveError } from './resolve-error.js';
import { cutAtGaps } from './numbering-gaps.js';
import { NUMBERING_NAMES, type Numbering, chapterCountIn, chapterToCanonical, fromCanonical, toCanonical, verseCountIn } from './versification.js';
import { bookName } from './format-bible.js';
import { isLettered, letterOf, letteredToVulgate, letteredVerseCount } from './lettered-chapters.js';
import { ADDITIONS, type AdditionInfo } from './greek-additions.js';
import { osisOutsideCanonError } from './outside-canon.js';

type Result<T> = T | ResolveError;
// Answers and range lists have no `status`; only errors do.
export const isError = (x: unknown): x is ResolveError => (x as ResolveError).status !== undefined;

const NUMBERING_NAME: Record<Numbering, string> = { vulgate: '', hebrew: ' in the Hebrew numbering', kjv: ' in the KJV numbering' };

/** The book a group names under `naming`; an OSIS id written in OSIS form names its own book. */
export function groupBook(text: string, g: RawGroup, naming: Naming): Book {
  if (g.osisForm) {
    const written = text.slice(g.bookAt, g.book.end);
    const exact = bookByOsis(written);
    if (exact && exact.osis === written) return exact;
  }
  return bookByOsis(naming === 'douay' ? g.book.target.douay : g.book.target.modern)!;
}

/**
 * A Catholic edition's Daniel 3 (`Dan 3:52 (NABRE)`): it prints the Greek prayer of Azarias inside the chapter with
 * the Vulgate's numbers (3:24-90, then 3:91-100), so a range within that chapter is read in the Vulgate numbering
 * whatever the edition's numbering elsewhere (translation-labels.ts).
 */
export const vulgateDanielThree = (osis: string, raw: RawRange): boolean =>
  osis === 'Dan' && raw.from.chapter === 3 && (!raw.to || raw.to.chapter === 3);

export function resolveGroup(
  text: string,
  g: RawGroup,
  naming: Naming,
  numbering: Numbering,
  counts: Versification,
  catholic = false,
): Result<BibleRange[]> {
  // `1Esd.3.1`: in OSIS form the Apocrypha's 1-2 Esdras, not the Douay's (Ezra and Nehemiah, which share the alias).
  if (g.osisForm && (g.book.target.modern === 'Ezra' || g.book.target.modern === 'Neh')) {
    const outside = osisOutsideCanonError(text, g.bookAt, g.book.end);
    if (outside) return outside;
  }
  const book = groupBook(text, g, naming);
  const addition = g.book.target.addition ? ADDITIONS[g.book.target.addition] : undefined;
  if (g.wholeBook) {
    const whole = addition ? additionBook(book, addition, counts) : wholeBook(book, naming, counts);
    return isError(whole) ? whole : [whole];
  }
  const out: BibleRange[] = [];
  for (const raw of g.ranges) {
    // A Greek addition cited by its own name (`Sus.1.45`) has its own numbering, the same in every numbering; a
    // lettered chapter (`AddEsth C:12`) is the Vulgate's already.
    const n = catholic && vulgateDanielThree(book.osis, raw) ? 'vulgate' : numbering;
    const r = addition && !isLettered(raw.from.chapter) ? additionRange(book, raw, addition, counts, g.osisForm) : resolveRange(book, raw, naming, n, counts, g.osisForm);
    if (isError(r)) return r;
    // Read in the caller's chapters (no dual psalm, lettered chapter or addition, which are read otherwise).
    const own = !addition && raw.dual === undefined && !raw.pair && !isLettered(raw.from.chapter) && chapterCountIn(book.osis, n, counts) > 1;
    out.push(...(own ? cutAtGaps(r, raw.from.chapter, raw.to?.chapter ?? raw.from.chapter, n, counts) : [r]));
  }
  return out;
}

/** A book named alone (`Ruth`, `Jude`): its chapters from the prologue (chapter 0) where it has one to the last. */
function wholeBook(book: Book, naming: Naming, counts: Versification): Result<BibleRange> {
  const from = { chapter: counts.verseCount(book.osis, 0) > 0 ? 0 : 1, verse: undefined, part: undefined, at: 0 };
  const to = { chapter: counts.chapterCount(book.osis), verse: undefined, part: undefined, at: 0 };
  return wholeChapters(book, bookName(book.osis, naming), from, to, 'vulgate', counts);
}

/** A Greek addition named alone (`Susanna`, `AddEsth`): all its chapters, as the Vulgate verses they are. */
function additionBook(book: Book, a: AdditionInfo, counts: Versification): Result<BibleRange> {
  const to = a.lastChapter === a.firstChapter ? undefined : { chapter: a.lastChapter, verse: undefined, part: undefined, at: 0 };
  const raw: RawRange = { from: { chapter: a.firstChapter, verse: undefined, part: undefined, at: 0 }, to, following: undefined, dual: undefined };
  // Read as OSIS reads `Sus.1`: the `1` of a one-chapter addition is its chapter, not its first verse.
  return additionRange(book, raw, a, counts, true);
}

function resolveRange(book: Book, raw: RawRange, naming: Naming, numbering: Numbering, counts: Versification, osisForm = false): Result<BibleRange> {
  let from = raw.from;
  let to = raw.to;
  if (raw.pair) {
    const at = pairedPsalmVerse(book, raw.from, raw.pair, counts);
    return isError(at) ? at : { book: book.osis, start: at, end: at, wholeChapters: false };
  }
  if (raw.dual !== undefined) {
    // `Ps 9 (9-10)`, `Ps 114-115 (116)`: whole psalms on both sides (psalm-run-duals.ts).
    if (raw.dualTo !== undefined) {
      const run = dualRun(book.osis, raw);
      if (isError(run)) return run;
      const last = run[1] === run[0] ? undefined : { ...from, chapter: run[1] };
      return wholeChapters(book, bookName(book.osis, naming), { ...from, chapter: run[0] }, last, 'vulgate', counts);
    }
    const psalm = dualPsalm(book, raw.from, raw.dual, raw.dualIn);
    if (isError(psalm)) return psalm;
    // `Ps 9 (10)`, `Ps 113 (115)`: a Vulgate psalm that holds two Hebrew ones, cited with one of them, is the part
    // both numbers name (Vulgate 9:22-39, 113:9-26), not the whole Vulgate psalm.
    const hebrew = psalm === raw.from.chapter ? raw.dual : raw.from.chapter;
    if (from.verse === undefined && !to && hebrewPsalmsOfVulgate(psalm).length > 1) {
      const part = wholeChapters(book, bookName(book.osis, naming), { ...from, chapter: hebrew }, undefined, 'hebrew', counts);
      return isError(part) ? part : { ...part, wholeChapters: false };
    }
    // A verse belongs to the number it follows, the one in brackets (`Ps 9 (10):2` is Hebrew 10:2, Vulgate 9:23;
    // `Ps 10(9):2` Vulgate 9:2), and so does a range of verses after it; a whole psalm is the Vulgate one.
    const side = from.verse === undefined ? undefined : dualVerseSide(psalm, raw.dual, raw.dualIn, numbering);
    from = { ...from, chapter: side?.chapter ?? psalm };
    if (to && to.chapter === raw.from.chapter) to = { ...to, chapter: from.chapter };
    numbering = side?.numbering ?? 'vulgate';
  }
  // A book of one chapter (Obadiah, Philemon, 2 and 3 John, Jude) is cited by verse alone: `Jude 3` is Jude 1:3,
  // `Phlm 1` its first verse (SBL Handbook §8.3.4); `Jude 1:3` still reads as written. In OSIS form the number
  // after the book is its chapter: `Jude.1` is the whole letter (`Jude.3`, which OSIS cannot mean, is still verse 3).
  const osisChapter = osisForm && from.chapter === 1 && (!to || to.chapter === 1);
  if (from.verse === undefined && to?.verse === undefined && !osisChapter && !isLettered(from.chapter) && chapterCountIn(book.osis, numbering, counts) === 1) {
    from = { ...from, chapter: 1, verse: from.chapter };
    if (to) to = { ...to, chapter: 1, verse: to.chapter };
  }
  const name = bookName(book.osis, naming);
  if (from.verse === undefined) return wholeChapters(book, name, from, to, numbering, counts);
  const start = point(book, name, from, numbering, counts, 'start');
  if (isError(start)) return start;
  let end: Result<VersePoint> = start.last;
  if (to) end = start.last;
  else if (raw.following === 'ff') end = { chapter: start.last.chapter, verse: counts.verseCount(book.osis, start.last.chapter), part: undefined };
  else if (raw.following === 'f') {
    const max = counts.verseCount(book.osis, start.last.chapter);
    end = { chapter: start.last.chapter, verse: Math.min(max, start.last.verse + 1), part: undefined };
  }
  if (to) {
    const e = point(book, name, to, numbering, counts, 'end');
    if (isError(e)) return e;
    end = e.last;
  }
  if (isError(end)) return end;
  if (end.chapter < start.first.chapter || (end.chapter === start.first.chapter && end.verse < start.first.verse)) {
    return resolveError('bad_range', 'verse', `the range ${rawText(from)}-${rawText(to ?? from)} runs backwards`, from.at);
  }
  return { book: book.osis, start: start.first, end, wholeChapters: false };
}

/** One chapter as a message names it: `John 3`, `Psalm 22` (the book is `Psalms`). */
const chapterName = (name: string, chapter: number) => `${name === 'Psalms' ? 'Psalm' : name} ${chapter}`;

const rawChapter = (p: RawPoint) => (isLettered(p.chapter) ? letterOf(p.chapter) : `${p.chapter}`);
const rawText = (p: RawPoint) => (p.verse === undefined ? rawChapter(p) : `${rawChapter(p)}:${p.verse}`);

/** A verse of a lettered chapter (`Est C:12`), checked, as the Vulgate verse it is; the same in every numbering. */
function letteredPoint(book: Book, name: string, p: RawPoint, side: 'start' | 'end', counts: Versification): Result<{ first: VersePoint; last: VersePoint }> {
  const n = letteredVerseCount(book.osis, p.chapter);
  if (n === 0) return resolveError('no_chapter', 'chapter', `${name} has no chapter ${letterOf(p.chapter)}: lettered chapters (A-F) are Greek Esther's`, p.at);
  const verse = p.verse ?? (side === 'start' ? 1 : n);
  if (verse < 1 || verse > n) return resolveError('no_verse', 'verse', `${name} ${letterOf(p.chapter)} has ${n} verses`, p.at, { min: 1, max: n });
  const at = { ...letteredToVulgate(p.chapter, verse, counts), part: p.part };
  return { first: at, last: at };
}

/** A verse in the caller's numbering, checked, as its first and last canonical verse. */
function point(
  book: Book,
  name: string,
  p: RawPoint,
  numbering: Numbering,
  counts: Versification,
  side: 'start' | 'end',
): Result<{ first: VersePoint; last: VersePoint }> {
  if (isLettered(p.chapter)) return letteredPoint(book, name, p, side, counts);
  const chapterError = checkChapter(book, name, p, numbering, counts);
  if (chapterError) return chapterError;
  const verse = p.verse ?? (side === 'start' ? 1 : verseCountIn(book.osis, p.chapter, numbering, counts));
  const span = verse >= 1 ? toCanonical(book.osis, p.chapter, verse, numbering) : undefined;
  const valid =
    span &&
    span.verse >= 1 &&
    span.verse <= counts.verseCount(book.osis, span.chapter) &&
    span.toVerse <= counts.verseCount(book.osis, span.toChapter);
  if (!valid) {
    const max = verseCountIn(book.osis, p.chapter, numbering, counts);
    if (verse >= 1 && verse <= max) {
      return resolveError('no_counterpart', 'verse', `${chapterName(name, p.chapter)}:${verse}${NUMBERING_NAME[numbering]} has no counterpart in the Vulgate numbering`, p.at);
    }
    return resolveError('no_verse', 'verse', `${chapterName(name, p.chapter)} has ${max} verses${NUMBERING_NAME[numbering]}`, p.at, { min: 1, max });
  }
  return {
    first: { chapter: span.chapter, verse: span.verse, part: p.part },
    last: { chapter: span.toChapter, verse: span.toVerse, part: p.part },
  };
}

function checkChapter(book: Book, name: string, p: RawPoint, numbering: Numbering, counts: Versification): ResolveError | undefined {
  const max = chapterCountIn(book.osis, numbering, counts);
  const min = book.prologue && numbering === 'vulgate' ? 0 : 1;
  if (p.chapter >= min && p.chapter <= max && (p.chapter > 0 || counts.verseCount(book.osis, 0) > 0)) return undefined;
  const what = max === 1 ? '1 chapter' : `${max} chapters`;
  const prologue = min === 0 ? ' and a prologue (chapter 0)' : '';
  const greek = book.osis === 'Ps' && p.chapter === 151 ? ' (Psalm 151, of the Greek Psalter, is not in the Vulgate or the Catholic canon)' : '';
  return resolveError('no_chapter', 'chapter', `${name} has ${what}${prologue}${NUMBERING_NAME[numbering]}${greek}`, p.at, { min, max });
}

function wholeChapters(
  book: Book,
  name: string,
  from: RawPoint,
  to: RawPoint | undefined,
  numbering: Numbering,
  counts: Versification,
): Result<BibleRange> {
  const last = to ?? from;
  for (const p of [from, last]) {
    const e = checkChapter(book, name, p, numbering, counts);
    if (e) return e;
  }
  if (last.chapter < from.chapter) {
    return resolveError('bad_range', 'chapter', `the range ${from.chapter}-${last.chapter} runs backwards`, from.at);
  }
  const firstRuns = chapterToCanonical(book.osis, from.chapter, numbering, counts);
  const lastRuns = chapterToCanonical(book.osis, last.chapter, numbering, counts);
  const a = firstRuns[0];
  const b = lastRuns[lastRuns.length - 1];
  if (!a || !b) return resolveError('no_chapter', 'chapter', `${chapterName(name, from.chapter)} has no counterpart in the Vulgate numbering`, from.at);
  return {
    book: book.osis,
    start: { chapter: a.chapter, verse: a.verse, part: undefined },
    end: { chapter: b.toChapter, verse: b.toVerse, part: undefined },
    wholeChapters: true,
  };
}

/**
 * `Ps 22 (23)` and `Ps 23(22)`: the Vulgate number of the pair, whichever way round it is written; with a label
 * (`Ps 22 (Hebrew 23)`, `Psalm 23 (Vulgate 22)`) the second number is in the numbering it names.
 */
function dualPsalm(book: Book, from: RawPoint, dual: number, dualIn?: Numbering): Result<number> {
  const a = from.chapter;
  if (book.osis !== 'Ps') {
    return resolveError('unreadable', 'chapter', `only psalms carry two numbers (${a} and ${dual})`, from.at);
  }
  // The English Bibles number the psalms as the Hebrew does (they differ from it in the verses only).
  if (dualIn) {
    const [vul, heb] = dualIn === 'vulgate' ? [dual, a] : [a, dual];
    if (vul >= 1 && vul <= 150 && hebrewPsalmsOfVulgate(vul).includes(heb)) return vul;
    const is = vul >= 1 && vul <= 150 ? `Vulgate Psalm ${vul} is Hebrew ${hebrewPsalmsOfVulgate(vul).join(' and ')}` : `there is no Vulgate Psalm ${vul}`;
    return resolveError('psalm_mismatch', 'chapter', `Psalm ${a} (${NUMBERING_NAMES[dualIn]} ${dual}) is not one psalm: ${is}`, from.at);
  }
  if (a >= 1 && a <= 150 && hebrewPsalmsOfVulgate(a).includes(dual)) return a;
  if (dual >= 1 && dual <= 150 && vulgatePsalmsOfHebrew(a).includes(dual)) return dual;
  return resolveError('psalm_mismatch', 'chapter', `Psalm ${a} and Psalm ${dual} are not the same psalm in the Vulgate and Hebrew numberings`, from.at);
}

/**
 * The psalm and numbering a dual form's verse is read in: the bracketed number's, which it follows. The Vulgate's
 * when that number is the Vulgate psalm (`Ps 23(22):1`); otherwise the other numbering, as its label says, else as
 * the request's `numbering` (`kjv` leaves the titles unnumbered), else the Hebrew (`Ps 22 (23):1`).
 */
function dualVerseSide(psalm: number, bracketed: number, label: Numbering | undefined, asked: Numbering): { chapter: number; numbering: Numbering } {
  const vulgate = label ? label === 'vulgate' : bracketed === psalm;
  if (vulgate) return { chapter: psalm, numbering: 'vulgate' };
  return { chapter: bracketed, numbering: label ?? (asked === 'kjv' ? 'kjv' : 'hebrew') };
}

/** A verse of a Greek addition in its own numbering, checked, as the Vulgate verses it is. */
function additionPoint(a: AdditionInfo, p: RawPoint, side: 'start' | 'end'): Result<{ first: VersePoint; last: VersePoint }> {
  const [min, max] = a.verses(p.chapter);
  if (max === 0) {
    const chapters = a.firstChapter === a.lastChapter ? `1 chapter` : `chapters ${a.firstChapter}-${a.lastChapter}`;
    const where = ` (${a.where} in the Vulgate${a.osis === 'AddEsth' ? '; the rest of Esther is cited as Esther' : ''})`;
    const name = a.name.replace(/^the /, 'The ');
    return resolveError('no_chapter', 'chapter', `${name} (${a.osis}) has ${chapters}${where}`, p.at, { min: a.firstChapter, max: a.lastChapter });
  }
  const verse = p.verse ?? (side === 'start' ? min : max);
  if (verse < min || verse > max) {
    const name = a.name.replace(/^the /, 'The ');
    const chapter = a.firstChapter === a.lastChapter ? '' : ` ${p.chapter}`;
    return resolveError('no_verse', 'verse', `${name}${chapter} has verses ${min}-${max}`, p.at, { min, max });
  }
  const span = a.toVulgate(p.chapter, verse);
  return { first: { ...span.first, part: p.part }, last: { ...span.last, part: p.part } };
}

/** A range of a Greek addition (`Sus 1:45-47`, `Bel 3`, `AddEsth 14`), as canonical verses of Daniel or Esther. */
function additionRange(book: Book, raw: RawRange, a: AdditionInfo, counts: Versification, osisForm: boolean): Result<BibleRange> {
  if (raw.dual !== undefined) return resolveError('unreadable', 'chapter', `only psalms carry two numbers (${raw.from.chapter} and ${raw.dual})`, raw.from.at);
  let from = raw.from;
  let to = raw.to;
  // Susanna, Bel and the Prayer of Azariah are books of one chapter: `Bel 3` is Bel 1:3 (but `Bel.1`, in OSIS form,
  // is its chapter, as `Jude.1` is).
  const osisChapter = osisForm && from.chapter === 1 && (!to || to.chapter === 1);
  if (a.firstChapter === a.lastChapter && !osisChapter && from.verse === undefined && to?.verse === undefined) {
    from = { ...from, chapter: 1, verse: from.chapter };
    if (to) to = { ...to, chapter: 1, verse: to.chapter };
  }
  const whole = from.verse === undefined;
  const start = additionPoint(a, from, 'start');
  if (isError(start)) return start;
  let last = to ?? from;
  if (!to && raw.following) {
    const max = a.verses(from.chapter)[1];
    last = { ...from, verse: raw.following === 'ff' ? max : Math.min(max, from.verse! + 1), part: undefined };
  }
  const end = additionPoint(a, last, 'end');
  if (isError(end)) return end;
  if (last.chapter < from.chapter || (last.chapter === from.chapter && (last.verse ?? 999) < (from.verse ?? 0))) {
    return resolveError('bad_range', whole ? 'chapter' : 'verse', `the range ${rawText(from)}-${rawText(last)} runs backwards`, from.at);
  }
  return { book: book.osis, start: start.first, end: end.last, wholeChapters: whole && counts.verseCount(book.osis, end.last.chapter) > 0 };
}

const BOTH_OTHERS = ['hebrew', 'kjv'] as const;

/**
 * `Ps 50:3 (51:1)`, `Ps 51:1 (50:3)`: one verse written in the Vulgate numbering and in the Hebrew or KJV one,
 * whichever way round. The pair must name the same verse: one side read as Vulgate must be (or lie in) what the
 * other is in the Hebrew or the KJV numbering. Answered as that Vulgate verse. A label on the second number says
 * its numbering (`Ps 50:3 (Hebrew 51:3)`, `Ps 50:3 (51:1 KJV)`, `Psalm 51:1 (Vulgate 50:3)`), and then only that
 * reading is tried.
 */
function pairedPsalmVerse(book: Book, from: RawPoint, pair: PairedVerse, counts: Versification): Result<VersePoint> {
  const a = { chapter: from.chapter, verse: from.verse! };
  const label = pair.in ? `${NUMBERING_NAMES[pair.in]} ` : '';
  const written = `${a.chapter}:${a.verse} (${label}${pair.chapter}:${pair.verse})`;
  if (book.osis !== 'Ps') return resolveError('unreadable', 'chapter', `only psalms carry two numbers (${written})`, from.at);
  const orders = pair.in === 'vulgate' ? [[pair, a]] as const : pair.in ? [[a, pair]] as const : [[a, pair], [pair, a]] as const;
  const others = pair.in === 'hebrew' || pair.in === 'kjv' ? [pair.in] : BOTH_OTHERS;
  for (const [vul, other] of orders) {
    if (vul.chapter < 1 || vul.chapter > 150 || vul.verse < 1 || vul.verse > counts.verseCount('Ps', vul.chapter)) continue;
    for (const n of others) {
      const s = toCanonical('Ps', other.chapter, other.verse, n);
      if (!s) continue;
      const afterStart = vul.chapter > s.chapter || (vul.chapter === s.chapter && vul.verse >= s.verse);
      const beforeEnd = vul.chapter < s.toChapter || (vul.chapter === s.toChapter && vul.verse <= s.toVerse);
      if (afterStart && beforeEnd) return { chapter: vul.chapter, verse: vul.verse, part: from.part };
    }
  }
  // Not the same verse: say what the first number is in the other numberings, when it exists.
  const psalms = dualPsalm(book, from, pair.chapter, pair.in);
  if (isError(psalms)) return psalms;
  const vul = pair.in === 'vulgate' ? pair : pair.in || psalms === a.chapter ? a : pair;
  const h = fromCanonical('Ps', vul.chapter, vul.verse, 'hebrew');
  const k = fromCanonical('Ps', vul.chapter, vul.verse, 'kjv');
  const show = (s: typeof h) => (s ? `${s.chapter}:${s.verse}` : 'none');
  return resolveError(
    'psalm_mismatch',
    'verse',
    `Psalm ${written} does not name one verse: Vulgate ${vul.chapter}:${vul.verse} is ${show(h)} in the Hebrew numbering and ${show(k)} in the KJV's`,
    from.at,
  );
}

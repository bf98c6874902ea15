import { GREEK_ESTHER, GREEK_ESTHER_IN_VULGATE } from './greek-additions.js';
import { ONE_CHAPTER, type TamilBook, splitBook } from './tamil-books.js';

/** A verse as the table cites it: chapter, verse and the parts of it read (`4abc`: parts `abc`). */
export interface VersePoint {
  chapter: number;
  verse: number;
  part?: string;
}

export interface VerseRange {
  from: VersePoint;
  to: VersePoint;
}

/** The verses of one book read in one citation, grouped in strophes (psalms) or a single group (readings). */
export interface BookPassage {
  book: TamilBook;
  /** The Tamil book abbreviation as written, for the Greek parts of Esther and Daniel (greek-additions.ts). */
  tamil: string;
  strophes: VerseRange[][];
  /** `rsv` as the table numbers; `vulgate` when the import had to write the passage in the Vulgate's numbering. */
  numbering: 'rsv' | 'vulgate';
}

export interface ParsedCitation {
  passages: BookPassage[];
  /** Written with `காண்க` ("see"): an acclamation taken from, not quoting, the verse (cf.). */
  cf: boolean;
}

const POINT = /^(?:(\d+):)?(\d+)?([a-z]*)$/;

/**
 * One comma-separated piece: `9b`, `9b-10`, `5:20-6:2`, `14:1` (a new chapter inside the list), `a` (another part
 * of the previous verse: `17b,a`), `9a-c` (parts a to c), and the table's `14b-2:1-2` (Mal 1:14b-2:2, a typo of
 * the source read as the range it means: the first and the last point, the chapter from the middle).
 */
function readPiece(piece: string, chapter: number, previous: VersePoint | undefined): VerseRange | undefined {
  const letters = /^(\d+)([a-z])-([a-z])$/.exec(piece);
  if (letters) {
    const part = String.fromCharCode(...Array.from({ length: letters[3]!.charCodeAt(0) - letters[2]!.charCodeAt(0) + 1 }, (_, i) => letters[2]!.charCodeAt(0) + i));
    const p = { chapter, verse: Number(letters[1]), part };
    return { from: p, to: p };
  }
  const ends = piece.split('-');
  if (ends.length > 3) return undefined;
  const a = POINT.exec(ends[0]!);
  if (!a) return undefined;
  if (!a[2]) {
    if (!previous || a[1] || !a[3]) return undefined;
    const p = { chapter: previous.chapter, verse: previous.verse, part: a[3] };
    return { from: p, to: p };
  }
  const from: VersePoint = { chapter: a[1] ? Number(a[1]) : chapter, verse: Number(a[2]), ...(a[3] ? { part: a[3] } : {}) };
  if (ends.length === 1) return { from, to: from };
  const middle = ends.length === 3 ? POINT.exec(ends[1]!) : null;
  const b = POINT.exec(ends[ends.length - 1]!);
  if (!b?.[2] || (ends.length === 3 && !middle?.[1])) return undefined;
  const toChapter = b[1] ? Number(b[1]) : middle?.[1] ? Number(middle[1]) : from.chapter;
  return { from, to: { chapter: toChapter, verse: Number(b[2]), ...(b[3] ? { part: b[3] } : {}) } };
}

/**
 * `17ba` (the table's slip for `17b,a`: the second half of the verse, then the first, as the acclamation of the
 * Ninth Sunday B reads Jn 17:17) is two pieces, `17b` and `a`; parts in order (`2ab`, `4bcd`) are one.
 */
function partsApart(piece: string): string[] {
  const m = /^(\d+)([a-z])([a-z])$/.exec(piece);
  return m && m[3]! < m[2]! ? [`${m[1]}${m[2]}`, m[3]!] : [piece];
}

/**
 * Parses a citation of the Tamil table (`திபா51:1-2.3-4a.10-11.12,15`, `2திமொ1:1-3;6-12`, `யோவா1:7;லூக்1:17காண்க`):
 * strophes are separated by `.`, verses within a strophe by `,`, chapters or books by `;`; a range may cross a
 * chapter (`5:20-6:2`). A `~DAYID` suffix names where the upstream app finds the text and is dropped. Throws with
 * the reason when the text is not a citation.
 */
export function parseTamilCitation(raw: string): ParsedCitation {
  let text = raw.replace(/\\[trn]|\s/g, '').replace(/~.*$/, '');
  const cf = text.endsWith('காண்க');
  if (cf) text = text.slice(0, -'காண்க'.length);
  const passages: BookPassage[] = [];
  let current: BookPassage | undefined;
  let chapter = 0;
  for (const group of text.split(';')) {
    let body = group;
    const named = splitBook(group);
    if (named) {
      body = named.rest.replace(/^:/, '');
      const vulgate = named.tamil === GREEK_ESTHER ? GREEK_ESTHER_IN_VULGATE[body] : undefined;
      if (named.tamil === GREEK_ESTHER && !vulgate) throw new Error(`Greek Esther '${body}' has no known Vulgate reading`);
      current = { book: named.book, tamil: named.tamil, strophes: [], numbering: vulgate ? 'vulgate' : 'rsv' };
      passages.push(current);
      body = vulgate ?? body;
      chapter = ONE_CHAPTER.has(named.book.osis) ? 1 : 0;
    }
    if (!current) throw new Error(`no book at the start of '${raw}'`);
    const m = /^(\d+):(.*)$/.exec(body);
    if (m && !ONE_CHAPTER.has(current.book.osis)) {
      chapter = Number(m[1]);
      body = m[2]!;
    }
    if (chapter === 0) throw new Error(`no chapter in '${raw}'`);
    for (const strophe of body.split('.')) {
      const ranges: VerseRange[] = [];
      for (const piece of strophe.split(',').flatMap(partsApart)) {
        if (piece === '') continue; // a trailing `.` in the source (`திபா23:1-3a.3b-4.5.6.`)
        const range = readPiece(piece, chapter, ranges[ranges.length - 1]?.to ?? current.strophes.at(-1)?.at(-1)?.to);
        if (!range) throw new Error(`cannot read '${piece}' in '${raw}'`);
        ranges.push(range);
        chapter = range.to.chapter;
      }
      if (ranges.length > 0) current.strophes.push(ranges);
    }
  }
  return { passages, cf };
}

const point = (p: VersePoint) => `${p.verse}${p.part ?? ''}`;

/**
 * Whether a passage's groups are its chapters (`Jb 38:1, 12-21; 40:3-5`: each group after the first opens another
 * chapter), as in a reading, rather than the strophes of a canticle sung as the psalm (`Ex 15:8-9, 10 and 12, 17`).
 */
export const inChapterGroups = (p: BookPassage) => p.strophes.slice(1).every((s, i) => s[0]!.from.chapter !== p.strophes[i]!.at(-1)!.to.chapter);

/**
 * A citation printed the way an English lectionary prints it: `Ps 51:1-2, 3-4a, 10-11, 12 and 15` (a psalm's
 * strophes separated by commas, verses within one by "and"; so too a canticle sung as the psalm), `Mt 6:1-6, 16-18`,
 * `2 Cor 5:20-6:2`, `Is 63:16b-17; 64:1, 3b-8` (a reading's chapters separated by semicolons, never "and").
 * `chapterGroups` says, per passage, whether its groups are chapters: the table's passage decides it for the
 * Vulgate's too, whose renumbered chapters may no longer open each group.
 */
export function formatCitation(passages: readonly BookPassage[], cf = false, chapterGroups: readonly boolean[] = passages.map(inChapterGroups)): string {
  const out = passages.map((p, i) => {
    let chapter = -1;
    const strophes = p.strophes.map((ranges) =>
      ranges
        .map((r) => {
          let s = '';
          if (r.from.chapter !== chapter) {
            chapter = r.from.chapter;
            s += ONE_CHAPTER.has(p.book.osis) ? '' : `${chapter}:`;
          }
          s += point(r.from);
          if (r.to !== r.from) {
            s += r.to.chapter !== r.from.chapter ? `-${r.to.chapter}:${point(r.to)}` : `-${point(r.to)}`;
            chapter = r.to.chapter;
          }
          return s;
        })
        .join(p.book.osis === 'Ps' || (p.strophes.length > 1 && !chapterGroups[i]) ? ' and ' : ', '),
    );
    return `${p.book.abbr} ${strophes.join(', ')}`.replace(/, (\d+:)/g, '; $1');
  });
  return `${cf ? 'cf. ' : ''}${out.join('; ')}`;
}

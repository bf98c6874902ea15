import { verseKey } from '../../../refinery/veritas/verse-key.js';
import type { BookDoc } from '../data/catalogue.js';
import type { CitedPassage } from '../data/citing-hits.js';
import type { ArticleDoc, Hit } from '../data/search-hits.js';
import type { SearchFilters, SearchSource } from '../data/search-sources.js';
import type { VeritasStore } from '../data/veritas-dataset.js';
import type { Answer, BibleAnswer, SummaAnswer } from '../domain/citation.js';
import { answerOut } from './answer-schema.js';
import { citationWindows } from '../data/citation-windows.js';
import { SUMMA_READING, catenaCitations } from '../domain/text-readings.js';
import { fromCanonical } from '../domain/versification.js';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cut = (text: string) => escapeHtml(text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** Verses shown in a passage hit's snippet. */
const SNIPPET_VERSES = 3;

/**
 * The opening verses of a passage in one translation, read directly (a passage hit shows at most three verses,
 * so a citation longer than a passage request allows, such as `Gen 1-10`, still has its opening words).
 */
function openingText(store: VeritasStore, answer: BibleAnswer, translation: 'drb' | 'vulgate'): string {
  const out: string[] = [];
  for (const r of answer.ranges) {
    const book = store.catalogue.book(r.book);
    if (!book) continue;
    const [start, end] = store.texts.range(verseKey(book.num, r.start.chapter, r.start.verse), verseKey(book.num, r.end.chapter, r.end.verse));
    for (let i = start; i < end && out.length < SNIPPET_VERSES; i++) {
      const text = store.texts[translation][i];
      if (text) out.push(text);
    }
    if (out.length >= SNIPPET_VERSES) break;
  }
  return out.join(' ');
}

/**
 * The words of a cited Summa article: the section cited (`ad 2` is reply 2), else the article as it opens; a
 * question's introduction for a whole question. Empty when the source lost the text (I-II q.101).
 */
function summaText(store: VeritasStore, answer: SummaAnswer): string {
  if (answer.article === undefined) {
    const q = store.db.summaQuestion.get(answer.part, answer.question);
    return q ? ((JSON.parse(q.doc) as { intro: string | null }).intro ?? '') : '';
  }
  const row = store.db.summaArticle.get(answer.part, answer.question, answer.article);
  if (!row) return '';
  const a = JSON.parse(row.doc) as ArticleDoc;
  const s = answer.section;
  const named =
    s?.kind === 'objection' ? a.objections.find((o) => o.n === s.number)?.text
    : s?.kind === 'reply' ? a.replies.find((r) => r.n === s.number)?.text
    : s?.kind === 'sed contra' ? a.sed_contra
    : s?.kind === 'respondeo' ? a.respondeo
    : undefined;
  return named ?? a.objections[0]?.text ?? a.respondeo ?? '';
}

/** Whether a passage lies within the `book` and `testament` filters (every book it names). */
function withinBooks(store: VeritasStore, answer: BibleAnswer, book: BookDoc | undefined, testament: 'OT' | 'NT' | undefined): boolean {
  return answer.ranges.every((r) => {
    const b = store.catalogue.book(r.book);
    return b !== undefined && (!book || b.num === book.num) && (!testament || b.testament === testament);
  });
}

/**
 * A search query that is itself a citation (`Jn 3:16`, `ST I q.2 a.3`) gives that passage or article as the first
 * hit, under the rules the text hits follow (search-sources.ts): a passage when the Bible is searched (`in`, no
 * `part` or `father`) and it lies in the `book` and `testament` asked for, shown in the first translation searched;
 * an article when the Summa is searched (no `book`, `testament` or `father`) and it is in the `part` asked for.
 * The caller resolves the query (search.ts: only one that contains a digit, so plain words never pay for it).
 */
export function citationHit(store: VeritasStore, answer: Answer, scope: SearchFilters): Hit | null {
  const out = answerOut(answer);
  if (answer.kind === 'summa') {
    if (!scope.in.includes('summa') || scope.book || scope.testament || scope.father) return null;
    if (scope.part && scope.part !== answer.part) return null;
    const a = answer.article === undefined ? undefined : store.catalogue.articleTitle(answer.part, answer.question, answer.article);
    const text = summaText(store, answer);
    return { kind: 'passage', id: answer.id, title: a ? `${answer.id}: ${a.title}` : answer.canonical, snippet: text ? cut(text) : escapeHtml(answer.canonical), score: null, part: answer.part, question: answer.question, ...(answer.article === undefined ? {} : { article: answer.article }), href: out.href, provenance_id: 'summa' };
  }
  if (!scope.in.includes('bible') || scope.part || scope.father) return null;
  if (!withinBooks(store, answer, scope.book, scope.testament)) return null;
  const translation = scope.translations[0] ?? 'drb';
  const text = openingText(store, answer, translation);
  return { kind: 'passage', id: answer.osis, title: answer.canonical, snippet: cut(text), score: null, osis: answer.osis, translation, href: out.href, provenance_id: translation };
}

/** The verse keys of a passage, one inclusive range per range of the citation. */
function passageKeys(store: VeritasStore, answer: BibleAnswer): Array<readonly [number, number]> {
  const keys: Array<readonly [number, number]> = [];
  for (const r of answer.ranges) {
    const book = store.catalogue.book(r.book);
    if (book) keys.push([verseKey(book.num, r.start.chapter, r.start.verse), verseKey(book.num, r.end.chapter, r.end.verse)]);
  }
  return keys;
}

/** Verses of each range whose numbers are looked for in the Catena's text (citing-hits.ts). */
const NUMBERED_VERSES = 10;

/**
 * How a text may write the passage's numbers: the chapter and verse of its first verses (NUMBERED_VERSES of each
 * range; none for whole chapters) and every chapter it covers, in the Vulgate's numbering and, for a text that
 * writes the English Bible's (the Catena: text-readings.ts), in the KJV's too (Vulgate Psalm 109:1 is its 110:1).
 */
function writtenNumbers(answer: BibleAnswer, kjv: boolean): { pairs: Set<string>; chapters: Set<number> } {
  const pairs = new Set<string>();
  const chapters = new Set<number>();
  for (const r of answer.ranges) {
    const own = new Set<number>();
    const add = (chapter: number, verse: number, withPair: boolean) => {
      own.add(chapter);
      if (withPair) pairs.add(`"${chapter} ${verse}"`);
      const span = kjv ? fromCanonical(r.book, chapter, verse, 'kjv') : undefined;
      if (!span) return;
      for (const [c, v] of [[span.chapter, span.verse], [span.toChapter, span.toVerse]] as const) {
        own.add(c);
        if (withPair && v > 0) pairs.add(`"${c} ${v}"`);
      }
    };
    add(r.start.chapter, r.start.verse, false);
    add(r.end.chapter, r.end.verse, false);
    if (!r.wholeChapters) {
      const last = r.end.chapter === r.start.chapter ? r.end.verse : r.start.verse + NUMBERED_VERSES - 1;
      for (let v = r.start.verse; v <= Math.min(last, r.start.verse + NUMBERED_VERSES - 1); v++) add(r.start.chapter, v, true);
    }
    // Every chapter from the range's first to its last, in either numbering (KJV Psalm 116 is Vulgate 114-115).
    const written = [...own];
    for (let c = Math.min(...written); c <= Math.max(...written); c++) chapters.add(c);
  }
  return { pairs, chapters };
}

/**
 * The Summa and Catena sources of a search for a Bible passage typed as the query, made to find the records that
 * cite the passage or comment on it (data/citing-hits.ts): the phrase as written also matched another book that
 * ends with the same letters (`Jn 3:16` marked in `(1 Jn. 3:16)`). Each text's citations are read as it writes
 * them (text-readings.ts): the Summa's with Douay names, the Catena's in the KJV numbering. The Bible's sources
 * are left as they are.
 */
export function citingSources(store: VeritasStore, answer: BibleAnswer, sources: SearchSource[]): SearchSource[] {
  const keys = passageKeys(store, answer);
  const whole = answer.ranges.some((r) => r.wholeChapters);
  const overlaps = (a: Answer) => a.kind === 'bible' && passageKeys(store, a).some(([lo, hi]) => keys.some(([l, h]) => lo <= h && hi >= l));
  const cited = (kjv: boolean, read: (text: string) => readonly Answer[]): CitedPassage => {
    const { pairs, chapters } = writtenNumbers(answer, kjv);
    return {
      osis: answer.osis,
      keys,
      numbers: [...pairs].join(' OR '),
      citedAt(text) {
        const found = (from: number, to: number) => {
          const c = read(from === 0 && to === text.length ? text : text.slice(from, to)).find(overlaps);
          return c && { start: from + c.start, end: from + c.end };
        };
        // A whole chapter may be cited without a verse (`Matt. 5`): the text is read whole.
        if (whole) return found(0, text.length);
        for (const [from, to] of citationWindows(text, chapters)) {
          const at = found(from, to);
          if (at) return at;
        }
        return undefined;
      },
    };
  };
  const summa = cited(false, (text) => store.resolver.findCitations(text, SUMMA_READING).citations);
  const catena = cited(true, (text) => catenaCitations(store.resolver, text));
  return sources.map((s) => (s.kind === 'bible' ? s : { ...s, cites: s.kind === 'summa' ? summa : catena, whole: false }));
}

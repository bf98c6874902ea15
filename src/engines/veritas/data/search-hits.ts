import { splitVerseKey } from '../../../refinery/veritas/verse-key.js';
import { foldText } from '../../../platform/text/fold-text.js';
import { modernQuery } from './archaic-query.js';
import type { CitedPassage } from './citing-hits.js';
import type { ParsedQuery } from './fts-query.js';
import type { RawHit } from './search.js';
import { snippet } from './snippet.js';
import { stemWords } from './stem-words.js';
import type { VeritasStore } from './veritas-dataset.js';
import type { VeritasSourceId } from '../../../refinery/veritas/sources.js';

export interface Hit {
  kind: 'bible' | 'summa' | 'catena' | 'passage';
  id: string;
  title: string;
  snippet: string;
  score: number | null;
  translation?: string;
  osis?: string;
  part?: string;
  question?: number;
  article?: number;
  father?: string;
  href: string;
  /** The text the hit is from: the `id` of its entry in the answer's `provenance` (source and licence). */
  provenance_id: VeritasSourceId;
}

/** The stored document of a Summa article, as far as search and its citation hits read it. */
export interface ArticleDoc {
  id: string;
  part: string;
  question: number;
  article: number;
  question_title: string;
  title: string;
  objections: Array<{ n: number; text: string }>;
  sed_contra: string | null;
  respondeo: string | null;
  replies: Array<{ n: number; text: string }>;
  /** Text the source gives outside the sections (a translator's note): indexed with them (summa-doc.ts). */
  other_text?: string | null;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * The snippet of a record found for the passage typed as the query (citing-hits.ts): its citation of the passage
 * marked as the text writes it (`Jn. 3:16`, not the `Jn. 3:16` of `1 Jn. 3:16`); a Catena quotation on the passage
 * that cites it nowhere opens with its first words.
 */
function citingSnippet(text: string, cited: CitedPassage): string {
  const at = cited.citedAt(text);
  if (!at) return snippet(text, [], false);
  return snippet(text, [{ words: foldText(text.slice(at.start, at.end)).split(' '), prefix: false }], false, undefined, undefined, at.start);
}

/** A raw FTS hit made presentable: its reference, a title, a highlighted snippet of the original text, a link. */
export function hydrateHit(store: VeritasStore, q: ParsedQuery, h: RawHit): Hit {
  const score = round(h.relevance);
  // The English texts are marked as their tables matched: through the archaic forms, with a prefix's alternatives.
  const english = modernQuery(store.db, q).terms;
  if (h.source.kind === 'bible') {
    const { bookNum, chapter, verse } = splitVerseKey(h.rowid);
    const book = store.catalogue.bookByNum(bookNum)!;
    const t = h.source.translation!;
    const text = store.texts.text(h.rowid, t) ?? '';
    const osis = `${book.osis}.${chapter}.${verse}`;
    const name = t === 'vulgate' ? book.name_vulgate : book.name_douay;
    return { kind: 'bible', id: `${t}:${osis}`, title: `${name} ${chapter}:${verse}`, snippet: h.source.stemmed ? snippet(text, english, stemWords(store.db) ?? true) : snippet(text, q.terms, false), score, translation: t, osis, href: `/v1/veritas/bible/${t}/${book.osis}/${chapter}/${verse}`, provenance_id: t };
  }
  if (h.source.kind === 'summa') {
    const row = store.db.summaDoc.get(h.rowid)!;
    const a = JSON.parse(row.doc) as ArticleDoc;
    // The sections the index holds, in its order (articleSections in refinery/veritas/summa-doc.ts): a hit matched
    // only in the text after the replies (III q.16 a.3 for `st thomas`) showed nothing marked when it was left out.
    const text = [...a.objections.map((o) => o.text), a.sed_contra ?? '', a.respondeo ?? '', ...a.replies.map((r) => r.text), ...(a.other_text ? [a.other_text] : [])].join('\n');
    return { kind: 'summa', id: a.id, title: `${a.id}: ${a.title}`, snippet: h.source.cites ? citingSnippet(text, h.source.cites) : snippet(text, english, stemWords(store.db) ?? true, undefined, `${a.question_title}: ${a.title}`), score, part: a.part, question: a.question, article: a.article, href: `/v1/veritas/summa/${a.part}/${a.question}/${a.article}`, provenance_id: 'summa' };
  }
  const row = store.db.catenaDoc.get(h.rowid)!;
  const c = JSON.parse(row.doc) as { id: number; book: string; start: { chapter: number; verse: number }; end: { chapter: number; verse: number }; father: string; text: string };
  const book = store.catalogue.book(c.book)!;
  const osis = `${book.osis}.${c.start.chapter}.${c.start.verse}` + (c.end.chapter !== c.start.chapter || c.end.verse !== c.start.verse ? `-${book.osis}.${c.end.chapter}.${c.end.verse}` : '');
  return {
    kind: 'catena',
    id: `catena:${c.id}`,
    title: `${c.father} on ${book.name_douay} ${c.start.chapter}:${c.start.verse}`,
    snippet: h.source.cites ? citingSnippet(c.text, h.source.cites) : snippet(c.text, english, stemWords(store.db) ?? true, undefined, c.father),
    score,
    osis,
    father: c.father,
    href: `/v1/veritas/catena/${book.osis.toLowerCase()}/${c.start.chapter}/${c.start.verse}`,
    provenance_id: 'catena',
  };
}

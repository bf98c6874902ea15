import { Catalogue } from '../../engines/veritas/data/catalogue.js';
import type { BibleAnswer } from '../../engines/veritas/domain/citation.js';
import { type Resolver, createResolver } from '../../engines/veritas/domain/resolver.js';
import { SUMMA_READING } from '../../engines/veritas/domain/text-readings.js';
import type { BibleContent } from './bible.js';
import type { SummaContent } from './summa.js';
import { verseKey } from './verse-key.js';

/** A resolver over the content being built, so the Summa's citations are checked against this very dataset. */
export function buildResolver(bible: BibleContent, summa: SummaContent): Resolver {
  const last = new Map<number, number>();
  for (const v of bible.verses) last.set(Math.floor(v.key / 1000), Math.max(last.get(Math.floor(v.key / 1000)) ?? 0, v.key % 1000));
  const catalogue = new Catalogue({
    books: bible.books.map((b) => ({ ...b, intro: null })),
    chapters: [...last].map(([ch, n]) => ({ book_num: Math.floor(ch / 1000), chapter: ch % 1000, verses: n, summary: null, psalm_title: null })),
    questions: summa.questions.map((q) => ({ part: q.part, question: q.source.question })),
    articles: summa.articles.map((a) => ({
      id: a.source.id,
      part: a.part,
      question: a.source.question,
      article: a.source.article,
      objections: Math.max(0, ...a.source.objections.map((o) => o.n), ...a.source.replies.map((r) => r.n)),
      sed_contra: a.source.sed_contra ? 1 : 0,
      title: a.source.title ?? '',
    })),
    gaps: summa.gaps.map((g) => ({ part: g.part, question: g.question, article: g.article, missing: g.missing, note: g.note })),
  });
  return createResolver({ versification: catalogue, summa: catalogue });
}

export interface FoundScripture {
  written: string;
  start: number;
  end: number;
  osis: string;
  ranges: Array<[number, number]>;
}

/**
 * What looks like a Scripture reference in the Summa's text: a book word or abbreviation (optionally numbered)
 * and chapter:verse, as the translators wrote them ("Ecclus. 3:22", "1 Cor. 13:12", "Ps. 118:105"). It is the
 * yardstick for the share of citations the resolver reads, independent of the resolver itself.
 */
const CANDIDATE = /(?:\b[1-4] ?)?\b[A-Z][A-Za-z]{1,12}\.? ?\d{1,3}:\d{1,3}/g;

/** The Scripture citations of one text, resolved, and the candidates left unread. */
export function summaScripture(resolver: Resolver, text: string, bookNum: Map<string, number>): { found: FoundScripture[]; candidates: number; missed: string[] } {
  // The Dominican translation writes Douay names: its "1 Kgs. 16:7" is 1 Samuel 16:7, its "3 Kgs." 1 Kings.
  const { citations } = resolver.findCitations(text, SUMMA_READING);
  const found: FoundScripture[] = [];
  for (const c of citations) {
    if (c.kind !== 'bible') continue;
    const b = c as BibleAnswer;
    const ranges = b.ranges.map((r): [number, number] => {
      const n = bookNum.get(r.book) ?? 0;
      return [verseKey(n, r.start.chapter, r.start.verse), verseKey(n, r.end.chapter, r.end.verse)];
    });
    found.push({ written: b.text, start: b.start, end: b.end, osis: b.osis, ranges });
  }
  let candidates = 0;
  const missed: string[] = [];
  for (const m of text.matchAll(CANDIDATE)) {
    candidates++;
    const at = m.index;
    if (!found.some((f) => f.start <= at + m[0].length - 1 && f.end > at)) missed.push(m[0]);
  }
  return { found, candidates, missed };
}

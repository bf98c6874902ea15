import { partInfo } from '../../engines/veritas/domain/summa-parts.js';
import type { SummaArticle, SummaGap, SummaQuestion } from './summa.js';
import { lostObjections } from './summa-repairs.js';

/** A Scripture citation found in an article: where it is written and what it resolves to. */
export interface ArticleCitation {
  section: string;
  /** The citation as written, and its UTF-16 offsets within the section's text. */
  written: string;
  start: number;
  end: number;
  osis: string;
  /** Verse-key ranges the citation covers (for the verse -> articles index). */
  ranges: Array<[number, number]>;
}

/** The sections of an article, named as the resolver names them (`objection 1`, `sed contra`, `respondeo`, `reply 2`). */
export function articleSections(a: SummaArticle): Array<{ section: string; text: string }> {
  const s = a.source;
  const out: Array<{ section: string; text: string }> = [];
  for (const o of s.objections) out.push({ section: `objection ${o.n}`, text: o.text });
  if (s.sed_contra) out.push({ section: 'sed contra', text: s.sed_contra });
  if (s.respondeo) out.push({ section: 'respondeo', text: s.respondeo });
  for (const r of s.replies) out.push({ section: `reply ${r.n}`, text: r.text });
  if (s.other_text) out.push({ section: 'other', text: s.other_text });
  return out;
}

/** The article whose title the source lost (Suppl. App. II q.1 a.1): its `title` is empty. */
const UNTITLED = { what: 'title', note: 'the source gives no title for this article' } as const;

export function articleDoc(a: SummaArticle, citations: ArticleCitation[], gaps: SummaGap[]) {
  const s = a.source;
  return {
    id: s.id,
    part: a.part,
    part_ref: partInfo(a.part).display,
    question: s.question,
    question_title: s.question_title,
    article: s.article,
    title: s.title ?? '',
    objections: s.objections,
    sed_contra: s.sed_contra ?? null,
    respondeo: s.respondeo ?? null,
    replies: s.replies,
    other_text: s.other_text ?? null,
    note: s.note ?? null,
    missing: [
      ...gaps.map((g) => ({ what: g.missing, note: g.note })),
      ...(s.title ? [] : [UNTITLED]),
      // Objections the source lost while keeping the others (I q.13 a.10: objections 4 and 5, whose replies it has).
      ...lostObjections(s).map((n) => ({ what: `objection ${n}`, note: `the source lost objection ${n} of this article${s.replies.some((r) => r.n === n) ? `; its reply ${n} is there` : ''}` })),
    ],
    scripture: citations.map((c) => ({ section: c.section, written: c.written, offset: c.start, osis: c.osis })),
  };
}

export function questionDoc(q: SummaQuestion, articles: Array<{ article: number; title: string }>, gaps: SummaGap[]) {
  const s = q.source;
  return {
    part: q.part,
    part_ref: partInfo(q.part).display,
    question: s.question,
    title: s.title,
    intro: s.intro ?? null,
    heading: s.heading ?? null,
    articles,
    missing_articles: gaps.filter((g) => g.missing === 'article').map((g) => g.article),
    note: s.note ?? null,
  };
}

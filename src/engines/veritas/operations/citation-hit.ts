import type { Hit } from '../data/search-hits.js';
import { passageSize, readPassage } from '../data/passage.js';
import type { VeritasStore } from '../data/veritas-dataset.js';
import { answerOut } from './answer-schema.js';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A search query that is itself a citation (`Jn 3:16`, `ST I q.2 a.3`) gives that passage or article as the first
 * hit. Only a query that contains a digit is tried, so plain words never pay for the resolver.
 */
export function citationHit(store: VeritasStore, q: string): Hit | null {
  if (!/\d/.test(q)) return null;
  const r = store.resolver.resolve(q);
  if (!r.ok) return null;
  const out = answerOut(r.answer);
  if (r.answer.kind === 'summa') {
    const a = r.answer.article === undefined ? undefined : store.catalogue.articleTitle(r.answer.part, r.answer.question, r.answer.article);
    return { kind: 'passage', id: r.answer.id, title: a ? `${r.answer.id}: ${a.title}` : r.answer.canonical, snippet: escapeHtml(r.answer.canonical), score: null, part: r.answer.part, href: out.href };
  }
  const size = passageSize(store, r.answer);
  const first = size <= 250 ? readPassage(store, r.answer, ['drb'])[0]?.verses.slice(0, 3) : undefined;
  const text = first?.map((v) => v.drb ?? '').join(' ') ?? '';
  return { kind: 'passage', id: r.answer.osis, title: r.answer.canonical, snippet: escapeHtml(text.length > 300 ? `${text.slice(0, 300)}…` : text), score: null, osis: r.answer.osis, translation: 'drb', href: out.href };
}

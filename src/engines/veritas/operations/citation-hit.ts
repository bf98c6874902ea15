import { verseKey } from '../../../refinery/veritas/verse-key.js';
import type { Hit } from '../data/search-hits.js';
import type { Kind } from '../data/search-sources.js';
import type { VeritasStore } from '../data/veritas-dataset.js';
import type { BibleAnswer } from '../domain/citation.js';
import { answerOut } from './answer-schema.js';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

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
 * A search query that is itself a citation (`Jn 3:16`, `ST I q.2 a.3`) gives that passage or article as the first
 * hit, when its kind is searched (`in`); a passage is shown in the first translation searched. Only a query that
 * contains a digit is tried, so plain words never pay for the resolver.
 */
export function citationHit(store: VeritasStore, q: string, scope: { in: readonly Kind[]; translations: readonly ('drb' | 'vulgate')[] }): Hit | null {
  if (!/\d/.test(q)) return null;
  const r = store.resolver.resolve(q);
  if (!r.ok) return null;
  const out = answerOut(r.answer);
  if (r.answer.kind === 'summa') {
    if (!scope.in.includes('summa')) return null;
    const a = r.answer.article === undefined ? undefined : store.catalogue.articleTitle(r.answer.part, r.answer.question, r.answer.article);
    return { kind: 'passage', id: r.answer.id, title: a ? `${r.answer.id}: ${a.title}` : r.answer.canonical, snippet: escapeHtml(r.answer.canonical), score: null, part: r.answer.part, href: out.href };
  }
  if (!scope.in.includes('bible')) return null;
  const translation = scope.translations[0] ?? 'drb';
  const text = openingText(store, r.answer, translation);
  return { kind: 'passage', id: r.answer.osis, title: r.answer.canonical, snippet: escapeHtml(text.length > 300 ? `${text.slice(0, 300)}…` : text), score: null, osis: r.answer.osis, translation, href: out.href };
}

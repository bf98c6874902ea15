/**
 * How the two commentaries Lumen serves write their Scripture citations, so that the resolver reads them as their
 * translators meant (docs/veritas.md "Search", "The Summa ↔ Scripture index"):
 *
 * - The Summa (English Dominican translation, 1920) writes the Douay's names and the Vulgate's numbers: its
 *   `1 Kgs. 16:7` is 1 Samuel 16:7, its `Ps. 118:105` the Vulgate's Psalm 118.
 * - The Catena Aurea (Newman's Oxford translation, as the Commentaries Database gives it) writes English book names
 *   and the English Bible's numbers, as it numbers the Gospel verses it comments on (refinery/veritas/catena.ts):
 *   its `Ps. 110:1` is "The Lord said unto my Lord", the Vulgate's Psalm 109:1, and its `Song of Solomon 6:9`
 *   ("My dove is one") the Vulgate's Canticle 6:8. A few of its citations keep the Vulgate's numbers; where the
 *   English numbering has no such verse (`Ps. 67:31`, `Ps. 117:19`, `Ps. 103:23`, `Ps. 24:18`), the Vulgate's is
 *   the only reading and is taken.
 */
import type { Answer, ResolveOptions } from './citation.js';
import type { Resolver } from './resolver.js';

/** The Summa's citations: Douay names, Vulgate numbers. */
export const SUMMA_READING: ResolveOptions = { naming: 'douay' };
/** The Catena's citations: English names, English (KJV) numbers. */
export const CATENA_READING: ResolveOptions = { numbering: 'kjv' };

/**
 * The citations of a Catena quotation, in the text's order: read in the KJV numbering, and a citation that names
 * nothing there read in the Vulgate's (its numbers as the Latin Catena wrote them).
 */
export function catenaCitations(resolver: Resolver, text: string): Answer[] {
  const { citations, unresolved } = resolver.findCitations(text, CATENA_READING);
  if (unresolved.length === 0) return [...citations];
  const vulgate: Answer[] = [];
  for (const u of unresolved) {
    const r = resolver.resolve(u.text);
    if (r.ok && r.answer.kind === 'bible') vulgate.push({ ...r.answer, start: u.start, end: u.end });
  }
  return [...citations, ...vulgate].sort((a, b) => a.start - b.start);
}

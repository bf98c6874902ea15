/**
 * A search whose filters leave every kind it asks for out (`in=catena&book=Rom`: the Catena Aurea comments on the
 * Gospels only; `in=bible&part=I`; `in=summa&father=bede`). It answered 200 with an empty page, facets all 0 and
 * no word of why, which a caller cannot tell from a search that found nothing. As for `book=Gen&testament=NT`, it
 * is a 400 naming the parameter that leaves each kind out and why, with what to ask instead.
 */
import { problem } from '../../../platform/errors/index.js';
import type { Kind, SearchFilters } from '../data/search-sources.js';

const GOSPELS = ['MAT', 'MRK', 'LUK', 'JHN'];
const TEXT: Record<Kind, string> = { bible: 'the Bible', summa: 'the Summa', catena: 'the Catena Aurea' };

/** Why the filters leave a kind out, as the parameter and the reason, or undefined when they leave it in. */
function leftOut(kind: Kind, f: SearchFilters): { field: string; why: string } | undefined {
  if (kind !== 'summa' && f.part) return { field: 'part', why: `part filters the Summa only, so it leaves ${TEXT[kind]} out` };
  if (kind !== 'catena' && f.father) return { field: 'father', why: `father filters the Catena Aurea only, so it leaves ${TEXT[kind]} out` };
  if (kind === 'summa' && f.book) return { field: 'book', why: 'book filters the Bible and the Catena Aurea, so it leaves the Summa out (filter it with part)' };
  if (kind === 'summa' && f.testament) return { field: 'testament', why: 'testament filters the Bible and the Catena Aurea, so it leaves the Summa out (filter it with part)' };
  if (kind === 'catena' && f.testament === 'OT') return { field: 'testament', why: 'the Catena Aurea comments on the four Gospels only, so testament=OT leaves it nothing' };
  if (kind === 'catena' && f.book && !GOSPELS.includes(f.book.usfm)) {
    return { field: 'book', why: `the Catena Aurea comments on the four Gospels only (Matthew, Mark, Luke and John), not on ${f.book.name_modern}` };
  }
  return undefined;
}

/** Throws the 400 when the filters leave every kind of `in` out; does nothing when one kind is left to search. */
export function assertSomethingToSearch(f: SearchFilters, written: { book?: string }): void {
  const reasons = f.in.map((k) => leftOut(k, f));
  if (reasons.some((r) => r === undefined)) return;
  const seen = new Set<string>();
  const errors: Array<{ field: string; message: string }> = [];
  for (const r of reasons as Array<{ field: string; why: string }>) {
    if (seen.has(r.why)) continue;
    seen.add(r.why);
    errors.push({ field: `query.${r.field}`, message: r.why });
  }
  const bibleBook = f.book && !f.in.includes('bible') && errors.some((e) => e.field === 'query.book') ? `; search in=bible for ${f.book.name_modern} (book=${written.book})` : '';
  const detail = `${errors[0]!.field}: in=${f.in.join(',')} with these filters leaves nothing to search: ${errors.map((e) => e.message).join('; ')}${bibleBook || '; drop that filter, or add the text it filters to `in`'}`;
  throw problem('validation_failed', detail, { errors });
}

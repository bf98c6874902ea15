import { nameTokens } from '../assign-slugs.js';
import type { Defect, SaintRecord } from './defect.js';

/** Words that say nothing about who a record is. */
/** Linking words, which a name may repeat (`maria-a-columna-a-sancto-francisco`). */
const LINKING = new Set(['a', 'ab', 'de', 'et', 'in', 'ex', 'of', 'the', 'and', 'y', 'da', 'di', 'du', 'la', 'le', 'van', 'von', 'del']);
const GENERIC = new Set(['saint', 'saints', 'blessed', 'companions', 'martyrs', 'martyr', 'the', 'and', 'of', 'holy', 'group', 'unknown']);

/**
 * A slug is the name in ASCII (the API accepts `[a-z0-9-]`, at most 120 characters), says who the record is, and
 * never repeats a word the name does not repeat (`thomas-thomas`; "Alfonso López López" may keep his two
 * surnames). A bare counter (`john-3`) carries no meaning; a day (`thomas-11-26`) does.
 */
export function slugDefects(s: SaintRecord): Defect[] {
  const record = `saint:${s.slug}`;
  const out: Defect[] = [];
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(s.slug) || s.slug.length > 120) {
    return [{ rule: 'slug', record, detail: 'not a servable slug (ASCII letters, digits and single hyphens, at most 120 characters)' }];
  }
  const words = s.slug.split('-');
  const inName = new Map<string, number>();
  for (const w of nameTokens(s.name.en ?? '')) inName.set(w, (inName.get(w) ?? 0) + 1);
  const seen = new Map<string, number>();
  for (const w of words) seen.set(w, (seen.get(w) ?? 0) + 1);
  const repeated = [...seen].filter(([w, n]) => n > 1 && !/^\d+$/.test(w) && !GENERIC.has(w) && !LINKING.has(w) && n > (inName.get(w) ?? 0));
  if (repeated.length > 0) out.push({ rule: 'slug', record, detail: `repeats "${repeated.map(([w]) => w).join('", "')}"` });
  if (words.every((w) => GENERIC.has(w))) out.push({ rule: 'slug', record, detail: 'made only of generic words' });
  if (/-\d+$/.test(s.slug) && !/-(0[1-9]|1[0-2])-\d{2}$/.test(s.slug) && !/\d/.test(s.name.en?.split(' ').at(-1) ?? '')) {
    out.push({ rule: 'slug', record, detail: 'ends in a counter that carries no meaning' });
  }
  return out;
}

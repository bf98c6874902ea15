/**
 * Which OpenStreetMap objects are Catholic places of worship (docs/corpus.md, "What is kept"):
 *   amenity=place_of_worship, and
 *   religion=christian (or religion untagged while denomination says Catholic), and
 *   denomination=roman_catholic|catholic → that denomination; denomination untagged → `unknown`.
 * Any other denomination (anglican, orthodox, greek_catholic …) is left out. An untagged denomination is kept
 * as `unknown`, never silently counted as Catholic: in Malta a third of the churches carry no denomination.
 */
export type Denomination = 'roman_catholic' | 'catholic' | 'unknown';

const CATHOLIC = new Set(['roman_catholic', 'catholic']);

export function catholicDenomination(tags: Readonly<Record<string, string>>): Denomination | null {
  if (tags.amenity !== 'place_of_worship') return null;
  const denomination = tags.denomination?.trim().toLowerCase();
  const religion = tags.religion?.trim().toLowerCase();
  if (denomination && CATHOLIC.has(denomination)) {
    return religion === undefined || religion === 'christian' ? (denomination as Denomination) : null;
  }
  if (denomination) return null;
  return religion === 'christian' ? 'unknown' : null;
}

import type { LectionaryRow } from './doc.js';
import { GREEK_DANIEL } from './greek-additions.js';
import { unplaced } from './greek-books.js';
import { formatCitation, inChapterGroups, parseTamilCitation } from './parse-passage.js';
import { type CanonicalRange, osisOf, toVulgate } from './renumber.js';
import { splitBook } from './tamil-books.js';
import { decodeType } from './type-code.js';

/** Sequences the table names by their first words. */
const SEQUENCES: Record<string, string> = {
  Victimae: 'Victimae paschali laudes',
  VeniSancteSpiritus: 'Veni, Sancte Spiritus',
  LaudaSion: 'Lauda Sion',
  StabatMater: 'Stabat Mater',
};

/** `_Pastor~6 or _Saint` → the Commons, with the subtype after `~`. */
function readCommons(ref: string): Array<{ common: string; subtype?: number }> {
  return ref
    .replace(/\\[trn]|\s+/g, ' ')
    .trim()
    .split(' or ')
    .map((part) => {
      const [common, subtype] = part.trim().split('~');
      return { common: common!, ...(subtype ? { subtype: Number(subtype) } : {}) };
    });
}

/**
 * One row of the table → the dataset's row, its citation parsed, printed and renumbered to the Vulgate. Returns
 * the canonical ranges too, for the verse check. Throws, with the reason, when a citation cannot be read.
 */
export function readRow(dayId: string, type: string, ref: string, source: LectionaryRow['source'], note?: string): { row: LectionaryRow; ranges: CanonicalRange[] } {
  const decoded = decodeType(dayId, type);
  const base = { type, ...decoded, source, ...(note ? { note } : {}) };
  const clean = ref.replace(/\\[trn]|\s/g, '');
  if (decoded.role === 'common') return { row: { ...base, kind: 'commons', commons: readCommons(ref) }, ranges: [] };
  if (!splitBook(clean)) {
    // A sequence by its first words; otherwise an acclamation the upstream app keeps as text (`CW01-Dec25-1`).
    const name = SEQUENCES[clean];
    return { row: { ...base, kind: 'text', text_id: clean, ...(name ? { note: name } : {}) }, ranges: [] };
  }
  const parsed = parseTamilCitation(ref);
  const converted = parsed.passages.map(toVulgate);
  const groups = parsed.passages.map(inChapterGroups);
  const ranges = converted.flatMap((c) => c.ranges);
  const caveat = parsed.passages.flatMap((p) => p.strophes.flat().map((r) => unplaced(p.book.osis, r.from.chapter))).find(Boolean);
  const row: LectionaryRow = {
    ...base,
    ...(caveat ? { note: note ? `${note} ${caveat}` : caveat } : {}),
    kind: 'citation',
    // The Greek parts of Daniel and Esther are printed as English lectionaries print them: in the Vulgate's numbers.
    citation: formatCitation(
      parsed.passages.map((p, i) => (p.tamil === GREEK_DANIEL || p.numbering === 'vulgate' ? converted[i]!.passage : p)),
      parsed.cf,
      groups,
    ),
    citation_vulgate: formatCitation(
      converted.map((c) => c.passage),
      parsed.cf,
      groups,
    ),
    osis: osisOf(ranges),
    ...(parsed.cf ? { cf: true } : {}),
  };
  return { row, ranges };
}

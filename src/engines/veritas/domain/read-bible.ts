/**
 * A Scripture citation at a position, as a resolved answer: its groups read (`parse-bible.ts`), resolved under
 * the naming asked for and, where a book name has two readings ("1 Kings"), under the other naming too.
 */
import type { BibleAnswer, BibleRange, Naming } from './citation.js';
import { formatDisplay, formatOsis } from './format-bible.js';
import type { RawGroup } from './parse-bible.js';
import type { Versification } from './ports.js';
import { groupBook, isError, resolveGroup } from './resolve-bible.js';
import type { ResolveError } from './resolve-error.js';
import type { Numbering } from './versification.js';

/** A citation's groups as read, with what resolving them needs besides the naming. */
export interface ReadCitation {
  text: string;
  groups: readonly RawGroup[];
  numbering: Numbering;
  counts: Versification;
  span: { start: number; end: number };
}

function reading(c: ReadCitation, naming: Naming): BibleAnswer | ResolveError {
  const { text, groups, numbering, counts, span } = c;
  const ranges: BibleRange[] = [];
  for (const g of groups) {
    const r = resolveGroup(text, g, naming, numbering, counts);
    if (isError(r)) return r;
    ranges.push(...r);
  }
  const dual = groups.some((g) => g.ranges.some((r) => r.dual !== undefined || r.pair !== undefined));
  return {
    kind: 'bible',
    start: span.start,
    end: span.end,
    text: text.slice(span.start, span.end),
    canonical: formatDisplay(ranges, naming, counts),
    ambiguous: false,
    alternatives: [],
    osis: formatOsis(ranges, counts),
    ranges,
    naming,
    numbering: dual ? 'vulgate' : numbering,
  };
}

/** Whether some group's book reads differently in the two namings. */
function hasTwoReadings(text: string, groups: readonly RawGroup[]): boolean {
  return groups.some((g) => groupBook(text, g, 'modern').osis !== groupBook(text, g, 'douay').osis);
}

export function resolveGroups(c: ReadCitation, naming: Naming, namingChosen: boolean): BibleAnswer | ResolveError {
  const primary = reading(c, naming);
  if (!hasTwoReadings(c.text, c.groups)) return primary;
  // A caller who chose the naming gets that reading or its error; the other reading is still listed.
  const other = reading(c, naming === 'modern' ? 'douay' : 'modern');
  if (isError(other)) return primary;
  // By default, when only one reading names verses that exist, it is the answer, with no doubt left to report.
  if (isError(primary)) return namingChosen ? primary : other;
  return { ...primary, ambiguous: true, alternatives: [other] };
}

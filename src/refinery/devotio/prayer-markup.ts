import type { SourcePrayer } from './source-types.js';

/**
 * Divinum Officium markup that the staged prayers kept (SOURCES.md §8 says it was cleaned; three kinds were not):
 * - "(sed rubrica cisterciensis dicitur)", "(sed rubrica 1570 dicitur)": the next line is another rubric's reading of
 *   the line before it (the Te Deum's "munerári" of 1570 for "numerári"); the Roman text is the line before, so the
 *   rubric and its reading are left out;
 * - a line ending in "~" goes on in the next line, whose "r. " (a continued response) is no mark of its own: the
 *   Litany's "Let us pray for our Sovereign Pontiff~" / "r. N." is "Let us pray for our Sovereign Pontiff N."; a continued line that ends in "~" goes on again;
 * - a line of "~" alone, where another rubric inserts a line, is left out.
 */
const RUBRIC = /^\(sed rubrica [^)]*\)$/i;

export function withoutMarkup(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (RUBRIC.test(line.trim())) {
      i += 1;
      continue;
    }
    if (line.trim() === '~') continue;
    // A continued line may itself end in "~" ("A~" / "B~" / "C" is "A B C"): join while it does.
    let joined = line;
    while (joined.endsWith('~') && i + 1 < lines.length) joined = `${joined.slice(0, -1)} ${lines[++i]!.replace(/^r\.\s*/, '')}`;
    out.push(joined);
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
}

/** A source prayer with its texts read without that markup. */
export function prayerWithoutMarkup(p: SourcePrayer): SourcePrayer {
  return { ...p, text_en: p.text_en && withoutMarkup(p.text_en), text_la: p.text_la && withoutMarkup(p.text_la) };
}

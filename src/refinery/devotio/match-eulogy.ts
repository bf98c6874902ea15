import { foldText } from '../../platform/text/fold-text.js';
import { nameWords } from './litcal-index.js';
import { type SaintDraft, bareName, mmdd } from './saint-draft.js';
import type { MartyrologyFile } from './source-types.js';

export const EULOGY_EDITION = 'Roman Martyrology as in force under the 1960 rubrics (Divinum Officium text)';

type DayIndex = Map<string, string[]>;

function indexDays(file: MartyrologyFile): DayIndex {
  const out: DayIndex = new Map();
  for (const d of file.days) out.set(mmdd(d.month, d.day), d.entries);
  return out;
}

/** Word stems that must all appear in an entry: enough to survive Latin declension and English spelling. */
function stems(name: string, length: number): string[] {
  return nameWords(bareName(name)).filter((w) => w.length >= 3).map((w) => w.slice(0, length));
}

function findEntry(entries: string[] | undefined, wanted: string[]): string | undefined {
  if (!entries || wanted.length === 0) return undefined;
  const hits = entries.filter((e) => {
    const words = foldText(e).split(' ');
    return wanted.every((stem) => words.some((w) => w.startsWith(stem)));
  });
  return hits.length === 1 ? hits[0] : undefined;
}

/**
 * Finds a saint's eulogy in the daily Martyrology text. The text follows the pre-1969 calendar and has no ids,
 * so only the days the saint is tied to are searched (feasts, death, the 2004 registry's days), and only an
 * entry that names the saint unambiguously is taken; no match is better than a wrong one.
 */
export function matchEulogies(saints: SaintDraft[], en: MartyrologyFile, la: MartyrologyFile): number {
  const enDays = indexDays(en);
  const laDays = indexDays(la);
  let matched = 0;
  for (const s of saints) {
    const days = new Set<string>();
    for (const f of s.feasts) if (f.date) days.add(f.date);
    if (s.died && /^\d{3,4}-\d{2}-\d{2}$/.test(s.died.date)) days.add(s.died.date.slice(-5));
    for (const m of s.martyrology) days.add(m.date);
    const enStems = stems(s.name.en, 5);
    const laName = s.martyrology.find((m) => m.name.la)?.name.la;
    const laStems = laName ? stems(laName, 4) : [];
    for (const day of days) {
      const textEn = findEntry(enDays.get(day), enStems);
      const textLa = findEntry(laDays.get(day), laStems);
      if (!textEn && !textLa) continue;
      s.eulogy = { date: day, edition: EULOGY_EDITION, ...(textEn ? { en: textEn } : {}), ...(textLa ? { la: textLa } : {}) };
      s.provenance.add('divinumOfficium');
      matched += 1;
      break;
    }
  }
  return matched;
}

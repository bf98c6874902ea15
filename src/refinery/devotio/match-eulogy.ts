import { foldText } from '../../platform/text/fold-text.js';
import { nameWords } from './litcal-index.js';
import { type SaintDraft, bareName, mmdd } from './saint-draft.js';
import type { MartyrologyFile } from './source-types.js';

export const EULOGY_EDITION = 'Roman Martyrology as in force under the 1960 rubrics (Divinum Officium text)';

type DayIndex = Map<string, string[]>;

const RANK_ORDER = ['solemnity', 'feast of the Lord', 'feast', 'memorial', 'optional memorial', 'commemoration'];

function indexDays(file: MartyrologyFile): DayIndex {
  const out: DayIndex = new Map();
  for (const d of file.days) out.set(mmdd(d.month, d.day), d.entries);
  return out;
}

/** Word stems that must all appear in an entry: enough to survive Latin declension and English spelling. */
function stems(name: string, length: number): string[] {
  return nameWords(bareName(name)).filter((w) => w.length >= 3).map((w) => w.slice(0, length));
}

/**
 * The 1960 Latin writes J where CRMEDR writes I ("Joánnis", "Ioannes"): both are read as I where a feast's own entry
 * is looked for (a record made from celebrations); elsewhere "Ioannes" would find every entry naming a John.
 */
const latinLetters = (text: string) => text.replace(/j/g, 'i');

function findEntry(entries: string[] | undefined, wanted: string[], latin = false): string | undefined {
  if (!entries || wanted.length === 0) return undefined;
  const hits = entries.filter((e) => {
    const words = (latin ? latinLetters(foldText(e)) : foldText(e)).split(' ');
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
    // The highest celebration first: Peter's eulogy is of 29 June, not of his Chair (22 February).
    for (const f of [...s.feasts].sort((a, b) => RANK_ORDER.indexOf(a.rank) - RANK_ORDER.indexOf(b.rank))) if (f.date) days.add(f.date);
    if (s.died && /^\d{3,4}-\d{2}-\d{2}$/.test(s.died.date)) days.add(s.died.date.slice(-5));
    for (const m of s.martyrology) days.add(m.date);
    // A record made from celebrations (the Virgin Mary) is named in others' eulogies ("Servórum beátæ Maríæ
    // Vírginis"): only the entry that announces one of its days' feast, the first, can be its own.
    const own = s.madeFromCelebrations;
    const enStems = own ? [] : stems(s.name.en, 5);
    const laName = own ? s.name.la : s.martyrology.find((m) => m.name.la)?.name.la;
    const laStems = laName ? stems(own ? latinLetters(laName.toLowerCase()) : laName, 4) : [];
    for (const day of days) {
      const textEn = findEntry(enDays.get(day), enStems);
      const textLa = findEntry(own ? laDays.get(day)?.slice(0, 1) : laDays.get(day), laStems, own);
      if (!textEn && !textLa) continue;
      s.eulogy = { date: day, edition: EULOGY_EDITION, ...(textEn ? { en: textEn } : {}), ...(textLa ? { la: textLa } : {}) };
      s.provenance.add('divinumOfficium');
      matched += 1;
      break;
    }
  }
  return matched;
}

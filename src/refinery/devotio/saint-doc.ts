import { foldText } from '../fold-text.js';
import type { SaintDraft } from './saint-draft.js';
import { PROVENANCE } from './sources.js';

/** The saint record as the API returns it (see docs/devotio.md). */
export function saintDoc(s: SaintDraft) {
  return {
    slug: s.slug,
    name: s.name,
    canonization: s.canonization,
    titles: s.titles,
    sex: s.sex,
    count: s.count,
    born: s.born,
    died: s.died,
    canonized: s.canonized,
    patron_titles: s.patronTitles,
    feasts: s.feasts.map((f) => ({ calendar: f.calendar, date: f.date, rank: f.rank, colors: f.colors, celebration: f.celebration })),
    martyrology: s.martyrology,
    eulogy: s.eulogy,
    provenance: [...s.provenance].sort().map((id) => PROVENANCE[id]),
  };
}

/** Folded names in every language, for the name column of the search index. */
export function searchNames(s: SaintDraft): string {
  const names = [s.name.en, s.name.la, s.name.it, ...s.martyrology.flatMap((m) => [m.name.en, m.name.la, m.name.it]), ...s.feasts.map((f) => f.celebration.name.en)];
  return foldText([...new Set(names.filter(Boolean))].join(' '));
}

export function searchBody(s: SaintDraft): string {
  return foldText([s.titles.join(' ').replace(/_/g, ' '), s.patronTitles.join(' ').replace(/_/g, ' '), s.eulogy?.en ?? '', s.eulogy?.la ?? ''].join(' '));
}

import { foldText } from '../../platform/text/fold-text.js';
import type { SaintDraft } from './saint-draft.js';
import { PROVENANCE } from './sources.js';
import { popularNames } from './popular-names.js';

/** The saint record as the API returns it (see docs/devotio.md). */
export function saintDoc(s: SaintDraft) {
  return {
    slug: s.slug,
    former_slugs: s.formerSlugs,
    kind: s.kind,
    name: s.name,
    canonization: s.canonization,
    titles: s.titles,
    sex: s.sex,
    count: s.count,
    born: s.born,
    died: s.died,
    canonized: s.canonized,
    patron_titles: s.patronTitles,
    patronages: s.patronages,
    feasts: s.feasts.map((f) => ({ calendar: f.calendar, date: f.date, rank: f.rank, colors: f.colors, celebration: f.celebration })),
    martyrology: s.martyrology,
    eulogy: s.eulogy,
    members: s.members.map((m) => ({ slug: m.slug, name: m.name.en })),
    member_of: s.memberOf.map((g) => ({ slug: g.slug, name: g.name.en })),
    provenance: [...s.provenance].sort().map((id) => PROVENANCE[id]),
  };
}

/**
 * The folded words a `patronage=` search is matched against, one row per patronage: what it is of and its title
 * ("europe co patroness of europe"), so `europe`, `parish priests` and `ecologists` find their saints. romcal's
 * patron titles (`copatron_of_europe`, none in the staged catalogue) are words too.
 */
export function patronageWords(s: SaintDraft): string[] {
  return [...s.patronages.map((p) => `${p.patronage} ${p.title}`), ...s.patronTitles.map((t) => t.replace(/_/g, ' '))].map(foldText);
}

/**
 * Folded proper names in every language (the record's and its martyrology entries'), for the name column of the
 * search index. Celebration titles go to the body: "Saints John Fisher … and Thomas More" is not More's name.
 */
export function searchNames(s: SaintDraft): string {
  const names = [s.name.en, s.name.la, s.name.it, ...s.martyrology.flatMap((m) => [m.name.en, m.name.la, m.name.it]), ...popularNames(s)];
  return foldText([...new Set(names.filter(Boolean))].join(' '));
}

export function searchBody(s: SaintDraft): string {
  const celebrations = [...new Set(s.feasts.flatMap((f) => [f.celebration.name.en, f.celebration.name.la]).filter(Boolean))];
  return foldText(
    [s.titles.join(' ').replace(/_/g, ' '), s.patronTitles.join(' ').replace(/_/g, ' '), ...s.patronages.map((p) => p.title), ...celebrations, s.eulogy?.en ?? '', s.eulogy?.la ?? ''].join(' '),
  );
}

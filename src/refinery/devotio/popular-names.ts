import type { SaintDraft } from './saint-draft.js';

/**
 * Names by which people know a saint that no source gives as the record's name, searched as its names are
 * (`GET /saints?q=`) but never served as `name`: the record keeps the sources' proper name ("Pius of Pietrelcina",
 * "Teresa of Calcutta"). Keyed by romcal's catalogue id. Only names in common use that name one person, each with
 * why; a name that could be another's ("Pio", "Teresa") has no place here (docs/devotio.md, "Popular names").
 */
export const POPULAR_NAMES: Readonly<Record<string, { names: readonly string[]; why: string }>> = {
  pius_francesco_forgione_priest: { names: ['Padre Pio'], why: 'Francesco Forgione, a Capuchin friar and priest, called "Padre" (Father) Pio' },
  teresa_of_calcutta_religious: { names: ['Mother Teresa'], why: 'the superior of the Missionaries of Charity, known in her life as Mother Teresa' },
  joan_of_arc_virgin: { names: ['Jeanne d’Arc'], why: 'her name in French, her language' },
  teresa_benedicta_of_the_cross_stein_virgin: { names: ['Edith Stein'], why: 'her name before she entered Carmel, under which she wrote as a philosopher' },
};

/** The popular names of a record (by its catalogue id or the ids of the catalogue entries it holds). */
export function popularNames(s: SaintDraft): string[] {
  return [s.romcalId, ...s.catalogueAliases].flatMap((id) => (id ? (POPULAR_NAMES[id]?.names ?? []) : []));
}

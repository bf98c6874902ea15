import type { BuildContext } from '../dataset-builder.js';
import { OFFICIAL_PATRONAGES, type OfficialPatronage } from './official-patronages.js';
import type { SaintDraft } from './saint-draft.js';

/** Said on every patronage the table gives (the record's provenance names the table and its licence). */
export const PATRONAGE_SOURCE = 'Lumen editorial table, from the act named';

/**
 * Gives each record the official patronages the table lists for its slug (slugs are final by now). A slug no record
 * holds is reported, not fatal: a fixture import has few records, and the real import is held to every row by
 * test/integration/devotio/patronages.test.ts.
 */
export function attachPatronages(ctx: Pick<BuildContext, 'problem'>, saints: SaintDraft[], table: readonly OfficialPatronage[] = OFFICIAL_PATRONAGES): number {
  const bySlug = new Map(saints.map((s) => [s.slug, s]));
  let attached = 0;
  for (const row of table) {
    for (const slug of row.slugs) {
      const saint = bySlug.get(slug);
      if (!saint) {
        ctx.problem(`official-patronages: no record '${slug}' for "${row.title}" (${row.pope}, ${row.date})`);
        continue;
      }
      saint.patronages.push({ patronage: row.patronage, title: row.title, declared_by: row.pope, date: row.date, act: row.act, source: PATRONAGE_SOURCE });
      saint.provenance.add('lumenPatronages');
      attached++;
    }
  }
  return attached;
}

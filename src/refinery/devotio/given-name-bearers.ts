import type { BuildContext } from '../dataset-builder.js';
import { BARE_NAMES_OF_THE_CALENDAR } from './former-slugs-of-name-review.js';
import type { SaintDraft } from './saint-draft.js';

/**
 * The saint a reader means by a bare given name ("Francis": Francis of Assisi), by the reviewed rows of
 * `BARE_NAMES_OF_THE_CALENDAR`: the name's folded word → the slug of the record holding the row's entry. A search for
 * that word alone lists the saint first among the names it matches whole (docs/devotio.md "Ranking"); the prominence
 * alone put Francis de Sales, a Doctor of the same rank, before him, and Ignatius of Antioch before Ignatius of Loyola.
 * A row whose entry no record holds is reported (the former slug is reported too, by assignFormerSlugs).
 */
export function givenNameBearers(ctx: Pick<BuildContext, 'problem'>, saints: readonly SaintDraft[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, id] of Object.entries(BARE_NAMES_OF_THE_CALENDAR)) {
    const s = saints.find((x) => x.martyrology.some((m) => m.id === id));
    if (s) out[name] = s.slug;
    else ctx.problem(`given-name-bearers: ${name} names ${id}, which no record holds; left out`);
  }
  return out;
}

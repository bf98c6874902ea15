import type { BuildContext } from '../dataset-builder.js';
import { EULOGY_EDITION } from './match-eulogy.js';
import { type MartyrologyRef, type SaintDraft, mmdd } from './saint-draft.js';
import type { MartyrologyFile } from './source-types.js';
import { PROVENANCE } from './sources.js';

/**
 * One document per day of the year: the 1960 Martyrology's text for the day (English and Latin) and the 2004
 * registry's entries for it, each linked to its saint record; an entry of a celebration of no one saint (the
 * Epiphany, All Saints) has none (`slug: null`).
 */
export function martyrologyDays(ctx: BuildContext, en: MartyrologyFile, la: MartyrologyFile, saints: SaintDraft[], ofNoSaint: readonly MartyrologyRef[]) {
  const registry = new Map<string, Array<{ id: string; name: unknown; country: string | null; slug: string | null }>>();
  const add = (m: MartyrologyRef, slug: string | null) => registry.set(m.date, [...(registry.get(m.date) ?? []), { id: m.id, name: m.name, country: m.country, slug }]);
  for (const s of saints) for (const m of s.martyrology) add(m, s.slug);
  for (const m of ofNoSaint) add(m, null);
  const laByDate = new Map(la.days.map((d) => [mmdd(d.month, d.day), d]));
  const days = en.days.map((d) => {
    const date = mmdd(d.month, d.day);
    const latin = laByDate.get(date);
    if (!latin) ctx.problem(`roman-martyrology: no Latin text for ${date}`);
    if (d.entries.length === 0) ctx.problem(`roman-martyrology: no English entries for ${date}`);
    return {
      date,
      doc: {
        date,
        text: {
          edition: EULOGY_EDITION,
          en: { heading: d.heading, entries: d.entries },
          ...(latin ? { la: { heading: latin.heading, entries: latin.entries } } : {}),
        },
        registry: (registry.get(date) ?? []).sort((a, b) => a.id.localeCompare(b.id)),
        provenance: [PROVENANCE.divinumOfficium, PROVENANCE.crmedr],
      },
    };
  });
  if (days.length !== 366) ctx.problem(`roman-martyrology: ${days.length} days instead of 366`);
  return days;
}

import { slugify } from '../fold-text.js';
import type { BuildContext } from '../dataset-builder.js';
import { generalRomanFeast } from './calendar-feasts.js';
import type { LitcalFeast } from './litcal-index.js';
import { type SaintDraft, dateFact, titleKey } from './saint-draft.js';
import type { GrcCelebration, RomcalPerson } from './source-types.js';

/** Catalogue entries that are persons or groups of martyrs; feasts of the Lord, of Mary and dedications are not. */
function isSaint(p: RomcalPerson): boolean {
  if (typeof p.name !== 'string' || p.name.trim() === '') return false;
  return Boolean(p.canonization_level) || /martyrs|innocents/.test(p.id);
}

export class SlugRegistry {
  private readonly used = new Set<string>();
  /** First free slug among the candidates, else the last with a counter: deterministic for the same input order. */
  take(...candidates: string[]): string {
    const clean = candidates.map(slugify).filter((s) => s.length > 0);
    for (const c of clean) {
      if (!this.used.has(c)) {
        this.used.add(c);
        return c;
      }
    }
    const base = clean.at(-1) ?? 'saint';
    for (let i = 2; ; i += 1) {
      if (!this.used.has(`${base}-${i}`)) {
        this.used.add(`${base}-${i}`);
        return `${base}-${i}`;
      }
    }
  }
}

/** Saints from the romcal catalogue, with their General Roman Calendar feasts attached. */
export function saintsFromRomcal(ctx: BuildContext, people: RomcalPerson[], grc: GrcCelebration[], litcal: readonly LitcalFeast[], slugs: SlugRegistry): Map<string, SaintDraft> {
  const saints = new Map<string, SaintDraft>();
  for (const p of people) {
    if (!isSaint(p)) continue;
    saints.set(p.id, {
      slug: slugs.take(p.name, p.id),
      romcalId: p.id,
      name: { en: p.name },
      canonization: p.canonization_level === 'SAINT' ? 'saint' : p.canonization_level === 'BLESSED' ? 'blessed' : null,
      titles: (p.titles ?? []).map(titleKey),
      sex: p.sex ? p.sex.toLowerCase() : null,
      count: p.count ?? null,
      born: dateFact(p.date_of_birth, p.date_of_birth_approx),
      died: dateFact(p.date_of_death, p.date_of_death_approx),
      canonized: dateFact(p.date_of_canonization, p.date_of_canonization_approx),
      patronTitles: (p.patron_titles ?? []).map(titleKey),
      feasts: [],
      martyrology: [],
      eulogy: null,
      provenance: new Set(['romcal']),
    });
  }
  for (const c of grc) {
    const ids = (c.martyrology ?? []).map((m) => (typeof m === 'string' ? m : (m as { id: string }).id));
    const members = ids.map((id) => saints.get(id)).filter((s): s is SaintDraft => Boolean(s));
    if (members.length === 0) continue;
    const martyr = members.some((s) => s.titles.includes('martyr'));
    const feast = generalRomanFeast(c, litcal, martyr);
    if (feast.date === null) ctx.problem(`general-roman: ${c.id} has a moveable date; kept without MM-DD`);
    for (const s of members) {
      s.feasts.push(feast);
      if (feast.keys.length > 1) s.provenance.add('litcal');
    }
  }
  return saints;
}

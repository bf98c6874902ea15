import { dateDefects } from './date-rules.js';
import type { Defect, SaintRecord } from './defect.js';
import { nameDefects } from './name-rules.js';
import { slugDefects } from './slug-rules.js';
import { damagedTextDefects, leftoverDefects } from './text-rules.js';

/**
 * The validation stage of the Devotio import: every record the dataset would serve, checked against every rule.
 * The rules and why each exists are in docs/devotio.md ("Validation"); `lumen data report devotio` runs the same
 * rules over a built dataset.
 */
/** `prayers`: source prayers (`id`) or prayer records (`slug`). */
export function validateDataset(saints: readonly unknown[], prayers: readonly unknown[]): Defect[] {
  const out: Defect[] = [];
  const slugs = new Set<string>();
  for (const doc of saints) {
    const s = doc as SaintRecord;
    const record = `saint:${s.slug}`;
    if (slugs.has(s.slug)) out.push({ rule: 'slug', record, detail: 'used by another record' });
    slugs.add(s.slug);
    out.push(...leftoverDefects(record, s), ...damagedTextDefects(record, s), ...nameDefects(s), ...slugDefects(s), ...dateDefects(s));
  }
  out.push(...formerSlugDefects(saints as SaintRecord[], slugs));
  for (const p of prayers) {
    const record = `prayer:${String((p as { id?: string }).id ?? (p as { slug?: string }).slug)}`;
    out.push(...leftoverDefects(record, p), ...damagedTextDefects(record, p));
  }
  return out;
}

/** A former slug (answered by a 301) is servable, belongs to one record, and is no record's current slug. */
function formerSlugDefects(saints: readonly SaintRecord[], current: ReadonlySet<string>): Defect[] {
  const out: Defect[] = [];
  const seen = new Set<string>();
  for (const s of saints) {
    for (const former of (s.former_slugs as string[] | undefined) ?? []) {
      const record = `saint:${s.slug}`;
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(former)) out.push({ rule: 'slug', record, detail: `former slug "${former}" is not servable` });
      if (current.has(former)) out.push({ rule: 'slug', record, detail: `former slug "${former}" is a record's slug` });
      if (seen.has(former)) out.push({ rule: 'slug', record, detail: `former slug "${former}" is claimed by two records` });
      seen.add(former);
    }
  }
  return out;
}

/** Raised when the import's own records break a rule: the import fails and nothing is published. */
export class DatasetDefectsError extends Error {
  constructor(readonly defects: readonly Defect[]) {
    const shown = defects.slice(0, 40).map((d) => `  ${d.record} [${d.rule}] ${d.detail}`);
    const more = defects.length > shown.length ? [`  … and ${defects.length - shown.length} more`] : [];
    super(`devotio: ${defects.length} record defect(s) found by validation:\n${[...shown, ...more].join('\n')}`);
    this.name = 'DatasetDefectsError';
  }
}

export function assertValid(saints: readonly unknown[], prayers: readonly unknown[]): void {
  const defects = validateDataset(saints, prayers);
  if (defects.length > 0) throw new DatasetDefectsError(defects);
}

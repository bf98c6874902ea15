import { celebrationTitleReason, groupNameReason, groupTitleReason } from '../proper-names.js';
import type { Defect, SaintRecord } from './defect.js';

/**
 * A record's `name` holds proper names: a celebration title (genitive, "Ss.", ranks after a comma) belongs to
 * the feast, and a single person never carries a group's name ("Cosmas and Damian" on Damian).
 */
export function nameDefects(s: SaintRecord): Defect[] {
  const record = `saint:${s.slug}`;
  const out: Defect[] = [];
  for (const [lang, name] of Object.entries(s.name)) {
    if (typeof name !== 'string') continue;
    if (name.trim() === '') {
      out.push({ rule: 'celebration-name', record, detail: `name.${lang} is empty` });
      continue;
    }
    const title = s.kind === 'group' ? groupTitleReason(name, lang) : celebrationTitleReason(name, lang);
    if (title) out.push({ rule: 'celebration-name', record, detail: `name.${lang}: ${title}` });
    const group = s.kind === 'person' ? groupNameReason(name, lang) : null;
    if (group) out.push({ rule: 'group-name', record, detail: `name.${lang}: ${group}` });
  }
  return out;
}

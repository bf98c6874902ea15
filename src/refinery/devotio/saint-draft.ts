import type { ProvenanceId } from './sources.js';

/** One feast of a saint in one calendar. `date` is MM-DD, null for a moveable celebration. */
export interface FeastDraft {
  calendar: string;
  date: string | null;
  rank: string;
  colors: string[];
  celebration: { key: string; name: { en?: string; la?: string; it?: string } };
  keys: string[];
}

export interface MartyrologyRef {
  id: string;
  date: string;
  name: { en?: string; la?: string; it?: string };
  country: string | null;
}

/**
 * A date of a life: `date` is `YYYY-MM-DD` or a year (`-YYYY` before Christ); `until` closes a range when the
 * sources give only bounds (a century, "between", "either … or"), and the fact is then approximate.
 */
export interface DateFact {
  date: string;
  approximate: boolean;
  until?: string;
}

/** A record is one person or a group celebrated together (companions, two martyrs of one feast). */
export type SaintKind = 'person' | 'group';

/** A saint being assembled from several sources before it is written. */
export interface SaintDraft {
  slug: string;
  romcalId: string | null;
  kind: SaintKind;
  name: { en: string; la?: string; it?: string };
  canonization: 'saint' | 'blessed' | null;
  titles: string[];
  sex: string | null;
  count: number | null;
  born: DateFact | null;
  died: DateFact | null;
  canonized: DateFact | null;
  patronTitles: string[];
  feasts: FeastDraft[];
  martyrology: MartyrologyRef[];
  eulogy: { date: string; edition: string; en?: string; la?: string } | null;
  /** Group records: their members known to the sources; persons: the groups they are celebrated in. */
  members: SaintDraft[];
  memberOf: SaintDraft[];
  provenance: Set<ProvenanceId>;
}

export function mmdd(month: number, day: number): string {
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `DOCTOR_OF_THE_CHURCH` → `doctor_of_the_church` (the title keys the API filters on). */
export function titleKey(title: string): string {
  return title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

/** Strips the honorific a source puts before a name: `Saint Basil` → `Basil`. */
export function bareName(name: string): string {
  return name.replace(/^(saints?|st\.?|sts\.?|blessed|bl\.?|sanct[aiu]s?|beat[aiu]s?|san|santa|santo|beato|beata)\s+/i, '').trim();
}

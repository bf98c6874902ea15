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

/** A patronage as the record carries it: what of, the title, and the act that declared it (pope, date, document). */
export interface PatronageFact {
  patronage: string;
  title: string;
  declared_by: string;
  date: string;
  act: string | null;
  source: string;
}

/** A record is one person or a group celebrated together (companions, two martyrs of one feast). */
export type SaintKind = 'person' | 'group';

/** A saint being assembled from several sources before it is written. */
export interface SaintDraft {
  slug: string;
  /** Slugs the record was served under before (former-slugs.ts): a GET of one is sent here (301). */
  formerSlugs: string[];
  romcalId: string | null;
  /**
   * romcal catalogue entries that are celebrations of this person rather than persons (`joseph_the_worker`,
   * `our_lady_of_walsingham`): Tempus names its celebrations by them, so they join the record like its own id.
   */
  catalogueAliases: string[];
  /**
   * A record the catalogue has only as celebrations (the Virgin Mary, John the Baptist; celebration-honorees.ts). Its
   * name is in the names and eulogies of others ("Joseph Mary Tomasi", "servants of the Blessed Virgin Mary"), so no
   * registry entry joins it by name, only the entries that open its days (join-headings.ts), and its eulogy is looked
   * for by its own Latin name only (match-eulogy.ts).
   */
  madeFromCelebrations: boolean;
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
  /** Patronages declared by the Holy See (official-patronages.ts), in the table's order. */
  patronages: PatronageFact[];
  feasts: FeastDraft[];
  martyrology: MartyrologyRef[];
  eulogy: { date: string; edition: string; en?: string; la?: string } | null;
  /** Group records: their members known to the sources; persons: the groups they are celebrated in. */
  members: SaintDraft[];
  memberOf: SaintDraft[];
  provenance: Set<ProvenanceId>;
}

/** A record with nothing known yet but its kind and name. */
export function emptyDraft(kind: SaintDraft['kind'], name: SaintDraft['name']): SaintDraft {
  return {
    slug: '',
    formerSlugs: [],
    romcalId: null,
    catalogueAliases: [],
    madeFromCelebrations: false,
    kind,
    name,
    canonization: null,
    titles: [],
    sex: null,
    count: null,
    born: null,
    died: null,
    canonized: null,
    patronTitles: [],
    patronages: [],
    feasts: [],
    martyrology: [],
    eulogy: null,
    members: [],
    memberOf: [],
    provenance: new Set(),
  };
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

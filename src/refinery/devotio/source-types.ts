/** Shapes of the raw source records, as SOURCES.md describes them (only the fields Devotio reads). */
export interface GrcCelebration {
  id: string;
  name_en: string;
  name_la?: string;
  date?: { month: number; date: number };
  dateDef?: unknown;
  precedence: string;
  colors?: string | string[];
  martyrology?: string[];
}

export interface RomcalPerson {
  id: string;
  name: string;
  canonization_level?: 'SAINT' | 'BLESSED';
  titles?: string[];
  date_of_birth?: string | number;
  date_of_birth_approx?: boolean;
  date_of_death?: string | number;
  date_of_death_approx?: boolean;
  date_of_canonization?: string | number;
  date_of_canonization_approx?: boolean;
  count?: number;
  sex?: string;
  patron_titles?: string[];
}

export interface CrmedrEntry {
  id: string;
  month: number;
  day: number;
  entry: number;
  country?: string | null;
  /** The entry that opens the day: its celebration in the General Roman Calendar (join-headings.ts). */
  unnumbered?: boolean;
  deprecated?: boolean;
  name_en?: string;
  name_la?: string;
  name_it?: string;
}

export interface MartyrologyDay {
  month: number;
  day: number;
  heading: string;
  entries: string[];
}

export interface MartyrologyFile {
  lang: string;
  days: MartyrologyDay[];
}

export interface LitcalEvent {
  month: number;
  day: number;
  event_key: string;
  grade: number;
  calendar: string;
  color: string[];
}

/** LitCal's Proper of Time: no day (Tempus reckons it), a grade and colours. */
export interface LitcalTemporaleEvent {
  event_key: string;
  grade: number;
  type: string;
  color: string[];
}

export interface SourcePrayer {
  id: string;
  title_en: string | null;
  title_la: string | null;
  category: string;
  text_en: string | null;
  text_la: string | null;
  source_en: string | null;
  source_la: string | null;
  note?: string;
}

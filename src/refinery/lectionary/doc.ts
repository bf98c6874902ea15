import type { DecodedType } from './type-code.js';

export type { Role } from './type-code.js';

/** One row of the lectionary table as the dataset keeps it: a reading (or a pointer to Commons) of one day id. */
export interface LectionaryRow extends DecodedType {
  /** The source's `type` code, verbatim (`6.11`). */
  type: string;
  kind: 'citation' | 'commons' | 'text';
  /** Citations: as an English lectionary prints it, in the table's (RSV) numbering: `Ps 51:1-2, 3-4a, 10-11, 12 and 15`. */
  citation?: string;
  /** The same in Lumen's canonical numbering (Clementine Vulgate = Douay-Rheims): `Ps 50:3-4, 5-6a, 12-13, 14 and 17`. */
  citation_vulgate?: string;
  /** Whole verses in the canonical numbering, comma-separated OSIS references: `Ps.50.3-Ps.50.4,Ps.50.5-Ps.50.6`. */
  osis?: string;
  /** `cf.`: an acclamation that echoes the verse rather than quoting it. */
  cf?: boolean;
  /** Commons this saint's Mass may take its readings from (`_Pastor` subtype 4 = popes). */
  commons?: Array<{ common: string; subtype?: number }>;
  /** A non-biblical text the row names (a sequence, or an acclamation the table keeps as text): its id. */
  text_id?: string;
  /** Which provenance entry of the dataset the row comes from. */
  source: 'olm' | 'lumen';
  /** Why Lumen added the row. */
  note?: string;
}

export interface LectionaryDataset {
  /** Rows by the table's day id (`AW01-0Sun A`, `Nativity of the Lord 2`, `_Martyr`). */
  days: Record<string, LectionaryRow[]>;
  /** Tempus celebration key → the table's day id of its proper readings (`thomas_aquinas_priest` → `Saint Thomas Aquinas, priest and doctor`). */
  saints: Record<string, string>;
}

export const LECTIONARY_FILE = 'lectionary.json';

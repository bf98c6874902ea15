/** Roles of the readings of a Mass (OLM 1981, Praenotanda 12-18). */
export const ROLES = ['procession_gospel', 'first_reading', 'psalm', 'second_reading', 'sequence', 'acclamation', 'gospel'] as const;
export type Role = (typeof ROLES)[number];

export interface DecodedType {
  /** `common`: the row names the Common(s) a saint's Mass may take its readings from. */
  role: Role | 'common';
  /** 0 for the reading of the day; 1, 2 … for alternatives (1 is also the first of several when there is no 0). */
  option: number;
  /** The short form of that option (`.11` is the short form of `.1`). */
  short: boolean;
  /** Easter Vigil: the reading (1-8) or the psalm after it; undefined elsewhere. */
  position?: number;
  /** Commons: only for a kind of saint (1 charity, 2 education, 3 widows, 4 popes, 5 religious, 6 missionaries). */
  subtype?: number;
  /** Commons: a first reading from the New Testament, for Easter Time. */
  paschal?: boolean;
  /**
   * A saint's reading that is proper in the strict sense (it speaks of the saint or the mystery): when the
   * memorial is kept it takes the place of the weekday's reading (OLM 70, 83; the US Lectionary's "proper"). The
   * table marks it with a third digit (`6.001`, `6.101`; `.009` on every reading of a wholly proper Mass).
   */
  memorial?: boolean;
}

const PROPER_ROLES: Record<number, Role | 'common'> = {
  0: 'procession_gospel',
  1: 'first_reading',
  2: 'psalm',
  3: 'second_reading',
  4: 'sequence',
  5: 'acclamation',
  6: 'gospel',
  9: 'common',
};
const COMMON_ROLES: Record<number, Role> = { 1: 'first_reading', 2: 'first_reading', 3: 'psalm', 4: 'second_reading', 5: 'acclamation', 6: 'gospel' };

/**
 * Decodes the table's `type` column (upstream README, "The Type Field"). It is a MySQL FLOAT printed without
 * trailing zeros, so the fraction is read as text: proper days use `.N` for alternative N and `.N1` for its short
 * form (a third digit, 1 or 9, marks a reading that replaces the weekday's on the memorial: `memorial`);
 * the Easter Vigil uses `1.N` for reading N and `2.N` for the psalm after it; Commons use two digits for the
 * alternative (`4.1` after `4.09` is alternative 10), a third for the short form and a fourth for the subtype.
 */
export function decodeType(dayId: string, type: string): DecodedType {
  const [whole, fraction = ''] = type.split('.');
  const n = Number(whole);
  if (dayId.startsWith('_')) {
    const f = fraction.length === 1 ? `${fraction}0` : fraction;
    const role = COMMON_ROLES[n];
    if (!role) throw new Error(`type ${type} of ${dayId} is not a Common's reading type`);
    const subtype = Number(f[3] ?? 0);
    return { role, option: Number(f.slice(0, 2) || 0), short: Number(f[2] ?? 0) > 0, ...(subtype ? { subtype } : {}), ...(n === 2 ? { paschal: true } : {}) };
  }
  const role = PROPER_ROLES[n];
  if (!role) throw new Error(`type ${type} of ${dayId} is not a reading type`);
  if (dayId === 'LW06-6Sat' && (n === 1 || n === 2) && fraction) {
    // The Vigil: 1.8 is the Epistle (Rom 6:3-11), served as the second reading; 2.71 / 2.72 are the psalms after the 7th.
    const position = Number(fraction[0]);
    const r: Role = n === 2 ? 'psalm' : position === 8 ? 'second_reading' : 'first_reading';
    const second = Number(fraction[1] ?? 0);
    return { role: r, option: n === 2 ? second : 0, short: n === 1 && second > 0, position };
  }
  const option = Number(fraction[0] ?? 0);
  return { role, option, short: Number(fraction[1] ?? 0) > 0, ...(Number(fraction[2] ?? 0) > 0 ? { memorial: true } : {}) };
}

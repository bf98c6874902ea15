import type { CommonFor, CommonKind, CommonRef } from '../domain/commons.js';

/** A Common as the lectionary table names it: its day id and the subtype of the readings for a kind of saint. */
export interface CommonPointer {
  common: string;
  subtype?: number;
}

const TABLE_ID: Readonly<Record<CommonKind, string>> = {
  dedication_of_a_church: '_Church',
  blessed_virgin_mary: '_Mary',
  martyrs: '_Martyr',
  pastors: '_Pastor',
  doctors_of_the_church: '_Doctor',
  virgins: '_Virgin',
  holy_men_and_women: '_Saint',
};

/** The table's subtypes (type-code.ts): 1 works of mercy, 2 education, 5 religious, 6 missionaries. */
const SUBTYPE: Readonly<Record<CommonFor, number>> = { works_of_mercy: 1, educators: 2, religious: 5, missionaries: 6 };

const NAME: Readonly<Record<CommonKind, string>> = {
  dedication_of_a_church: 'the Dedication of a Church',
  blessed_virgin_mary: 'the Blessed Virgin Mary',
  martyrs: 'Martyrs',
  pastors: 'Pastors',
  doctors_of_the_church: 'Doctors of the Church',
  virgins: 'Virgins',
  holy_men_and_women: 'Holy Men and Women',
};

const FOR: Readonly<Record<CommonFor, string>> = {
  works_of_mercy: 'those who practised works of mercy',
  educators: 'educators',
  religious: 'religious',
  missionaries: 'missionaries',
};

export function tablePointer(ref: CommonRef): CommonPointer {
  return { common: TABLE_ID[ref.common], ...(ref.for ? { subtype: SUBTYPE[ref.for] } : {}) };
}

/** `the Common of Pastors, for missionaries`. */
export function commonName(ref: CommonRef): string {
  return `the Common of ${NAME[ref.common]}${ref.for ? `, for ${FOR[ref.for]}` : ''}`;
}

/**
 * The Commons of the Roman Missal and the Lectionary for Mass (OLM, Commons): the Masses a saint or a mystery
 * without readings of its own takes them from (OLM 70; GIRM 357). `for` narrows a Common to the readings given for
 * a kind of saint (the Common of Pastors "for missionaries", of Holy Men and Women "for religious").
 */
export const COMMONS = [
  'dedication_of_a_church',
  'blessed_virgin_mary',
  'martyrs',
  'pastors',
  'doctors_of_the_church',
  'virgins',
  'holy_men_and_women',
] as const;
export type CommonKind = (typeof COMMONS)[number];

export const COMMON_FOR = ['missionaries', 'religious', 'works_of_mercy', 'educators'] as const;
export type CommonFor = (typeof COMMON_FOR)[number];

export interface CommonRef {
  common: CommonKind;
  for?: CommonFor;
}

/** The Commons a celebration names, in the calendar's order (the first is the one to take), by celebration key. */
export type CommonsOf = (celebrationKey: string) => readonly CommonRef[];

export const NO_COMMONS: CommonsOf = () => [];

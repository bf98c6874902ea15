/** A count with its noun as a message says it: `1 chapter`, `21 chapters` ("Obadiah has 1 chapters" before). */
export const countOf = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

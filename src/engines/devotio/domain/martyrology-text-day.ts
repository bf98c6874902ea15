const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * The day of the 1960 Martyrology whose text is read on a civil date (YYYY-MM-DD → MM-DD). In a leap year the
 * Roman calendar doubles the sixth day before the Kalends of March ("bis sextum"): 24 February is the added day,
 * whose page stands as 29 February, and the texts of 24-28 February are read one day later, each on the day that
 * bears its Roman name (25 February is then the second "Sexto Kalendas Martii", St Matthias's day; 29 February is
 * "Pridie Kalendas Martii"). The 1960 Latin notes it at 24 February ("24 aut 25 in anno Bissextili"); Divinum
 * Officium's get_sday maps the days so. The 2004 Martyrology has a page of its own for 29 February, so its
 * registry stays on the civil day.
 */
export function martyrologyTextDay(date: string): string {
  const monthDay = date.slice(5);
  if (!isLeap(Number(date.slice(0, 4))) || !monthDay.startsWith('02-')) return monthDay;
  const day = Number(monthDay.slice(3));
  if (day === 24) return '02-29';
  if (day > 24) return `02-${String(day - 1).padStart(2, '0')}`;
  return monthDay;
}

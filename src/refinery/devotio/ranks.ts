/** romcal precedence → rank word (General Norms for the Liturgical Year and the Calendar, 1969, §§ 8-15, 59). */
export function rankFromPrecedence(precedence: string): string {
  if (precedence.includes('SOLEMNITY')) return 'solemnity';
  if (precedence.includes('LORD_FEAST')) return 'feast of the Lord';
  if (precedence.includes('FEAST')) return 'feast';
  if (precedence.startsWith('OPTIONAL_MEMORIAL')) return 'optional memorial';
  if (precedence.includes('MEMORIAL')) return 'memorial';
  return precedence.toLowerCase();
}

/** LitCal grades (1-7) → the same rank words. */
export function rankFromGrade(grade: number): string {
  switch (grade) {
    case 1:
      return 'commemoration';
    case 2:
      return 'optional memorial';
    case 3:
      return 'memorial';
    case 4:
      return 'feast';
    case 5:
      return 'feast of the Lord';
    default:
      return 'solemnity';
  }
}

export function normaliseColors(colors: string | string[] | undefined): string[] {
  if (!colors) return [];
  return (Array.isArray(colors) ? colors : [colors]).map((c) => c.toLowerCase());
}

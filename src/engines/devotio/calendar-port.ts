/**
 * What Devotio needs from Tempus: the celebrations of a date in a calendar. Structurally the `TempusCalendar`
 * that src/engines/tempus/index.ts publishes; declared here so Devotio depends on the contract, not on Tempus.
 */
export interface CalendarCelebration {
  key: string;
  name: string;
  rank: string;
  colors: string[];
  is_optional?: boolean;
}

export interface CalendarDay {
  date: string;
  weekday: string;
  /** The calendar's canonical id (Tempus matches ids in any case). */
  calendar: string;
  celebrations: CalendarCelebration[];
  season: { key: string; name: string };
}

export interface LiturgicalCalendarPort {
  /** `fieldPrefix` makes Tempus's problems name the caller's fields (`query.date`, `query.locale`). */
  day(date: string, options?: { calendar?: string; locale?: string }, fieldPrefix?: string): Promise<CalendarDay>;
}

import ical from 'ical-generator';
import type { LiturgicalDay } from './domain/liturgical-day.js';

/**
 * RFC 5545 iCalendar for a computed year: one all-day event (DTSTART;VALUE=DATE, RFC 5545 §3.6.1) per
 * celebration and per observance (a day of prayer: category OBSERVANCE). UIDs depend only on calendar, date and celebration key, so a re-import updates events instead of
 * duplicating them (§3.8.4.7), whatever the locale. DTSTAMP is fixed to the date so the file is reproducible.
 */
export function yearToIcs(days: LiturgicalDay[], meta: { calendar: string; calendarName: string; year: number; host: string }): string {
  const cal = ical({
    name: `${meta.calendarName} ${meta.year}`,
    prodId: { company: 'Lumen', product: 'Tempus', language: 'EN' },
  });
  for (const day of days) {
    const start = `${day.date}T00:00:00Z`;
    for (const c of day.celebrations) {
      const colours = c.colors.join(', ');
      cal.createEvent({
        id: `${day.date}-${c.key}-${meta.calendar}@${meta.host}`,
        start,
        allDay: true,
        stamp: start,
        summary: c.name,
        description: `${c.rank_name} · ${colours}${c.is_optional ? ' · optional' : ''}${c.holy_day_of_obligation ? ' · holy day of obligation' : ''}`,
        categories: [{ name: c.rank.toUpperCase() }],
        transparency: 'TRANSPARENT' as never,
      });
    }
    for (const o of day.observances) {
      cal.createEvent({
        id: `${day.date}-${o.key}-${meta.calendar}@${meta.host}`,
        start,
        allDay: true,
        stamp: start,
        summary: o.name,
        description: `${o.kind.replaceAll('_', ' ')} · ${o.colors.join(' or ')}`,
        categories: [{ name: 'OBSERVANCE' }],
        transparency: 'TRANSPARENT' as never,
      });
    }
  }
  // RFC 5545 §3.4: the calendar object ends with CRLF like every content line; ical-generator leaves the last off.
  const text = cal.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

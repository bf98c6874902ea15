import { z } from 'zod';
import { defineOperation } from '../../../platform/operations/define.js';
import { PROVENANCE } from '../../../refinery/devotio/sources.js';
import type { LiturgicalCalendarPort } from '../calendar-port.js';
import { WEEKDAYS, type Weekday, rosaryFor } from '../domain/rosary-day.js';
import { MYSTERIES } from '../domain/rosary-mysteries.js';
import { IsoDate, ProvenanceSchema, today } from './schemas.js';

const Rosary = z.object({
  date: z.string(),
  weekday: z.string(),
  form: z.enum(['rvm', 'traditional']),
  set: z.enum(['joyful', 'luminous', 'sorrowful', 'glorious']),
  title: z.string(),
  reason: z.string().describe('why this set today (weekday arrangement or seasonal custom)'),
  mysteries: z.array(z.object({ number: z.number().int(), title: z.string(), scripture: z.array(z.string()), fruit: z.string() })),
  prayers: z.array(z.string()).describe('slugs of the prayers of each decade, see /v1/devotio/prayers/{slug}'),
  provenance: z.array(ProvenanceSchema),
});

/**
 * The Rosary of a day needs no dataset: the mysteries are Lumen's own data (domain/rosary-mysteries.ts); the
 * season that decides a Sunday's mysteries comes from Tempus.
 */
export function rosaryOperation(calendar: LiturgicalCalendarPort) {
  return defineOperation({
    id: 'devotio.rosary.get',
    mcp: { use: 'Use it when asked which mysteries of the Rosary are prayed on a date, with their Scripture and fruits.' },
    summary: 'The mysteries of the Rosary for a date, with Scripture references and fruits',
    description:
      'By weekday as in Rosarium Virginis Mariae §38 (Luminous on Thursday), or form=traditional (before 2002); ' +
      'Sundays of Advent and Christmastide take the Joyful mysteries and Sundays of Lent the Sorrowful, by custom.',
    method: 'GET',
    path: '/rosary',
    query: z.object({
      date: IsoDate.optional().describe('YYYY-MM-DD (default: today, UTC)'),
      form: z.enum(['rvm', 'traditional']).default('rvm').describe('rvm (2002, with Luminous) or traditional'),
    }),
    output: Rosary,
    cache: { etag: true, maxAgeS: 3600 },
    handler: async ({ query }) => {
      const date = query.date ?? today();
      const day = await calendar.day(date, {}, 'query');
      const weekday = WEEKDAYS.find((w) => w === day.weekday) as Weekday;
      const choice = rosaryFor(weekday, day.season.key, query.form);
      const set = MYSTERIES[choice.set];
      return {
        date,
        weekday: choice.weekday,
        form: query.form,
        set: choice.set,
        title: set.title,
        reason: choice.reason,
        mysteries: set.mysteries,
        prayers: ['our-father', 'hail-mary', 'glory-be', 'fatima-prayer'],
        provenance: [PROVENANCE.lumen],
      };
    },
  });
}

import { z } from 'zod';
import type { LiturgicalDay } from './domain/liturgical-day.js';
import { ProvenanceSchema } from './readings/schema.js';

/**
 * Where a computed liturgical day comes from: romcal computes it, the Liturgical Calendar API's decrees, Missal
 * names and national calendars correct it (docs/tempus.md, "How it is computed"), Lumen's own rules do the rest.
 * Every Tempus answer carries it, as every record of the other engines carries its source and licence.
 */
type Provenance = z.infer<typeof ProvenanceSchema>;

/** Frozen (shared by every answer); typed as the schema's array, which the answers' types are. */
export const TEMPUS_PROVENANCE: Provenance[] = Object.freeze([
  Object.freeze({
    source: 'Lumen Tempus (liturgical calendar computed with romcal)',
    licence: 'MIT',
    attribution: 'romcal contributors (MIT); Lumen project',
    url: 'https://github.com/romcal/romcal',
  }),
  Object.freeze({
    source: 'Liturgical Calendar API source data (Roman Missal sanctorale, decrees, national calendars, names)',
    licence: 'Apache-2.0',
    attribution: 'Liturgical Calendar API project (Apache-2.0)',
    url: 'https://github.com/Liturgical-Calendar/LiturgicalCalendarAPI',
  }),
]) as Provenance[];

export const TempusProvenanceSchema = z.array(ProvenanceSchema).min(1).describe('the sources and licences of the computed calendar');

const withProvenanceOf = new WeakMap<LiturgicalDay, LiturgicalDay & { provenance: Provenance[] }>();

/**
 * A day as an answer: the computed day and its provenance. Kept per computed day and frozen, so that a cached day
 * keeps its JSON and ETag computed once (platform/operations/rest-answer.ts) and no request copies it.
 */
export function dayWithProvenance(day: LiturgicalDay): LiturgicalDay & { provenance: Provenance[] } {
  let answer = withProvenanceOf.get(day);
  if (!answer) {
    answer = Object.freeze({ ...day, provenance: TEMPUS_PROVENANCE });
    withProvenanceOf.set(day, answer);
  }
  return answer;
}

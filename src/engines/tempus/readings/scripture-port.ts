import type { z } from 'zod';
import type { ProvenanceSchema } from './schema.js';

export type Translation = 'drb' | 'vulgate';
export const TRANSLATIONS: readonly Translation[] = ['drb', 'vulgate'];

export type VerseText = { osis: string; text: string | null };

/**
 * What Tempus asks of Scripture for the readings: the text of OSIS references in the canonical (Vulgate/Douay)
 * numbering. Veritas provides it (its ScripturePort); modules.ts hands it over, so Tempus never reads Veritas's
 * internals.
 */
export interface ScriptureTexts {
  /** The verses of comma-separated OSIS ranges (`Ps.50.3-Ps.50.4,Ps.50.5`) in each translation; null when the texts are not available. */
  text(osis: string, translations: readonly Translation[]): Partial<Record<Translation, VerseText[]>> | null;
  /** Source and licence of a translation's text. */
  provenance(translation: Translation): z.infer<typeof ProvenanceSchema>;
  /** Changes when the texts may change (a new Veritas dataset version). */
  generation(): unknown;
}

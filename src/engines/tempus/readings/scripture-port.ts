import type { z } from 'zod';
import type { ProvenanceSchema } from './schema.js';

export type Translation = 'drb' | 'vulgate';
export const TRANSLATIONS: readonly Translation[] = ['drb', 'vulgate'];

/**
 * What Tempus asks of Scripture for the readings: the text of OSIS references in the canonical (Vulgate/Douay)
 * numbering. Veritas provides it; modules.ts hands it over, so Tempus never reads Veritas's internals.
 */
export interface ScriptureTexts {
  /** The verses of comma-separated OSIS ranges (`Ps.50.3-Ps.50.4,Ps.50.5`), in order; null when the texts are not available. */
  verses(osis: string, translation: Translation): Array<{ osis: string; text: string | null }> | null;
  /** Source and licence of a translation's text. */
  provenance(translation: Translation): z.infer<typeof ProvenanceSchema>;
  /** Changes when the texts may change (a new Veritas dataset version). */
  generation(): unknown;
}

import type { ScriptureTexts } from './engines/tempus/index.js';
import type { ScripturePort } from './engines/veritas/index.js';
import { PROVENANCE } from './refinery/veritas/sources.js';

/**
 * Composition glue: Veritas's ScripturePort as the ScriptureTexts Tempus's readings ask for (verses by OSIS, in
 * each translation). `version` is the Veritas dataset version being served (null when none is imported).
 */
export function scriptureForTempus(port: ScripturePort, version: () => string | null): ScriptureTexts {
  return {
    text(osis, translations) {
      let read: ReturnType<ScripturePort['text']>;
      try {
        read = port.text(osis, translations);
      } catch {
        // A reference Veritas cannot serve (beyond its passage cap, say) leaves that reading without text.
        return null;
      }
      if (!read) return null;
      const verses = read.passages.flatMap((p) => p.verses);
      return Object.fromEntries(translations.map((t) => [t, verses.map((v) => ({ osis: v.osis, text: v[t] ?? null }))]));
    },
    provenance: (translation) => PROVENANCE[translation],
    generation: version,
  };
}

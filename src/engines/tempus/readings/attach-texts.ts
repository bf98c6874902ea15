import type { Reading } from './schema.js';
import type { ScriptureTexts, Translation } from './scripture-port.js';

type WithText = { osis: string | null; text?: Reading['text']; short_form?: WithText; alternatives?: WithText[] };

/**
 * Puts the text of every citation of a Mass (the reading, its short form, its alternatives) in each translation
 * asked for. Returns false when the texts were not available, so the answer can say so.
 */
export function attachTexts(readings: WithText[], scripture: ScriptureTexts | undefined, translations: readonly Translation[]): boolean {
  if (!scripture || translations.length === 0) return translations.length === 0;
  let ok = true;
  const visit = (r: WithText) => {
    if (r.osis) {
      const text = scripture.text(r.osis, translations);
      if (text) r.text = text;
      else ok = false;
    }
    if (r.short_form) visit(r.short_form);
    for (const a of r.alternatives ?? []) visit(a);
  };
  readings.forEach(visit);
  return ok;
}

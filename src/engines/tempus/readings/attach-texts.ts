import type { Reading } from './schema.js';
import type { ScriptureTexts, Translation } from './scripture-port.js';

type Texts = NonNullable<Reading['text']>;

/**
 * A verse split between two strophes of a psalm (`Ps 28:2, 7-8a, 8b-9`) is in two of the OSIS ranges
 * (`Ps.27.7-Ps.27.8,Ps.27.8-Ps.27.9`), as the citation names it twice; its text is read once, where it first comes.
 */
function eachVerseOnce(text: Texts): Texts {
  const out: Texts = {};
  for (const [translation, verses] of Object.entries(text) as Array<[keyof Texts, Texts[keyof Texts]]>) {
    const seen = new Set<string>();
    out[translation] = verses?.filter((v) => !seen.has(v.osis) && seen.add(v.osis));
  }
  return out;
}

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
      if (text) r.text = eachVerseOnce(text);
      else ok = false;
    }
    if (r.short_form) visit(r.short_form);
    for (const a of r.alternatives ?? []) visit(a);
  };
  readings.forEach(visit);
  return ok;
}

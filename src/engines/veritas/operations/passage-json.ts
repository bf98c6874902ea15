import { type PassagePart, VERSES_JSON } from '../data/passage.js';

/** The fields of the passage operation's answer, in the order its handler builds them. */
export interface PassageAnswer {
  ref: string;
  canonical: string;
  osis: string;
  numbering: string;
  ambiguous: boolean;
  alternatives: unknown[];
  translations: string[];
  verse_count: number;
  passages: PassagePart[];
  provenance: unknown;
  dataset_version: string;
}

const str = JSON.stringify;

/** Shared frozen parts of an answer (the provenance list of the translations asked), serialised once. */
const kept = new WeakMap<object, string>();
function once(value: unknown): string {
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return str(value);
  let json = kept.get(value);
  if (json === undefined) kept.set(value, (json = str(value)));
  return json;
}

/**
 * The passage answer's JSON, equal to `JSON.stringify(answer)` (checked on every answer in tests: rest-answer.ts),
 * built around each part's verses as readPassage made them from texts escaped once: escaping the texts is most
 * of what JSON.stringify spends on a passage.
 */
export function passageJson(a: PassageAnswer): string {
  let parts = '';
  for (const p of a.passages) {
    const verses = p[VERSES_JSON] ?? str(p.verses);
    parts += `${parts ? ',' : ''}{"osis":${str(p.osis)},"book":${str(p.book)},"verses":${verses}}`;
  }
  return (
    `{"ref":${str(a.ref)},"canonical":${str(a.canonical)},"osis":${str(a.osis)},"numbering":${str(a.numbering)},"ambiguous":${a.ambiguous},` +
    `"alternatives":${str(a.alternatives)},"translations":${str(a.translations)},"verse_count":${a.verse_count},` +
    `"passages":[${parts}],"provenance":${once(a.provenance)},"dataset_version":${str(a.dataset_version)}}`
  );
}

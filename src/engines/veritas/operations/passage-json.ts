import { joinBytes } from '../../../platform/text/join-bytes.js';
import { jsonString } from '../../../platform/text/json-string.js';
import { type PassagePart, VERSES_BYTES } from '../data/passage.js';

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

/** Shared frozen parts of an answer (the translations asked, their provenance list), serialised once. */
const kept = new WeakMap<object, string>();
function once(value: unknown): string {
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return str(value);
  let json = kept.get(value);
  if (json === undefined) kept.set(value, (json = str(value)));
  return json;
}

/**
 * The passage answer's JSON as UTF-8 bytes, equal to `JSON.stringify(answer)` (checked on every answer in tests:
 * rest-answer.ts), built around each part's verses as readPassage found them, already encoded (verse-records.ts):
 * escaping, joining and encoding the texts was most of what a passage's JSON cost.
 */
export function passageJson(a: PassageAnswer): Buffer {
  const pieces: Array<string | Buffer> = [];
  const q = jsonString;
  let text =
    `{"ref":${q(a.ref)},"canonical":${q(a.canonical)},"osis":${q(a.osis)},"numbering":${q(a.numbering)},"ambiguous":${a.ambiguous},` +
    `"alternatives":${a.alternatives.length === 0 ? '[]' : str(a.alternatives)},"translations":${once(a.translations)},"verse_count":${a.verse_count},"passages":[`;
  a.passages.forEach((p, n) => {
    const { book } = p;
    text += `${n === 0 ? '' : ','}{"osis":${q(p.osis)},"book":{"osis":${q(book.osis)},"name":${q(book.name)},"name_latin":${q(book.name_latin)}},"verses":[`;
    const verses = p[VERSES_BYTES]?.();
    if (verses === undefined) text += str(p.verses).slice(1, -1);
    else if (verses.length > 0) {
      pieces.push(text, ...verses);
      text = '';
    }
    text += ']}';
  });
  pieces.push(`${text}],"provenance":${once(a.provenance)},"dataset_version":${q(a.dataset_version)}}`);
  return joinBytes(pieces);
}

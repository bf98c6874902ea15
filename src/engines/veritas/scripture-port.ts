import { problem } from '../../platform/errors/index.js';
import { type PassagePart, readPassage } from './data/passage.js';
import type { Translation } from './data/read-verses.js';
import type { VeritasDataset } from './data/veritas-dataset.js';
import type { BibleAnswer } from './domain/citation.js';
import { citationProblem } from './operations/resolve.js';

export interface ScriptureText {
  /** Canonical display form (`John 3:16-18`) and OSIS reference of what was read. */
  canonical: string;
  osis: string;
  /** One part per range, verse by verse, each verse with the translations asked. */
  passages: PassagePart[];
  /** Dataset version the text comes from (for caches and ETags). */
  version: string;
}

/**
 * What another engine (the Lectionary's Mass readings) asks of Veritas: the text of an OSIS range
 * (`John.3.16-John.3.18`, lists comma-separated) or any citation the resolver reads, in the Douay-Rheims and/or the
 * Vulgate. Null when the veritas dataset is not imported; a problem (400/404) when the reference names nothing.
 */
export interface ScripturePort {
  text(ref: string, translations: readonly Translation[]): ScriptureText | null;
}

export function scripturePort(dataset: VeritasDataset): ScripturePort {
  return {
    text(ref, translations) {
      const open = dataset.handle.get();
      if (!open) return null;
      const r = open.value.resolver.resolve(ref);
      if (!r.ok) throw citationProblem(r.error, 'ref');
      if (r.answer.kind !== 'bible') throw problem('unreadable_citation', `ref: ${r.answer.canonical} is not a Scripture reference`);
      const answer = r.answer as BibleAnswer;
      return { canonical: answer.canonical, osis: answer.osis, passages: readPassage(open.value, answer, translations), version: open.version };
    },
  };
}

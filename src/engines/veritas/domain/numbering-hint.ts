/**
 * `Ps 119:105`, `Jonah 1:17`: a chapter or verse that the default (Vulgate) numbering does not have but the Hebrew or
 * the KJV one does, as most modern Bibles number them. The error stays (the default numbering is Lumen's), and its
 * message says what the citation is in the other numbering and how to ask for it, so a caller, or an AI agent
 * quoting a modern Bible, can send it again with `numbering=hebrew` or `kjv`. Looked for only once a citation has
 * failed, when the caller did not choose a numbering.
 */
import type { BibleAnswer } from './citation.js';
import { isError } from './resolve-bible.js';
import type { ResolveError } from './resolve-error.js';
import type { Numbering } from './versification.js';

const OTHERS = [['hebrew', 'Hebrew'], ['kjv', 'KJV']] as const;

export function withNumberingHint(e: ResolveError, readIn: (n: Numbering) => BibleAnswer | ResolveError): ResolveError {
  if (e.code !== 'no_verse' && e.code !== 'no_chapter') return e;
  for (const [n, name] of OTHERS) {
    const a = readIn(n);
    if (!isError(a)) {
      return { ...e, message: `${e.message} in the Vulgate numbering (the default); in the ${name} numbering (numbering=${n}) it is Vulgate ${a.canonical}` };
    }
  }
  return e;
}

/**
 * A citation read under its translation's label (`Ps 23:1 (KJV)`, translation-labels.ts). The label chooses the
 * numbering and the naming the request left open. Where the request set one and the label names another, the
 * request's reading is the answer when both name the same verses (`John 3:16 (KJV)` with `numbering=vulgate`); when
 * they differ (`Ps 23:1 (KJV)` with `numbering=vulgate`: Psalm 23:1 or 22:1?) the citation is refused with a 400
 * that names both readings, since answering either would silently contradict the other.
 */
import type { BibleAnswer, Naming, ResolveOptions } from './citation.js';
import { type ReadCitation, resolveGroups } from './read-bible.js';
import { isError } from './resolve-bible.js';
import { type ResolveError, resolveError } from './resolve-error.js';
import type { TranslationLabel } from './translation-labels.js';
import { NUMBERING_NAMES } from './versification.js';

const NAMING: Record<Naming, string> = { modern: 'modern', douay: 'Douay' };

export function readWithLabel(c: ReadCitation, label: TranslationLabel, options: ResolveOptions): BibleAnswer | ResolveError {
  const numbering = options.numbering ?? label.numbering;
  const naming = options.naming ?? label.naming;
  const catholic = label.catholic && numbering === label.numbering;
  const a = resolveGroups({ ...c, numbering, catholic }, naming, true);
  const conflict = numbering !== label.numbering || naming !== label.naming;
  if (conflict) {
    const byLabel = resolveGroups({ ...c, numbering: label.numbering, catholic: label.catholic }, label.naming, true);
    if (isError(a) || isError(byLabel) || a.osis !== byLabel.osis) return conflictError(c, label, options, a, byLabel);
  }
  if (isError(a)) {
    if (a.code !== 'no_verse' && a.code !== 'no_chapter') return a;
    const inVulgate = numbering === 'vulgate' ? ' in the Vulgate numbering' : '';
    return { ...a, message: `${a.message}${inVulgate}, as the label "${label.written}" says` };
  }
  // The label says which Bible the names are from: `1 Kings 17:1 (KJV)` is 1 Kings, not also 1 Samuel.
  return a.ambiguous && options.naming === undefined ? { ...a, ambiguous: false, alternatives: [] } : a;
}

function conflictError(
  c: ReadCitation,
  label: TranslationLabel,
  options: ResolveOptions,
  asked: BibleAnswer | ResolveError,
  byLabel: BibleAnswer | ResolveError,
): ResolveError {
  const wants = [
    options.numbering && options.numbering !== label.numbering ? `numbering=${label.numbering}` : '',
    options.naming && options.naming !== label.naming ? `naming=${label.naming}` : '',
  ].filter(Boolean).join(' and ');
  const sets = [
    options.numbering && options.numbering !== label.numbering ? `numbering=${options.numbering}` : '',
    options.naming && options.naming !== label.naming ? `naming=${options.naming}` : '',
  ].filter(Boolean).join(' and ');
  const show = (x: BibleAnswer | ResolveError) => (isError(x) ? `an error (${x.message})` : `${x.canonical} (${x.osis})`);
  return resolveError(
    'label_conflict',
    'label',
    `the label "${label.written}" reads the citation in the ${NUMBERING_NAMES[label.numbering]} numbering with ${NAMING[label.naming]} names (${wants}), but the request sets ${sets}, and the two readings differ: ${show(byLabel)} by the label, ${show(asked)} by the request; drop the label or the parameter`,
    c.span.start,
  );
}

/**
 * A translation's label after a citation, as people and AI agents paste them: `John 3:16 (NABRE)`, `Psalm 23:1
 * (KJV)`, `Ps 23 KJV`, `Jn 3:16, NRSV`, `John 3:16 (Douay-Rheims)`, `Ps 50:3 [Vulgate]`. The label says how the
 * citation's numbers (and, for the Douay family, its book names) are written, so it chooses the numbering and the
 * naming where the request did not: a KJV or RSV Psalm 23 is the Vulgate's Psalm 22, and their Malachi 4, Joel 3 and
 * Mark 9:1 are numbered otherwise than the Vulgate's too.
 *
 * - The English Bibles that leave psalm titles unnumbered (KJV, AV, NKJV, RSV, RSV-CE, RSV2CE, NRSV, NRSVCE, NRSVue,
 *   ESV, ESV-CE, NIV, NASB, NLT, CSB, ASV): `numbering=kjv`, modern names.
 * - The Bibles that number psalm titles as the Hebrew does (NAB, NABRE, JB, NJB; `Hebrew`, `Masoretic`):
 *   `numbering=hebrew` (the Masoretic text, the Greek critical text in the New Testament), modern names.
 * - The Douay-Rheims and the Vulgate (DRB, DR, DRA, DRC, Douay, Douai, Douay-Rheims, Challoner, Knox, Vulgate,
 *   Vulg., Vg, Clementine, Vulgata): `numbering=vulgate`, Douay names (their 1 Kings is 1 Samuel).
 *
 * The Catholic editions (NAB, NABRE, JB, NJB, RSV-CE, RSV2CE, NRSVCE, ESV-CE) print the Greek prayer of Azarias
 * inside Daniel 3 with the Vulgate's numbers (Daniel 3:24-90, then 3:91-100, as the Vulgate: `Dan 3:52 (NABRE)` is
 * the canticle of the three young men), so `catholic` marks them and Daniel 3 is read in the Vulgate numbering.
 * Not `LXX` or `Septuagint`: their psalms are the Vulgate's, but not their Jeremiah (they label a psalm's number only,
 * `Ps 114 (LXX 113)`).
 */
import type { Naming } from './citation.js';
import { isDigit, isLetter, isNameSpace, isSpace, skipSpaces } from './scan.js';
import type { Numbering } from './versification.js';

export interface TranslationLabel {
  /** The label as written, without its brackets: `NABRE`, `Douay-Rheims`. */
  readonly written: string;
  readonly numbering: Numbering;
  readonly naming: Naming;
  /** A Catholic edition: Daniel 3 (with the prayer of Azarias) is numbered as the Vulgate's. */
  readonly catholic: boolean;
  /** Offset after the label (after its closing bracket). */
  readonly end: number;
}

/**
 * Where a label is read: after a citation (`John 3:16 (NABRE)`: translationLabelAt), by a psalm's second number in
 * the dual form, before or after it (`Ps 22 (Hebrew 23)`, `Psalm 23 (22 Vulg.)`: psalmLabelAt), or both.
 */
interface Where {
  readonly citation: boolean;
  /** By a psalm's second number: before or after it, after it only (where it can name no book), or not. */
  readonly dual: 'before or after' | 'after' | undefined;
}
const CITATION: Where = { citation: true, dual: undefined };
const BOTH: Where = { citation: true, dual: 'before or after' };
const DUAL: Where = { citation: false, dual: 'before or after' };
const AFTER_DUAL: Where = { citation: false, dual: 'after' };

type Entry = readonly [Numbering, Naming, boolean, Where];
const ENGLISH = ['kjv', 'modern', false] as const;
const ENGLISH_CATHOLIC = ['kjv', 'modern', true] as const;
const HEBREW = ['hebrew', 'modern', false] as const;
const HEBREW_CATHOLIC = ['hebrew', 'modern', true] as const;
const DOUAY = ['vulgate', 'douay', true] as const;
/** The Septuagint's psalms are numbered as the Vulgate's, but not its Jeremiah: it labels a psalm's number only. */
const GREEK = ['vulgate', 'modern', false] as const;

const labels = (entry: readonly [Numbering, Naming, boolean], where: Where, keys: string[]) => keys.map((k) => [k, [...entry, where] as Entry] as const);

/**
 * The one table of labels. Keys are the label in lower case with its letters and digits only (`RSV-CE` → `rsvce`,
 * `Vulg.` → `vulg`). By a psalm's number only labels of one word are read, and of those not `jb` (`Ps 22 (Jb 23)`
 * cites Job) nor, before the number, `heb`, `hebr` or `mt` (`Ps 40 (Heb 10)`, `Ps 22 (Mt 27)` cite Hebrews and
 * Matthew; after it, `(23 Hebr.)`, `(51:3 MT)`, they name the Hebrew).
 */
const LABELS: ReadonlyMap<string, Entry> = new Map<string, Entry>([
  ...labels(ENGLISH, BOTH, ['kjv', 'av', 'rsv', 'nrsv', 'esv', 'niv']),
  ...labels(ENGLISH, CITATION, ['nkjv', 'nrsvue', 'nasb', 'nlt', 'csb', 'asv', 'kingjames', 'kingjamesversion', 'authorizedversion',
    'authorisedversion', 'revisedstandardversion', 'newrevisedstandardversion', 'englishstandardversion', 'newinternationalversion']),
  ...labels(ENGLISH, DUAL, ['english', 'eng']),
  ...labels(ENGLISH_CATHOLIC, CITATION, ['rsvce', 'rsv2ce', 'rsvsce', 'nrsvce', 'esvce']),
  ...labels(HEBREW, BOTH, ['hebrew', 'masoretic']),
  ...labels(HEBREW, AFTER_DUAL, ['heb', 'hebr', 'mt']),
  ...labels(HEBREW_CATHOLIC, BOTH, ['nab', 'nabre']),
  ...labels(HEBREW_CATHOLIC, CITATION, ['jb', 'njb', 'newamericanbible', 'newamericanbiblerevisededition', 'jerusalembible', 'newjerusalembible']),
  ...labels(DOUAY, BOTH, ['vulgate', 'vulg', 'vg', 'douay']),
  ...labels(DOUAY, CITATION, ['drb', 'dr', 'dra', 'drc', 'douai', 'douayrheims', 'douairheims', 'douayrheimsbible', 'douairheimsbible',
    'challoner', 'knox', 'vul', 'clementine', 'clementinevulgate', 'vulgata', 'vulgataclementina']),
  ...labels(GREEK, DUAL, ['lxx', 'septuagint']),
]);

const MAX_LABEL = 40;

/**
 * The label right after a citation that ends at `i`: in brackets (`(NABRE)`, `[KJV]`), or bare after a space or a
 * comma (`KJV`, `, NRSV`; in a lone citation also words, `King James Version`, which the caller checks end the
 * text). In free text (`lone` false) a bare label is an acronym of three characters or more in capitals (`KJV`,
 * `RSV-CE`; not `DR`, `JB`, `AV`, `VG`, which may be initials: `Mt 5:3 DR. Smith`) and not followed by a number
 * (`Mt 5:3 NAB 3:1`), so no word after a citation is taken for one; brackets are read as in a lone citation.
 * Undefined when no label is there.
 */
export function translationLabelAt(text: string, i: number, lone: boolean): TranslationLabel | undefined {
  let k = skipSpaces(text, i);
  const open = text.charCodeAt(k);
  if (open === 40 /* ( */ || open === 91 /* [ */) {
    const close = open === 40 ? ')' : ']';
    const to = text.indexOf(close, k + 1);
    if (to < 0 || to - k > MAX_LABEL) return undefined;
    return found(text.slice(k + 1, to).trim(), to + 1);
  }
  if (open === 44 /* , */) {
    if (!lone) return undefined;
    k = skipSpaces(text, k + 1);
  }
  if (k === i || !isLetter(text.charCodeAt(k))) return undefined;
  let e = k;
  if (lone) {
    // Words, hyphens, dots and the spaces of a line: `Douay-Rheims Bible`, `Vulg.`.
    while (e - k < MAX_LABEL && (isLetter(text.charCodeAt(e)) || isDigit(text.charCodeAt(e)) || text.charCodeAt(e) === 45 || text.charCodeAt(e) === 46 || isNameSpace(text.charCodeAt(e)))) e++;
    while (e > k && (text.charCodeAt(e - 1) === 46 || isSpace(text.charCodeAt(e - 1)))) e--;
  } else {
    for (let c = text.charCodeAt(e); (c >= 65 && c <= 90) || isDigit(c) || c === 45; c = text.charCodeAt(++e));
    if (e - k < 3 || isLetter(text.charCodeAt(e)) || isDigit(text.charCodeAt(skipSpaces(text, e)))) return undefined;
  }
  return found(text.slice(k, e), e);
}

function found(written: string, end: number): TranslationLabel | undefined {
  let key = '';
  for (let j = 0; j < written.length; j++) {
    const c = written.charCodeAt(j);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) key += String.fromCharCode(c | 0x20);
    else if (isDigit(c)) key += written[j];
    else if (!(c === 45 || c === 46 || isNameSpace(c))) return undefined; // - . space
  }
  const entry = LABELS.get(key);
  return entry?.[3].citation ? { written, numbering: entry[0], naming: entry[1], catholic: entry[2], end } : undefined;
}

/** The longest label read by a psalm's number (`septuagint`): a longer word is none. */
const MAX_DUAL_LABEL = 10;

/**
 * The numbering a label names by a psalm's second number, for the word at `i` (any case, an abbreviation dot after
 * it), and the offset after it and the spaces of a line that follow: `after` when the label stands after the number
 * (`(23 Hebr.)`), where `heb`, `hebr` and `mt` are read too. Undefined when the word is no such label.
 */
export function psalmLabelAt(text: string, i: number, after: boolean): { numbering: Numbering; end: number } | undefined {
  let key = '';
  let e = i;
  for (let c = text.charCodeAt(e); (c >= 65 && c <= 90) || (c >= 97 && c <= 122); c = text.charCodeAt(++e)) {
    if (e - i === MAX_DUAL_LABEL) return undefined;
    key += String.fromCharCode(c | 0x20);
  }
  if (isLetter(text.charCodeAt(e))) return undefined; // a word with a letter beyond ASCII
  const entry = LABELS.get(key);
  const dual = entry?.[3].dual;
  if (dual === undefined || (dual === 'after' && !after)) return undefined;
  if (text.charCodeAt(e) === 46 /* . */) e++;
  while (isNameSpace(text.charCodeAt(e))) e++;
  return { numbering: entry![0], end: e };
}

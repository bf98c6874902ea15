/**
 * Reads a Summa Theologiae citation's shape: `ST I q.2 a.3`, `I-II, q. 90, a. 1 ad 2`, `S.T. III, q. 75, a. 4`,
 * `ST I-II.94.2`, `Ia IIae q. 90 a. 1`, `IIa-IIae, q. 23, a. 1, s.c.`, `obj. 1` / `arg. 1`, `co.`, the long English
 * form ("Summa Theologiae, First Part of the Second Part, Question 90, Article 1, Reply to Objection 2").
 *
 *   citation := [prefix] part [sep] question [[sep] article [[sep] section]]
 *   question := ('q' | 'qu' | 'question' …) number | '.' number (after `ST I-II`) | ',' number (after a prefix)
 */
import type { SummaSectionKind } from './citation.js';
import { addPartWord, isPartPrefix, partOfKey, type SummaPart } from './summa-parts.js';
import type { Token } from './summa-tokens.js';

export interface RawSumma {
  readonly part: SummaPart;
  readonly question: number;
  readonly article: number | undefined;
  readonly section: { kind: SummaSectionKind; number?: number; at: number } | undefined;
  readonly at: { part: number; question: number; article: number };
  /** Whether an explicit anchor (`ST`, `Summa`, a `q.` marker) says this is the Summa. */
  readonly anchored: boolean;
  /** Token index after the citation. */
  readonly next: number;
}

const Q_WORDS = new Set(['q', 'qu', 'qq', 'quaest', 'quaestio', 'quest', 'question', 'qn']);
const A_WORDS = new Set(['a', 'art', 'ar', 'article', 'articulus', 'artic']);

const isP = (t: Token | undefined, v: string) => t !== undefined && t.t === 'p' && t.v === v;
const isW = (t: Token | undefined, words: ReadonlySet<string>) => t !== undefined && t.t === 'w' && words.has(t.v);
const set = (...words: string[]): ReadonlySet<string> => new Set(words);
const ST = set('st', 'sth');
const T = set('t', 'th');
const SUMMA = set('summa', 'sum');
const THEOLOGIAE = set('theologiae', 'theologica', 'theol', 'theologicae', 'th');
const REPLY = set('ad', 'reply', 'rep');
const TO = set('to');
const OBJ = set('obj', 'objection', 'arg');
const OBJECTION = set('obj', 'objection', 'arg', 'argument', 'objectio', 'ob');
const BODY = set('co', 'c', 'corp', 'corpus', 'resp', 'respondeo', 'body', 'respond');
const S = set('s');
const C = set('c');
const SED = set('sed');
const CONTRA = set('contra');
const ON = set('on');
const THE = set('the');
const CONTRARY = set('contrary');
const I = set('i');
const ANSWER = set('answer');
const THAT = set('that');

/** `ST`, `S.T.`, `STh`, `S. Th.`, `Summa Theologiae`, `Summa theol.`, `Sum. Theol.`: index after it, or -1. */
function readPrefix(ts: Token[], i: number): number {
  let j = i;
  if (isW(ts[j], ST)) j++;
  else if (isW(ts[j], S) && isP(ts[j + 1], '.') && isW(ts[j + 2], T)) j += 3;
  else if (isW(ts[j], SUMMA)) {
    j++;
    if (isP(ts[j], '.')) j++;
    if (isW(ts[j], THEOLOGIAE)) j++;
  } else return -1;
  if (isP(ts[j], '.')) j++;
  if (isP(ts[j], ',')) j++;
  return j;
}

/** The longest run of tokens spelling a part (`I-II`, `Ia IIae`, `First Part of the Second Part`). */
function readPart(ts: Token[], i: number): [SummaPart, number] | undefined {
  let key = '';
  let last = '';
  let best: [SummaPart, number] | undefined;
  for (let j = i; j < ts.length && j < i + 9; j++) {
    const t = ts[j]!;
    if (t.t === 'p' && t.v === '.') continue; // abbreviation dots: `Suppl. App. I`
    if (t.t === 'p' && t.v !== '-') break;
    // `I.II`, `I II`, `II.II`: two numerals set apart are the parts of the Second Part, not one numeral (`iii`).
    const next = t.t === 'p' ? `${key}-` : addPartWord(key, last, t.v);
    if (!isPartPrefix(next)) break;
    key = next;
    last = t.t === 'p' ? '' : t.v;
    const part = partOfKey(key);
    if (part) best = [part, j + 1];
  }
  return best;
}

function skipSep(ts: Token[], i: number): number {
  while (isP(ts[i], ',') || isP(ts[i], ':') || isP(ts[i], '.')) i++;
  return i;
}

/**
 * A numbered element: `q. 2`, `Question 2`, or (when `bare`) the number alone after a separator (`I-II, 94`,
 * `I-II.94`), or after a space too when `spaced` (`ST I-II 94.2`: the prefix says this is the Summa). [number, at, next]
 */
function readNumbered(ts: Token[], i: number, words: Set<string>, bare: boolean, spaced = false): [number, number, number, boolean] | undefined {
  let j = skipSep(ts, i);
  const at = ts[j]?.at ?? 0;
  if (ts[j]?.t === 'w' && words.has(ts[j]!.v)) {
    j++;
    if (isP(ts[j], '.')) j++;
    if (isP(ts[j], '[')) j++;
    const n = ts[j];
    if (n?.t !== 'n') return undefined;
    return [n.n, at, isP(ts[j + 1], ']') ? j + 2 : j + 1, true];
  }
  if (bare && ts[j]?.t === 'n' && (j > i || (spaced && ts[j]!.spaced))) return [ts[j]!.n, at, j + 1, false];
  return undefined;
}

const LATIN_ORDINAL = set('um', 'm', 'am');

/** `ad primum`, `ad secundum` …: the replies as the Latin text heads them. */
const LATIN_ORDINALS = ['primum', 'secundum', 'tertium', 'quartum', 'quintum', 'sextum', 'septimum', 'octavum', 'nonum', 'decimum'];

/** A number after an optional dot, with its Latin ordinal ending (`ad 1um`), or a Latin ordinal: [number, next]. */
function num(ts: Token[], k: number): [number, number] | undefined {
  const m = isP(ts[k], '.') ? k + 1 : k;
  const t = ts[m];
  if (t !== undefined && t.t === 'w') {
    const n = LATIN_ORDINALS.indexOf(t.v);
    return n < 0 ? undefined : [n + 1, m + 1];
  }
  if (t === undefined || t.t !== 'n') return undefined;
  const after = ts[m + 1];
  return [t.n, after !== undefined && !after.spaced && isW(after, LATIN_ORDINAL) ? m + 2 : m + 1];
}

const dotted = (ts: Token[], k: number): number => (isP(ts[k], '.') ? k + 1 : k);

function readSection(ts: Token[], i: number): [RawSumma['section'], number] | undefined {
  const j = skipSep(ts, i);
  const t = ts[j];
  if (!t || t.t !== 'w') return undefined;
  if (REPLY.has(t.v)) {
    let k = j + 1;
    if (isW(ts[dotted(ts, k)], TO)) k = dotted(ts, k) + 1;
    if (isW(ts[dotted(ts, k)], OBJ)) k = dotted(ts, k) + 1;
    const n = num(ts, k);
    return n && [{ kind: 'reply', number: n[0], at: t.at }, n[1]];
  }
  if (OBJECTION.has(t.v)) {
    const n = num(ts, j + 1);
    return n && [{ kind: 'objection', number: n[0], at: t.at }, n[1]];
  }
  if (t.v === 'sc' || (t.v === 's' && isP(ts[j + 1], '.') && isW(ts[j + 2], C))) {
    return [{ kind: 'sed contra', at: t.at }, dotted(ts, t.v === 'sc' ? j + 1 : j + 3)];
  }
  if (isW(t, SED) && isW(ts[j + 1], CONTRA)) return [{ kind: 'sed contra', at: t.at }, j + 2];
  if (isW(t, ON) && isW(ts[j + 1], THE) && isW(ts[j + 2], CONTRARY)) return [{ kind: 'sed contra', at: t.at }, j + 3];
  if (BODY.has(t.v)) return [{ kind: 'respondeo', at: t.at }, dotted(ts, j + 1)];
  if (isW(t, I) && isW(ts[j + 1], ANSWER)) return [{ kind: 'respondeo', at: t.at }, isW(ts[j + 2], THAT) ? j + 3 : j + 2];
  return undefined;
}

/**
 * A Summa citation starting at token `i`, or undefined. `loose`: accept a citation with no anchor (resolve reads
 * `I-II.94.2` or `I 2 3`; free text needs `ST`, `Summa` or a `q.` marker).
 */
export function parseSumma(ts: Token[], i: number, loose: boolean): RawSumma | undefined {
  const afterPrefix = readPrefix(ts, i);
  const prefixed = afterPrefix >= 0;
  const p = readPart(ts, prefixed ? afterPrefix : i);
  if (!p) return undefined;
  const [part, afterPart] = p;
  const dottedForm = isP(ts[afterPart], '.') && !ts[afterPart]!.spaced && ts[afterPart + 1]?.t === 'n';
  const bare = prefixed || loose || dottedForm;
  const q = readNumbered(ts, afterPart, Q_WORDS, bare, prefixed || (loose && spacedDotted(ts, prefixed ? afterPrefix : i, afterPart)));
  if (!q) return undefined;
  const anchored = prefixed || q[3];
  // `3:16` is a chapter and verse with no book, not ST III q.16: a colon joins a part and question only after `ST`.
  if (!anchored && isP(ts[afterPart], ':')) return undefined;
  if (!anchored && !loose && !dottedForm) return undefined;
  const a = readNumbered(ts, q[2], A_WORDS, bare);
  const at = { part: ts[prefixed ? afterPrefix : i]!.at, question: q[1], article: a?.[1] ?? 0 };
  const sure = anchored || (loose && dottedForm);
  if (!a) {
    // `3.16` is a chapter and verse with no book; `1-2.94` or `I.2` may be the Summa, and `1.2.3` is.
    if (!anchored && ts[prefixed ? afterPrefix : i]!.t === 'n' && afterPart === (prefixed ? afterPrefix : i) + 1) return undefined;
    return raw(part, q[0], undefined, undefined, at, sure, q[2]);
  }
  const s = readSection(ts, a[2]);
  if (!s || !s[0]) return raw(part, q[0], a[0], undefined, at, sure, a[2]);
  return raw(part, q[0], a[0], s[0], at, sure, s[1]);
}

/**
 * `I-II 94.2`, `1a 2ae 94.2`, `III 75.4 ad 2` in a lone citation: a part written as one (not a bare number, `3
 * 16.2`), a space, then question and article joined by a dot, may go without `ST` (after it they always may).
 */
function spacedDotted(ts: Token[], partAt: number, afterPart: number): boolean {
  const q = ts[afterPart];
  const dot = ts[afterPart + 1];
  const a = ts[afterPart + 2];
  return (afterPart - partAt > 1 || ts[partAt]!.t === 'w') && q?.t === 'n' && q.spaced && isP(dot, '.') && !dot!.spaced && a?.t === 'n' && !a.spaced;
}

// One object shape for every reading (no spreads: they cost more than the rest of the parse).
function raw(
  part: SummaPart,
  question: number,
  article: number | undefined,
  section: RawSumma['section'],
  at: RawSumma['at'],
  anchored: boolean,
  next: number,
): RawSumma {
  return { part, question, article, section, at, anchored, next };
}

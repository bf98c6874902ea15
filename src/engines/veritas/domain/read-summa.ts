/**
 * A Summa citation at a position, as a resolved answer: the usual written forms (`parse-summa.ts`) and New Advent
 * URLs (`https://www.newadvent.org/summa/2090.htm#article1`: first digit the part, then the question).
 */
import type { ResolveError } from './resolve-error.js';
import { resolveError } from './resolve-error.js';
import type { SummaAnswer } from './citation.js';
import type { SummaOutline } from './ports.js';
import { type RawSumma, parseSumma } from './parse-summa.js';
import { checkSumma } from './resolve-summa.js';
import { partByNewAdvent } from './summa-parts.js';
import { tokenize } from './summa-tokens.js';

/**
 * A New Advent page of the Summa: `/summa/<part digit><question, 3 digits>.htm` (1002 = I q.2, 2094 = I-II q.94,
 * 5069 = Suppl. q.69, 6001-6002 and 7001 = the two appendices of the Supplement), any scheme and host case, a query
 * string (`?foo=1`) and a fragment: `#article3` is the article, any other fragment (`#1`, `#top`) names no article
 * of the page, so the page's question is the answer, as a browser shows the page from its top. The query ends before
 * a full stop that closes a sentence.
 */
const NEW_ADVENT = /(?:https?:\/\/)?(?:www\.)?newadvent\.org\/summa\/(\d)(\d{3})\.htm(?:\?(?:[\w%+=&;~-]|\.(?=[\w%]))*)?(?:#(?:article(\d{1,2})\b|[\w-]*))?/iy;

export interface SummaRead {
  readonly answer?: SummaAnswer;
  readonly error?: ResolveError;
  readonly start: number;
  readonly end: number;
}

function fromUrl(text: string, pos: number): [RawSumma, number] | undefined {
  NEW_ADVENT.lastIndex = pos;
  const m = NEW_ADVENT.exec(text);
  if (!m) return undefined;
  const part = partByNewAdvent(Number(m[1]));
  if (!part) return undefined;
  const at = { part: pos, question: pos, article: pos };
  const raw: RawSumma = {
    part,
    question: Number(m[2]),
    article: m[3] ? Number(m[3]) : undefined,
    section: undefined,
    at,
    anchored: true,
    next: 0,
  };
  return [raw, pos + m[0].length];
}

/**
 * Reads a Summa citation at `pos`. `loose` (resolve of a lone citation) accepts `I-II.94.2` without `ST`.
 * Undefined when no Summa citation starts there.
 */
export function readSumma(text: string, pos: number, loose: boolean, outline: SummaOutline): SummaRead | undefined {
  let raw: RawSumma | undefined;
  let end: number;
  const url = fromUrl(text, pos);
  if (url) [raw, end] = url;
  else {
    const tokens = tokenize(text, pos);
    raw = tokens.length ? parseSumma(tokens, 0, loose) : undefined;
    if (!raw) return undefined;
    end = tokens[raw.next - 1]!.end;
  }
  const checked = checkSumma(raw, outline);
  if ('code' in checked) return { error: checked, start: pos, end };
  const answer: SummaAnswer = {
    kind: 'summa',
    start: pos,
    end,
    text: text.slice(pos, end),
    canonical: checked.canonical,
    ambiguous: false,
    alternatives: [],
    id: checked.id,
    part: raw.part,
    question: raw.question,
    article: raw.article,
    section: checked.section,
    missing: checked.missing,
  };
  return { answer, start: pos, end };
}

/** Where reading a lone Summa citation stopped early: the rest is not part of it. */
export function trailingError(text: string, end: number): ResolveError {
  return resolveError('unreadable', 'ref', `could not read "${text.slice(end).trim()}" after the citation`, end);
}

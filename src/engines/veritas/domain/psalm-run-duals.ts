/**
 * Dual psalm numbers with a range on either side: `Ps 9 (9-10)` (Vulgate 9 is Hebrew 9 and 10), `Ps 113
 * (114-115)`, `Ps 116 (114-115)` and `Ps 114-115 (116)` (Hebrew 116 is Vulgate 114 and 115), `Ps 146-147 (147)`,
 * and runs of psalms where the numberings go side by side (`Ps 22-24 (23-25)`). The single-number form (`Ps 22
 * (23)`) is `readPoint`'s; these are looked for only where a group of psalms stops before a bracket (parse-bible.ts,
 * `readMore`); `dualRun` checks that the two sides are the same psalms.
 */
import { type Cursor, type RawRange, dualLabel, number, trailingLabel } from './bible-points.js';
import { hebrewPsalmsOfVulgate, hebrewRunOfVulgate, vulgatePsalmsOfHebrew, vulgateRunOfHebrew } from './psalm-numbers.js';
import { type ResolveError, resolveError } from './resolve-error.js';
import { isDash, isLetter, skipSpaces } from './scan.js';
import { NUMBERING_NAMES } from './versification.js';

/**
 * After the last range of a group of psalms, ending at `end`: its other numbers in brackets, `(9-10)`, `(116)`
 * after a range, `[9-10]`, with a label before or after them as for one number (`(Hebrew 114-115)`, `(9-10
 * Hebr.)`). Takes that range off `ranges` and returns it with them, `cur.pos` past the bracket (the caller pushes
 * it back); undefined, with nothing moved, when none is there. Both numbers must lie within 2 of the other side's
 * (the numberings differ by 2 at most): `Ps 22 (1-5)` is no psalm pair, and is not read.
 */
export function withRunDual(cur: Cursor, end: number, ranges: RawRange[]): RawRange | undefined {
  const r = ranges[ranges.length - 1];
  if (!r || r.dual !== undefined || r.pair || r.following || r.from.verse !== undefined || r.to?.verse !== undefined) return undefined;
  const { text } = cur;
  const k = skipSpaces(text, end);
  const open = text.charCodeAt(k);
  if (open !== 40 /* ( */ && open !== 91 /* [ */) return undefined;
  const save = cur.pos;
  let m = k + 1;
  const label = isLetter(text.charCodeAt(m)) ? dualLabel(text, m) : undefined;
  if (label) m = label.end;
  const d = number(cur, m);
  let e = d;
  const dash = skipSpaces(text, cur.pos);
  if (d >= 0 && isDash(text.charCodeAt(dash))) e = number(cur, skipSpaces(text, dash + 1));
  const first = r.from.chapter;
  const last = (r.to ?? r.from).chapter;
  // One number after one psalm is the single-number form, which readPoint has read or refused (`Ps 23 [4]`).
  const near = d - first <= 2 && first - d <= 2 && e - last <= 2 && last - e <= 2 && (e !== d || last !== first);
  const after = d >= 0 && e >= 0 && !label ? trailingLabel(text, cur.pos) : undefined;
  const close = after ? after.end : cur.pos;
  // In free text a bracketed range that is not the same psalms may be verses (`Ps 8 (6-9)`): it is left out of the
  // citation, as before this form was read; a lone citation gets psalm_mismatch from dualRun instead.
  const pair = cur.lone || samePsalms(first, last, d, e, label?.numbering ?? after?.numbering) !== undefined;
  if (d < 0 || e < 0 || !near || !pair || text.charCodeAt(close) !== (open === 40 ? 41 /* ) */ : 93) /* ] */) {
    cur.pos = save;
    return undefined;
  }
  ranges.pop();
  cur.pos = close + 1;
  return { from: r.from, to: r.to, following: undefined, dual: d, dualIn: label?.numbering ?? after?.numbering, dualTo: e };
}

/**
 * The Vulgate psalms `a1`-`a2` and `b1`-`b2` both name when one side is exactly the other's psalms in the other
 * numbering, read either way round (only as a label on the second side says, when there is one); else undefined.
 */
function samePsalms(a1: number, a2: number, b1: number, b2: number, dualIn: RawRange['dualIn']): readonly [number, number] | undefined {
  if (dualIn !== 'vulgate') {
    const h = hebrewRunOfVulgate(a1, a2);
    if (h && h[0] === b1 && h[1] === b2) return [a1, a2];
  }
  if (dualIn === undefined || dualIn === 'vulgate') {
    const v = vulgateRunOfHebrew(a1, a2);
    if (v && v[0] === b1 && v[1] === b2) return [b1, b2];
  }
  return undefined;
}

/**
 * A dual form with a range on either side (`Ps 9 (9-10)`, `Ps 116 (114-115)`, `Ps 114-115 (116)`, `Ps 147
 * (146-147)`): the Vulgate psalms it names, when one side is exactly the other's psalms in the other numbering, read
 * whichever way round it is written (with a label only as the label says). Whole psalms on both sides: `Ps 9 (10)`,
 * a part of a psalm, has no range form.
 */
export function dualRun(osis: string, raw: RawRange): readonly [number, number] | ResolveError {
  const a1 = raw.from.chapter;
  const a2 = (raw.to ?? raw.from).chapter;
  const b1 = raw.dual!;
  const b2 = raw.dualTo!;
  const written = `${run(a1, a2)} (${raw.dualIn ? `${NUMBERING_NAMES[raw.dualIn]} ` : ''}${run(b1, b2)})`;
  if (osis !== 'Ps') return resolveError('unreadable', 'chapter', `only psalms carry two numbers (${written})`, raw.from.at);
  if (a2 < a1 || b2 < b1) return resolveError('bad_range', 'chapter', `the range ${a2 < a1 ? run(a1, a2) : run(b1, b2)} runs backwards`, raw.from.at);
  const same = samePsalms(a1, a2, b1, b2, raw.dualIn);
  if (same) return same;
  // Not the same psalms: say what the first side is in the other numbering (in the one a label leaves it).
  const asVulgate = `Vulgate ${run(a1, a2)} is ${counterpart(a1, a2, 'vulgate')}`;
  const asHebrew = `Hebrew ${run(a1, a2)} is ${counterpart(a1, a2, 'hebrew')}`;
  const is = raw.dualIn === 'vulgate' ? asHebrew : raw.dualIn ? asVulgate : `${asVulgate}, ${asHebrew}`;
  const psalms = a1 === a2 ? 'Psalm' : 'Psalms';
  return resolveError('psalm_mismatch', 'chapter', `${psalms} ${written}: the two sides are not the same psalms in the Vulgate and Hebrew numberings (${is})`, raw.from.at);
}

const run = (a: number, b: number) => (a === b ? `${a}` : `${a}-${b}`);

/** What psalms `first`-`last` of one numbering are in the other, in words: `Hebrew 9-10`, `part of Hebrew 116`. */
function counterpart(first: number, last: number, from: 'vulgate' | 'hebrew'): string {
  if (first < 1 || last > 150) return `no psalm (the psalms are numbered 1-150)`;
  const other = from === 'vulgate' ? 'Hebrew' : 'Vulgate';
  const exact = from === 'vulgate' ? hebrewRunOfVulgate(first, last) : vulgateRunOfHebrew(first, last);
  if (exact) return `${other} ${run(exact[0], exact[1])}`;
  const of = from === 'vulgate' ? hebrewPsalmsOfVulgate : vulgatePsalmsOfHebrew;
  const a = of(first);
  const b = of(last);
  return `part of ${other} ${run(a[0]!, b[b.length - 1]!)}`;
}

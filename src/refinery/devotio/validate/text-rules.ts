import { damagedText, serialisationLeftover } from '../text-soundness.js';
import { type Defect, leaves } from './defect.js';

/** Text our own code made from a non-text value (`[object Object]`, `undefined`, `NaN`) anywhere in a record. */
export function leftoverDefects(record: string, doc: unknown): Defect[] {
  const out: Defect[] = [];
  for (const [path, value] of leaves(doc)) {
    const why = typeof value === 'number' ? (Number.isFinite(value) ? null : `number ${value}`) : serialisationLeftover(value);
    if (why) out.push({ rule: 'leftover', record, detail: `${path}: ${why}` });
  }
  return out;
}

/** Damaged text (mojibake, U+FFFD, stray combining marks, broken Vietnamese letters) anywhere in a record. */
export function damagedTextDefects(record: string, doc: unknown): Defect[] {
  const out: Defect[] = [];
  for (const [path, value] of leaves(doc)) {
    if (typeof value !== 'string') continue;
    const why = damagedText(value);
    if (why) out.push({ rule: 'damaged-text', record, detail: `${path}: ${why} in "${value.slice(0, 80)}"` });
  }
  return out;
}

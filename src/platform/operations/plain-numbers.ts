import { z } from 'zod';
import type { FieldIssue } from '../errors/index.js';

/**
 * Numbers in a URL (query parameters, path segments) are written in plain decimal digits: an integer as digits,
 * with a leading `-` only where the parameter takes negatives; a decimal number may add a fraction (`2.5`).
 * `z.coerce.number()` reads with `Number()`, which also takes `0x10` (16), `1e1`, `+10`, ` 10`, `10.0` and the
 * empty string (0): one value would have many spellings, and a typo would be read as a number instead of refused.
 * This file finds the coerced numbers of a part's schema and checks the text given for each before zod reads it.
 */
interface NumberRule {
  pattern: RegExp;
  accepts: string;
  /** Whether a number in plain digits is inside the range the schema states. */
  within: (n: number) => boolean;
}

const INTEGER = /^\d+$/;
const SIGNED_INTEGER = /^-?\d+$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;
/** A decimal number as written in a URL; also the rule of parameters that parse their own numbers (coordinates). */
export const SIGNED_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** Zod's wrappers that leave a query parameter's value as it is (optional, default, nullable). */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodDefault || s instanceof z.ZodNullable) s = s.def.innerType as z.ZodType;
  return s;
}

interface Bounds {
  type?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
}

/** A bound worth saying: `int()` alone bounds by the safe integers, which says nothing to a reader. */
const said = (n: number | undefined) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);

/** The range as the OpenAPI document states it (the same JSON Schema), in words. */
function rangeOf(b: Bounds): string {
  const min = said(b.minimum);
  const max = said(b.maximum);
  const above = said(b.exclusiveMinimum);
  const below = said(b.exclusiveMaximum);
  if (min !== undefined && max !== undefined) return `, from ${min} to ${max}`;
  const parts = [
    min !== undefined ? `at least ${min}` : above !== undefined ? `greater than ${above}` : undefined,
    max !== undefined ? `at most ${max}` : below !== undefined ? `less than ${below}` : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? `, ${parts.join(' and ')}` : '';
}

function ruleOf(schema: z.ZodType): NumberRule | undefined {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodNumber) || inner.def.coerce !== true) return undefined;
  const bounds = z.toJSONSchema(inner, { io: 'input' }) as Bounds;
  const integer = bounds.type === 'integer';
  const lowest = said(bounds.minimum ?? bounds.exclusiveMinimum);
  const negative = lowest === undefined || lowest < 0;
  const pattern = integer ? (negative ? SIGNED_INTEGER : INTEGER) : negative ? SIGNED_DECIMAL : DECIMAL;
  const sign = negative ? ' (a leading - for negatives)' : '';
  const form = integer ? `a whole number in decimal digits${sign}` : `a number in decimal digits${sign}, with an optional fraction such as 2.5`;
  const { minimum: min, maximum: max, exclusiveMinimum: above, exclusiveMaximum: below } = bounds;
  const within = (n: number) =>
    (min === undefined || n >= min) && (max === undefined || n <= max) && (above === undefined || n > above) && (below === undefined || n < below);
  return { pattern, accepts: `${form}${rangeOf(bounds)}`, within };
}

const rulesBySchema = new WeakMap<z.ZodObject, ReadonlyArray<[string, NumberRule]>>();

/** The coerced numbers among a part's fields, found once per schema. */
function numberRules(schema: z.ZodObject): ReadonlyArray<[string, NumberRule]> {
  let rules = rulesBySchema.get(schema);
  if (rules === undefined) {
    rules = Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([name, field]): Array<[string, NumberRule]> => {
      const rule = ruleOf(field);
      return rule ? [[name, rule]] : [];
    });
    rulesBySchema.set(schema, rules);
  }
  return rules;
}

/**
 * The numbers of `given` (a query or the path parameters, as text) not written in plain decimal digits, or
 * outside the range the schema states, each named with what it accepts. A JSON number (an MCP argument) is left to the schema; any other value that is not
 * text (an MCP `true` or `null`) is refused here, since the coercing schema would read it as 1 or 0.
 */
export function numberIssues(prefix: 'query' | 'path', schema: z.ZodObject, given: Record<string, unknown>): FieldIssue[] {
  const rules = numberRules(schema);
  if (rules.length === 0) return [];
  const issues: FieldIssue[] = [];
  for (const [name, rule] of rules) {
    const value = given[name];
    if (value === undefined || typeof value === 'number') continue;
    // Well written and in range: the schema's. Out of range, the same words as a misspelling (zod would say
    // "Too big: expected number to be <=12").
    if (typeof value === 'string' && rule.pattern.test(value) && rule.within(Number(value))) continue;
    const text = typeof value === 'string' ? value : String(JSON.stringify(value));
    const cut = text.length > 24 ? `${text.slice(0, 24)}…` : text;
    const shown = typeof value === 'string' ? JSON.stringify(cut) : cut;
    // Plain digits past the safe integers (`99999999999999999999`) are no misspelling: say what is wrong with them.
    const huge = typeof value === 'string' && rule.pattern.test(value) && !Number.isSafeInteger(Number(value)) && rule.within(Number.MAX_SAFE_INTEGER);
    const why = huge ? `is too large: it must be ${rule.accepts}, at most ${Number.MAX_SAFE_INTEGER}` : `must be ${rule.accepts}`;
    issues.push({ field: `${prefix}.${name}`, message: `${why} (got ${shown})` });
  }
  return issues;
}

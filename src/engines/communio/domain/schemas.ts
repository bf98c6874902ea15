import { z } from 'zod';
import { CATEGORIES, CLOSING_STATUSES, STATUSES } from './categories.js';
import { countryCode } from './country-code.js';
import { languageTag } from './language-tag.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text a person can read: well-formed Unicode (no lone surrogates), no NUL, no other C0 controls but tab/newline. */
export function cleanText(min: number, max: number) {
  return z
    .string()
    .trim()
    .refine((s) => !LONE_SURROGATE.test(s), 'must be well-formed Unicode text')
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), 'must not contain control characters')
    .refine((s) => [...s].length >= min, `must be at least ${min} character(s) after trimming`)
    .refine((s) => [...s].length <= max, `must be at most ${max} characters`);
}

export const SubmitBody = z.strictObject({
  text: cleanText(1, 1000).describe('the intention, 1-1000 characters after trimming; no contact details'),
  category: z.enum(CATEGORIES).optional(),
  language: languageTag().optional(),
  country: countryCode().optional(),
});
export type SubmitInput = z.output<typeof SubmitBody>;

const iso = z.string().describe('RFC 3339 date-time (UTC)');

/** What the owning tenant sees. */
export const IntentionSchema = z.object({
  id: z.string(),
  text: z.string(),
  category: z.enum(CATEGORIES).nullable(),
  language: z.string().nullable(),
  country: z.string().nullable(),
  status: z.enum(STATUSES),
  intercession_count: z.number().int().min(0),
  created: iso,
  updated: iso,
  closed: iso.nullable(),
});
export type IntentionView = z.output<typeof IntentionSchema>;

/** What every tenant sees in the global feed: nothing about who submitted it. */
export const FeedItemSchema = IntentionSchema.pick({
  id: true,
  text: true,
  category: true,
  language: true,
  country: true,
  intercession_count: true,
  created: true,
});
export type FeedItem = z.output<typeof FeedItemSchema>;

export const Pagination = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(200).optional(),
};

export const ListOwnQuery = z.strictObject({ ...Pagination, status: z.enum(STATUSES).optional() });
export const FeedQuery = z.strictObject({
  ...Pagination,
  category: z.enum(CATEGORIES).optional(),
  language: languageTag().optional(),
});

export const IntentionParams = z.strictObject({ id: z.string().min(1).max(64) });

export const IntercedeBody = z
  .strictObject({
    person_ref: z
      .string()
      .min(1)
      .max(200)
      .optional()
      .describe("the tenant's own opaque reference for the person praying; each person is counted once (stored only hashed)"),
  })
  .optional();

export const IntercessionResult = z.object({
  intention_id: z.string(),
  intercession_count: z.number().int().min(0),
  counted: z.boolean().describe('false when this person_ref had already prayed for the intention'),
});

export const CloseBody = z.strictObject({ status: z.enum(CLOSING_STATUSES) });

export const IntentionPage = z.object({ items: z.array(IntentionSchema), next_cursor: z.string().nullable() });
export const FeedPage = z.object({ items: z.array(FeedItemSchema), next_cursor: z.string().nullable() });

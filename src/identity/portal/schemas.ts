import { z } from 'zod';
import { Paging } from '../../platform/operations/paging.js';
import { DISPLAY_NAME_RULE, isDisplayableName } from '../../platform/text/display-name.js';

export const KeyRecordSchema = z.object({
  id: z.string().describe('key_… id'),
  name: z.string(),
  prefix: z.string().describe('the first characters of the key, to tell keys apart'),
  created_at: z.string(),
  last_used_at: z.string().nullable().describe('updated in batches, up to about 15 s late'),
  revoked_at: z.string().nullable(),
  revoked: z.boolean(),
});

export const CreatedKeySchema = KeyRecordSchema.extend({
  key: z.string().describe('the plaintext key; shown this once and never again'),
});

export const KeyListSchema = z.object({
  items: z.array(KeyRecordSchema),
  next_cursor: z.string().nullable(),
});

export const MeSchema = z.object({
  id: z.string().describe('usr_… id'),
  issuer: z.string(),
  subject: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  created_at: z.string(),
  active_key_limit: z.number().int(),
});

/** A key's name: shown in pages and lists, under the same rule as an OAuth client's name (display-name.ts). */
export const KeyName = z
  .string()
  .trim()
  // One clear message per name: a blank name is told it is blank, not also that it is not displayable.
  .min(1, { error: 'a name needs at least one character that is not a space', abort: true })
  .max(100, { error: 'at most 100 characters', abort: true })
  .refine(isDisplayableName, DISPLAY_NAME_RULE)
  .describe('what the key is for, e.g. "parish app (production)"');

/** Strict, as every engine body is: a member the endpoint does not take (`"revoked": true`) is a 400, never ignored. */
export const CreateKeyBody = z.strictObject({
  name: KeyName,
});

/** The query of the portal's lists (keys, connections): the platform's, as every list's. */
export const ListQuery = z.object(Paging);

export const KeyIdParams = z.object({ id: z.string().regex(/^key_[a-z2-7]{1,40}$/, 'a key_… id') });

export const RenameKeyBody = z.strictObject({ name: CreateKeyBody.shape.name });

export const KeyUsageSchema = z.object({
  key_id: z.string(),
  days: z
    .array(z.object({ date: z.string().describe('UTC day, YYYY-MM-DD'), requests: z.number().int(), limited: z.number().int().describe('requests refused with 429') }))
    .describe('the last 30 UTC days, oldest first; today last'),
  totals: z.object({ requests: z.number().int(), limited: z.number().int() }),
  window: z
    .object({
      limit: z.number().int().describe('requests allowed per sliding window'),
      window_s: z.number().int(),
      remaining: z.number().int().describe('requests the next window position still allows'),
      reset_at: z.string().nullable().describe('when the oldest counted request leaves the window (null: nothing counted)'),
    })
    .describe('the read engines budget (X-RateLimit-*) as the next request would find it'),
  recorded_every_s: z.number().int().describe('counts are written this often; what is pending is included'),
});

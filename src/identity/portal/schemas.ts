import { z } from 'zod';

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

export const CreateKeyBody = z.object({
  name: z.string().trim().min(1).max(100).describe('what the key is for, e.g. "parish app (production)"'),
});

export const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const KeyIdParams = z.object({ id: z.string().regex(/^key_[a-z2-7]{1,40}$/, 'a key_… id') });

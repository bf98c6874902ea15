import { z } from 'zod';

/**
 * draft-ietf-httpapi-idempotency-key-header: any client string; we accept 1-255 printable characters. Declared as
 * the operation's header, so it is validated with the other parts and documented in OpenAPI. Every communio write
 * honours it (submissions, intercessions, closes, webhook registrations, changes, deletions, rotations and
 * redeliveries); they share one key space per tenant.
 */
export const idempotencyHeaders = (what: string) =>
  z.object({
    'idempotency-key': z
      .string()
      .regex(/^[\x20-\x7e]{1,255}$/, 'must be 1-255 printable ASCII characters')
      .optional()
      .describe(`a retry with the same key and body within 24 hours returns the first response and ${what}`),
  });

export const REPLAYED_HEADER = {
  'Idempotent-Replayed': { description: '`true` when this is the first answer to the same Idempotency-Key, replayed' },
};

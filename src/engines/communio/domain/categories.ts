/**
 * The documented categories of a prayer intention (docs/communio.md). A closed list, so that feeds can be
 * filtered and translated by tenants; `other` is the fallback.
 */
export const CATEGORIES = [
  'health',
  'healing',
  'family',
  'vocations',
  'faithful-departed',
  'conversion',
  'thanksgiving',
  'peace',
  'work',
  'guidance',
  'church',
  'other',
] as const;

export type Category = (typeof CATEGORIES)[number];

/** Open intentions appear in the feed and accept intercessions; the rest are closed, held or removed. */
export const STATUSES = ['open', 'held', 'answered', 'withdrawn', 'removed'] as const;
export type IntentionStatus = (typeof STATUSES)[number];

/** The two ways a tenant may close its own intention. */
export const CLOSING_STATUSES = ['answered', 'withdrawn'] as const;

import { z } from 'zod';

// BCP 47 language tag, the common subset (RFC 5646 §2.1): `en`, `pt-BR`, `zh-Hant`.
const LANGUAGE = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$/;
const MESSAGE = 'must be a BCP 47 language tag such as en or pt-BR';

/**
 * RFC 5646 §2.1.1: tags are case-insensitive, and written with the language lower-case, a script in title case
 * and a region upper-case. Stored and filtered in that form, so `pt-br` submitted is found by `language=pt-BR`.
 */
export function canonicalLanguage(tag: string): string {
  return tag
    .split('-')
    .map((part, i) => {
      const lower = part.toLowerCase();
      if (i === 0) return lower;
      if (/^[a-z]{4}$/.test(lower)) return lower[0]!.toUpperCase() + lower.slice(1);
      if (/^([a-z]{2}|\d{3})$/.test(lower)) return lower.toUpperCase();
      return lower;
    })
    .join('-');
}

/** A language tag as submitted or filtered on: checked, then in its canonical case. */
export const languageTag = () => z.string().regex(LANGUAGE, MESSAGE).transform(canonicalLanguage);

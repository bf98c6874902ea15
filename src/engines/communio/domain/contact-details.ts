/**
 * Intentions are anonymous by design (CONTRACT: "no tenant or person is revealed"), so text that carries a way to
 * reach someone is refused with 422 rather than held: refusing means personal data is never stored at all, and
 * the tenant's user can rephrase at once. Detection is deliberately conservative about what counts as a phone
 * number, so that Scripture references ("Psalm 90:1-12"), years, year ranges and dates pass.
 */
import { digitWordsAsDigits, hasDisguisedDomain, hasDisguisedEmail, joinSpacedCharacters } from './disguised-contacts.js';

export type ContactKind = 'email' | 'url' | 'phone' | 'handle';

// Starting where a word starts (the lookbehind), so a long run of letters and dots is tried once, not per character.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
const URL_SCHEME = /\b(https?:\/\/|www\.)\S+/i;
// A bare domain with a common top-level domain ("example.org", "parish.church/contact").
const DOMAIN =
  /\b[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)*\.(com|org|net|edu|gov|info|biz|io|co|me|app|church|catholic|va|uk|de|fr|it|es|pl|ie|us|ca|au|br|mx|ph|ng|in|ly|gl|nl|ru|xyz|ch|se|dk|fi|pt|cz|ro|gr|ua|jp|cn|kr|nz|za|ar|cl|ke|gh|tv|cc|online|site|shop|blog|live|top|club)\b(\/\S*)?/i;
// Seven or more digits (of any script: Arabic-Indic ones too) joined only by phone punctuation (hyphens and dashes,
// slashes, dots, brackets, spaces): "+1 (555) 010-9999", "0044 20 7946 0958", "555/123 4567".
const PHONE = /(?<![\p{L}\p{N}:])\+?\(?\p{Nd}[\p{Nd}\s().\/\u2010-\u2015\u2212-]{5,}\p{Nd}(?![\p{L}\p{N}:])/u;
const HANDLE = /(^|\s)@[A-Za-z0-9_.]{2,}/;

// A year as intentions write them (a birth, a death, a wedding): 1600-2099.
const YEAR = /^(1[6-9]\d\d|20\d\d)$/;
// A calendar date: day and month (either order) then a year, or an ISO 8601 date (year first).
const DATE = /^(\d{1,2})([./-])(\d{1,2})\2(\d{2}|\d{4})$|^(\d{4})([./-])(\d{1,2})\6(\d{1,2})$/;

/**
 * Years ("1931-2024", "1965 - 2024", "the 2024 2025 school year") and dates ("11.09.2001", "2001-09-11") are
 * digit runs of phone length that are not phone numbers. A leading `+` always means a phone number.
 */
function isYearsOrDate(run: string): boolean {
  if (run.startsWith('+')) return false;
  const groups = run.split(/\P{Nd}+/u).filter(Boolean);
  if (groups.every((g) => YEAR.test(g))) return true;
  const date = DATE.exec(run.replace(/[()\s]/g, ''));
  if (!date) return false;
  const [a, b] = date[1] !== undefined ? [Number(date[1]), Number(date[3])] : [Number(date[7]), Number(date[8])];
  if (date[5] !== undefined && !YEAR.test(date[5])) return false;
  return a >= 1 && b >= 1 && a <= 31 && b <= 31 && (a <= 12 || b <= 12);
}

function looksLikePhone(text: string): boolean {
  const re = new RegExp(PHONE.source, 'gu');
  for (const match of text.matchAll(re)) {
    const digits = match[0].replace(/\P{Nd}/gu, '');
    if (digits.length >= 7 && !isYearsOrDate(match[0].trim())) return true;
  }
  return false;
}

const PRINTABLE_ASCII = /^[\x20-\x7e\t\r\n]*$/;

/** Dots of other scripts and widths that a reader still reads as the dot of an address ("name@example。org"). */
const DOTS = /[\u3002\uff61\u2024\u2027\u30fb\ufe52]/g;

/**
 * The text as a reader sees it: compatibility forms folded (NFKC: full-width `＠` and digits become `@` and 0-9),
 * invisible format characters removed (zero-width spaces and joiners, soft hyphens, bidi marks: `ma\u200bria@…`),
 * and other dots read as dots. Detection runs on this; the intention keeps the text as written.
 */
export function readableForm(text: string): string {
  // Printable ASCII (most intentions) has nothing to fold, strip or read differently.
  if (PRINTABLE_ASCII.test(text)) return text;
  return text.normalize('NFKC').replace(/\p{Cf}/gu, '').replace(DOTS, '.');
}

/**
 * The first kind of contact detail found in the text, or null. The text is read as written, then with characters
 * written one by one joined up ("j o h n @ …"), and disguises are looked for in both (disguised-contacts.ts).
 */
export function findContactDetails(written: string): ContactKind | null {
  const text = readableForm(written);
  const joined = joinSpacedCharacters(text);
  const forms = joined === text ? [text] : [text, joined];
  for (const form of forms) {
    if (EMAIL.test(form) || hasDisguisedEmail(form)) return 'email';
  }
  for (const form of forms) {
    if (URL_SCHEME.test(form) || DOMAIN.test(form) || hasDisguisedDomain(form)) return 'url';
  }
  if (looksLikePhone(text)) return 'phone';
  const inDigits = digitWordsAsDigits(text);
  if (inDigits !== text && looksLikePhone(inDigits)) return 'phone';
  if (HANDLE.test(text)) return 'handle';
  return null;
}

/**
 * Intentions are anonymous by design (CONTRACT: "no tenant or person is revealed"), so text that carries a way to
 * reach someone is refused with 422 rather than held: refusing means personal data is never stored at all, and
 * the tenant's user can rephrase at once. Detection is deliberately conservative about what counts as a phone
 * number, so that Scripture references ("Psalm 90:1-12"), years, year ranges and dates pass.
 */
export type ContactKind = 'email' | 'url' | 'phone' | 'handle';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
const URL_SCHEME = /\b(https?:\/\/|www\.)\S+/i;
// A bare domain with a common top-level domain ("example.org", "parish.church/contact").
const DOMAIN =
  /\b[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)*\.(com|org|net|edu|gov|info|biz|io|co|me|app|church|catholic|va|uk|de|fr|it|es|pl|ie|us|ca|au|br|mx|ph|ng|in|ly|gl)\b(\/\S*)?/i;
// Seven or more digits joined only by phone punctuation: "+1 (555) 010-9999", "0044 20 7946 0958".
const PHONE = /(?<![\p{L}\p{N}:])\+?\(?\d[\d\s().-]{5,}\d(?![\p{L}\p{N}:])/u;
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
  const groups = run.split(/[^\d]+/).filter(Boolean);
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
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 7 && !isYearsOrDate(match[0].trim())) return true;
  }
  return false;
}

/** The first kind of contact detail found in the text, or null. */
export function findContactDetails(text: string): ContactKind | null {
  if (EMAIL.test(text)) return 'email';
  if (URL_SCHEME.test(text) || DOMAIN.test(text)) return 'url';
  if (looksLikePhone(text)) return 'phone';
  if (HANDLE.test(text)) return 'handle';
  return null;
}

/**
 * Contact details written so that a filter of plain addresses misses them: "john at gmail dot com",
 * "john (at) gmail (dot) com", "j o h n @ g m a i l . c o m", "five five five one two three four". Each pattern
 * asks for the whole shape of an address (a name, an at, a domain, a dot, a top-level domain), never for a lone
 * "at" or "dot", so that "at the hospital", "the dot com crash" and "Dot, my grandmother" pass.
 */

const AT_WORD = '(?:at|arroba)';
// Not "point": "at this point in my life" has the shape of name at domain point TLD.
const DOT_WORD = '(?:dot|punto|ponto|punkt)';
const OPEN = '[(\\[{<]';
const CLOSE = '[)\\]}>]';
const LABEL = '[\\p{L}\\p{N}-]+';
// Both start where a word starts (the lookbehind): a long run of letters and dots is tried once, not once per
// character, so no text of the allowed length takes long to check.
const LOCAL = '(?<![\\p{L}\\p{N}._%+-])[\\p{L}\\p{N}._%+-]+';
// A label starts after no letter, digit, hyphen or dot: a run of dotted labels ("a.a.a…") is tried from its start
// only, not from every label in it.
const FIRST_LABEL = '(?<![\\p{L}\\p{N}.-])[\\p{L}\\p{N}-]+';
/** Top-level domains after a tight dot ("gmail.it"), the short ones that are words (`in`, `it`, `me`) included. */
const TLD = '(?:com|org|net|edu|gov|info|biz|io|co|me|app|church|catholic|va|uk|de|fr|it|es|pl|ie|us|ca|au|br|mx|ph|ng|in|nl|ch|pt)';
/**
 * Top-level domains trusted after a dot in words ("dot com"): none is a word of English or another language an
 * intention is likely written in, so "my aunt Dot in Dublin" and "tía Dot de Madrid" pass.
 */
const SPELLED_TLD = '(?:com|org|net|edu|gov|info|biz|io|church|catholic|va|uk|ie|au|br|mx|ph|ng|nl|fr|pl)';
/** Top-level domains that are no word of English prose, trusted after a dot with spaces around it. */
const PLAIN_TLD = '(?:com|org|net|edu|gov)';
const END = '(?![\\p{L}\\p{N}])';

const at = `(?:\\s*@\\s*|\\s+${AT_WORD}\\s+|\\s*${OPEN}\\s*${AT_WORD}\\s*${CLOSE}\\s*)`;
/** A dot in words ("dot", "(dot)"), or either that or a dot written tight between two labels. */
const spelledDot = `(?:\\s+${DOT_WORD}\\s+|\\s*${OPEN}\\s*${DOT_WORD}\\s*${CLOSE}\\s*)`;
const dot = `(?:${spelledDot}|\\.)`;
const looseDot = '\\s*\\.\\s*';

const EMAIL_SHAPES = [
  // john at gmail dot com, john(at)gmail(dot)com, john@gmail dot com
  new RegExp(`${LOCAL}${at}${LABEL}(?:${dot}${LABEL})*${spelledDot}${SPELLED_TLD}${END}`, 'iu'),
  // john at gmail.com, john (at) parish dot va.it
  new RegExp(`${LOCAL}${at}${LABEL}(?:${dot}${LABEL})*\\.${TLD}${END}`, 'iu'),
  // john @ gmail . com: a dot with spaces around it is trusted only before a TLD that is no English word.
  new RegExp(`${LOCAL}${at}${LABEL}(?:${looseDot}${LABEL})*${looseDot}${PLAIN_TLD}${END}`, 'iu'),
  // john @ gmail, john at hotmail: a mail provider needs no domain to be an address.
  new RegExp(`${LOCAL}(?:\\s*@\\s*|\\s+${AT_WORD}\\s+)(?:gmail|googlemail|hotmail|icloud|protonmail|gmx)${END}`, 'iu'),
];

/**
 * A domain with no address before it is read only from the English "dot" before a top-level domain that is no
 * common word: the other languages' dot words are words of their prose ("nesse ponto com certeza", "a questo punto
 * va bene"), and `va`, `church` and `catholic` are words ("my aunt Dot Catholic all her life"). With an at before
 * it (the e-mail shapes above) every dot word and top-level domain counts.
 */
const DOMAIN_DOT = `(?:\\s+dot\\s+|\\s*${OPEN}\\s*dot\\s*${CLOSE}\\s*|\\.)`;
const DOMAIN_TLD = '(?:com|org|net|edu|gov|info|biz|io|uk|ie|au|br|mx|ph|ng|nl|fr|pl)';
/** example dot com, www dot parish dot org, parish(dot)org; the label before a spelled dot is checked too. */
const SPELLED_DOMAIN = new RegExp(`(${FIRST_LABEL})${DOMAIN_DOT}(?:${LABEL}${DOMAIN_DOT})*${DOMAIN_TLD}${END}`, 'giu');
const LOOSE_COM = new RegExp(`${FIRST_LABEL}(?:\\s+\\.\\s*|\\s*\\.\\s+)com${END}`, 'iu');
/** Words before "dot com" that make it the era ("the dot com crash"), not an address. */
const NOT_A_NAME = /^(the|a|an|this|that|my|our|his|her|their|your|its|of|in|on|at|for|to|and|or|era|whole)$/i;

export function hasDisguisedEmail(text: string): boolean {
  return EMAIL_SHAPES.some((shape) => shape.test(text));
}

export function hasDisguisedDomain(text: string): boolean {
  if (LOOSE_COM.test(text)) return true;
  for (const match of text.matchAll(SPELLED_DOMAIN)) {
    // A tight dot ("parish.org") is the plain domain check's; here only spelled dots count.
    if (!/\s|[(\[{<]/.test(match[0])) continue;
    if (!NOT_A_NAME.test(match[1]!)) return true;
  }
  return false;
}

/**
 * Letters and digits written one by one with spaces between ("j o h n", "5 5 5 1 2 3"), joined up: a run of three
 * or more single characters separated by single spaces.
 */
export function joinSpacedCharacters(text: string): string {
  return text.replace(/(?<!\S)\S(?: \S){2,}(?!\S)/gu, (run) => run.replace(/ /g, ''));
}

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

/**
 * Digits written as words, as digits, for the phone check: "five five five one two three four" is seven digits.
 * Phone punctuation and spaces between them stay, so a number in words reads as one in digits does; words among
 * other words ("one Our Father, three Hail Marys") stay single digits far apart, no phone number.
 */
export function digitWordsAsDigits(text: string): string {
  return text.replace(/\b(zero|one|two|three|four|five|six|seven|eight|nine)\b/giu, (word) => DIGIT_WORDS[word.toLowerCase()]!);
}

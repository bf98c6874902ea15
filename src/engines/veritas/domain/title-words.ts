/**
 * Words that title a book without naming it, removed before a lone citation is read: "The Gospel according to
 * St. John 3:16", "First Epistle of St Paul to the Corinthians 13:4" (the ordinal is kept: "1 Corinthians"),
 * "Liber Ecclesiasticus", "The Book of Wisdom", and the "cf." that opens a reference copied from a footnote. Offsets of a lone citation are those of the rewritten text.
 */
const ORDINALS: Readonly<Record<string, string>> = {
  first: '1', second: '2', third: '3', '1st': '1', '2nd': '2', '3rd': '3', i: '1', ii: '2', iii: '3', '1': '1', '2': '2', '3': '3',
};

const EPISTLE = /^\s*(?:the\s+)?(first|second|third|1st|2nd|3rd|iii|ii|i|1|2|3)\s+(?:epistle|letter)\s+(?:of\s+(?:st\.?\s*|saint\s+)?[a-z]+\s+)?to\s+(?:the\s+)?/i;
const TITLE =
  /^\s*(?:the\s+)?(?:(?:holy\s+)?gospel\s+(?:according\s+to|of)\s+(?:st\.?\s*|saint\s+)?|(?:epistle|letter)\s+(?:of\s+(?:st\.?\s*|saint\s+)?(?:paul\s+|james\s+|jude\s+)?(?:the\s+apostle\s+)?)?(?:to\s+(?:the\s+)?)?|book\s+of\s+(?:the\s+)?|prophecy\s+of\s+|liber\s+|st\.?\s+|saint\s+|cf\.\s*|cf\s+)/i;

export function stripTitleWords(text: string): string {
  if (text.length > 200) return text;
  const e = EPISTLE.exec(text);
  if (e) return `${ORDINALS[e[1]!.toLowerCase()]} ${text.slice(e[0].length)}`;
  const t = TITLE.exec(text);
  return t && t[0].trim() ? text.slice(t[0].length) : text;
}

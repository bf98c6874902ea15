/**
 * Words that title a book without naming it, removed before a lone citation is read: "The Gospel according to
 * St. John 3:16", "First Epistle of St Paul to the Corinthians 13:4" (the ordinal is kept: "1 Corinthians"),
 * "Liber Ecclesiasticus", "The Book of Wisdom", and the "cf." that opens a reference copied from a footnote. Offsets of a lone citation are those of the rewritten text.
 * The Clementine's Latin titles too: "Liber Sapientiae", "Prophetia Isaiae", "Evangelium secundum Joannem",
 * "Epistola B. Pauli Apostoli ad Romanos" (→ `ad Romanos`), "Epistola B. Petri Apostoli I" (→ `Petri I`),
 * "Apocalypsis B. Joannis Apostoli" (→ `Apocalypsis`). "S." is "Saint" too (`S. John 3:16`), and a Gospel may be named by its
 * evangelist's possessive (`John's Gospel 3:16`, `St John's Gospel 3:16` → `John 3:16`).
 */
const ORDINALS: Readonly<Record<string, string>> = {
  first: '1', second: '2', third: '3', '1st': '1', '2nd': '2', '3rd': '3', i: '1', ii: '2', iii: '3', '1': '1', '2': '2', '3': '3',
};

const EPISTLE = /^\s*(?:the\s+)?(first|second|third|1st|2nd|3rd|iii|ii|i|1|2|3)\s+(?:epistle|letter)\s+(?:of\s+(?:st\.?\s*|saint\s+)?[a-z]+\s+)?to\s+(?:the\s+)?/i;
const TITLE =
  /^\s*(?:the\s+)?(?:(?:holy\s+)?gospel\s+(?:according\s+to|of)\s+(?:st\.?\s*|s\.\s*|saint\s+)?|(?:sanctum\s+)?evangelium\s+secundum\s+|prophetia\s+|(?:epistle|letter|epistola)\s+(?:of\s+(?:st\.?\s*|saint\s+)?(?:paul\s+|james\s+|jude\s+)?(?:the\s+apostle\s+)?)?(?:to\s+(?:the\s+)?)?|book\s+of\s+(?:the\s+)?|prophecy\s+of\s+|liber\s+|st\.?\s+|s\.\s+|saint\s+|cf\.\s*|cf\s+)/i;

/** `John's Gospel 3:16`, `St John's Gospel 3:16`, `S. Mark's Gospel 1:1`: the evangelist's name, then the chapter. */
const EVANGELIST_GOSPEL = /^\s*(?:the\s+)?(?:st\.?\s*|s\.\s*|saint\s+)?(matthew|mark|luke|john)['\u2019]s\s+gospel\s*,?\s*/i;

/** `Epistola B. Pauli Apostoli ad`, `Epistola Beati Petri Apostoli`, `Apocalypsis B. Joannis Apostoli`, and the
 * Clementine's `Epistola Catholica B. Jacobi Apostoli`; `Apostoli` may be left out (`Epistola B. Jacobi 1:1` was
 * "no book of the Bible is called "B. Jacobi""). */
const LATIN_EPISTLE = /^\s*(?:(epistola)(?:\s+catholica)?|(apocalypsis))\s+(?:(?:b|beati|s|sancti)\.?\s*)?(pauli|petri|[ij]acobi|[ij]oannis|[ij]udae)(?:\s+apostoli)?\b\s*/i;

export function stripTitleWords(text: string): string {
  if (text.length > 200) return text;
  const l = LATIN_EPISTLE.exec(text);
  if (l) {
    const rest = text.slice(l[0].length);
    if (l[2]) return `${l[2]} ${rest}`; // Apocalypsis B. Joannis Apostoli 21:4
    return /^pauli$/i.test(l[3]!) ? rest : `${l[3]} ${rest}`; // ad Romanos 8:28; Petri I 1:3
  }
  const g = EVANGELIST_GOSPEL.exec(text);
  if (g) return `${g[1]} ${text.slice(g[0].length)}`;
  const e = EPISTLE.exec(text);
  if (e) return `${ORDINALS[e[1]!.toLowerCase()]} ${text.slice(e[0].length)}`;
  const t = TITLE.exec(text);
  return t && t[0].trim() ? text.slice(t[0].length) : text;
}

/**
 * The canon of 73 books in the Vulgate/Douay order, as data. Names follow the staged `books.json` (Douay names
 * as Challoner printed them, Clementine Latin titles); `chapters` counts the numbered chapters (a prologue, where
 * a book has one, is chapter 0 and not counted). Abbreviations the resolver accepts live in `book-aliases.ts`.
 */
export type Testament = 'OT' | 'NT';

export interface Book {
  /** 1-73, the Vulgate/Douay order (1-2 Machabees after Malachias). */
  readonly order: number;
  /** OSIS id (`1Kgs`, `Sir`, `Rev`), Lumen's book id in every answer. */
  readonly osis: string;
  /** USFM 3-letter code (`1KI`), the book code of the staged `verses.tsv` files. */
  readonly usfm: string;
  readonly testament: Testament;
  readonly deuterocanonical: boolean;
  readonly chapters: number;
  /** Sirach and Lamentations carry a prologue, served as chapter 0. */
  readonly prologue: boolean;
  readonly names: { readonly modern: string; readonly douay: string; readonly latin: string };
  /** The Clementine Vulgate Project's file abbreviation (`3Rg`, `Apc`): the name of `clementine-vulgate/source/*.lat`. */
  readonly vulsearch: string;
}

// order | osis | usfm | testament+flags (D = deuterocanonical, P = prologue) | chapters | modern | douay | latin | vulsearch
const TABLE = `
1|Gen|GEN|OT|50|Genesis|Genesis|Genesis|Gn
2|Exod|EXO|OT|40|Exodus|Exodus|Exodus|Ex
3|Lev|LEV|OT|27|Leviticus|Leviticus|Leviticus|Lv
4|Num|NUM|OT|36|Numbers|Numbers|Numeri|Nm
5|Deut|DEU|OT|34|Deuteronomy|Deuteronomy|Deuteronomium|Dt
6|Josh|JOS|OT|24|Joshua|Josue|Josue|Jos
7|Judg|JDG|OT|21|Judges|Judges|Judicum|Jdc
8|Ruth|RUT|OT|4|Ruth|Ruth|Ruth|Rt
9|1Sam|1SA|OT|31|1 Samuel|1 Kings|Regum I|1Rg
10|2Sam|2SA|OT|24|2 Samuel|2 Kings|Regum II|2Rg
11|1Kgs|1KI|OT|22|1 Kings|3 Kings|Regum III|3Rg
12|2Kgs|2KI|OT|25|2 Kings|4 Kings|Regum IV|4Rg
13|1Chr|1CH|OT|29|1 Chronicles|1 Paralipomenon|Paralipomenon I|1Par
14|2Chr|2CH|OT|36|2 Chronicles|2 Paralipomenon|Paralipomenon II|2Par
15|Ezra|EZR|OT|10|Ezra|1 Esdras|Esdræ|Esr
16|Neh|NEH|OT|13|Nehemiah|2 Esdras (Nehemias)|Nehemiæ|Neh
17|Tob|TOB|OT D|14|Tobit|Tobias|Tobiæ|Tob
18|Jdt|JDT|OT D|16|Judith|Judith|Judith|Jdt
19|Esth|EST|OT|16|Esther|Esther|Esther|Est
20|Job|JOB|OT|42|Job|Job|Job|Job
21|Ps|PSA|OT|150|Psalms|Psalms|Psalmi|Ps
22|Prov|PRO|OT|31|Proverbs|Proverbs|Proverbia|Pr
23|Eccl|ECC|OT|12|Ecclesiastes|Ecclesiastes|Ecclesiastes|Ecl
24|Song|SNG|OT|8|Song of Songs|Canticle of Canticles|Canticum Canticorum|Ct
25|Wis|WIS|OT D|19|Wisdom|Wisdom|Sapientia|Sap
26|Sir|SIR|OT DP|51|Sirach|Ecclesiasticus|Ecclesiasticus|Sir
27|Isa|ISA|OT|66|Isaiah|Isaias|Isaias|Is
28|Jer|JER|OT|52|Jeremiah|Jeremias|Jeremias|Jr
29|Lam|LAM|OT P|5|Lamentations|Lamentations|Lamentationes|Lam
30|Bar|BAR|OT D|6|Baruch|Baruch|Baruch|Bar
31|Ezek|EZK|OT|48|Ezekiel|Ezechiel|Ezechiel|Ez
32|Dan|DAN|OT|14|Daniel|Daniel|Daniel|Dn
33|Hos|HOS|OT|14|Hosea|Osee|Osee|Os
34|Joel|JOL|OT|3|Joel|Joel|Joël|Joel
35|Amos|AMO|OT|9|Amos|Amos|Amos|Am
36|Obad|OBA|OT|1|Obadiah|Abdias|Abdias|Abd
37|Jonah|JON|OT|4|Jonah|Jonas|Jonas|Jon
38|Mic|MIC|OT|7|Micah|Micheas|Michæa|Mch
39|Nah|NAM|OT|3|Nahum|Nahum|Nahum|Nah
40|Hab|HAB|OT|3|Habakkuk|Habacuc|Habacuc|Hab
41|Zeph|ZEP|OT|3|Zephaniah|Sophonias|Sophonias|Soph
42|Hag|HAG|OT|2|Haggai|Aggeus|Aggæus|Agg
43|Zech|ZEC|OT|14|Zechariah|Zacharias|Zacharias|Zach
44|Mal|MAL|OT|4|Malachi|Malachias|Malachias|Mal
45|1Macc|1MA|OT D|16|1 Maccabees|1 Machabees|Machabæorum I|1Mcc
46|2Macc|2MA|OT D|15|2 Maccabees|2 Machabees|Machabæorum II|2Mcc
47|Matt|MAT|NT|28|Matthew|Matthew|Matthæus|Mt
48|Mark|MRK|NT|16|Mark|Mark|Marcus|Mc
49|Luke|LUK|NT|24|Luke|Luke|Lucas|Lc
50|John|JHN|NT|21|John|John|Joannes|Jo
51|Acts|ACT|NT|28|Acts|Acts|Actus Apostolorum|Act
52|Rom|ROM|NT|16|Romans|Romans|ad Romanos|Rom
53|1Cor|1CO|NT|16|1 Corinthians|1 Corinthians|ad Corinthios I|1Cor
54|2Cor|2CO|NT|13|2 Corinthians|2 Corinthians|ad Corinthios II|2Cor
55|Gal|GAL|NT|6|Galatians|Galatians|ad Galatas|Gal
56|Eph|EPH|NT|6|Ephesians|Ephesians|ad Ephesios|Eph
57|Phil|PHP|NT|4|Philippians|Philippians|ad Philippenses|Phlp
58|Col|COL|NT|4|Colossians|Colossians|ad Colossenses|Col
59|1Thess|1TH|NT|5|1 Thessalonians|1 Thessalonians|ad Thessalonicenses I|1Thes
60|2Thess|2TH|NT|3|2 Thessalonians|2 Thessalonians|ad Thessalonicenses II|2Thes
61|1Tim|1TI|NT|6|1 Timothy|1 Timothy|ad Timotheum I|1Tim
62|2Tim|2TI|NT|4|2 Timothy|2 Timothy|ad Timotheum II|2Tim
63|Titus|TIT|NT|3|Titus|Titus|ad Titum|Tit
64|Phlm|PHM|NT|1|Philemon|Philemon|ad Philemonem|Phlm
65|Heb|HEB|NT|13|Hebrews|Hebrews|ad Hebræos|Hbr
66|Jas|JAS|NT|5|James|James|Jacobi|Jac
67|1Pet|1PE|NT|5|1 Peter|1 Peter|Petri I|1Ptr
68|2Pet|2PE|NT|3|2 Peter|2 Peter|Petri II|2Ptr
69|1John|1JN|NT|5|1 John|1 John|Joannis I|1Jo
70|2John|2JN|NT|1|2 John|2 John|Joannis II|2Jo
71|3John|3JN|NT|1|3 John|3 John|Joannis III|3Jo
72|Jude|JUD|NT|1|Jude|Jude|Judæ|Jud
73|Rev|REV|NT|22|Revelation|Apocalypse|Apocalypsis|Apc
`;

function parseTable(table: string): Book[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [order, osis, usfm, flags, chapters, modern, douay, latin, vulsearch] = line.split('|') as [
        string, string, string, string, string, string, string, string, string,
      ];
      const [testament, marks = ''] = flags.split(' ') as [Testament, string?];
      return Object.freeze({
        order: Number(order),
        osis,
        usfm,
        testament,
        deuterocanonical: marks.includes('D'),
        chapters: Number(chapters),
        prologue: marks.includes('P'),
        names: Object.freeze({ modern, douay, latin }),
        vulsearch,
      });
    });
}

/** The 73 books, in canonical (Vulgate/Douay) order. */
export const BOOKS: readonly Book[] = Object.freeze(parseTable(TABLE));

const byOsis = new Map(BOOKS.map((b) => [b.osis, b]));
const byUsfm = new Map(BOOKS.map((b) => [b.usfm, b]));
const byVulsearch = new Map(BOOKS.map((b) => [b.vulsearch, b]));
const byOsisLower = new Map(BOOKS.map((b) => [b.osis.toLowerCase(), b]));

/** The book with this OSIS id (exact case: `1Kgs`), or undefined. */
export function bookByOsis(osis: string): Book | undefined {
  return byOsis.get(osis) ?? byOsisLower.get(osis.toLowerCase());
}

/** The book with this USFM code (`1KI`); `JAM` is accepted for James (the raw DRC USFM file uses it). */
export function bookByUsfm(code: string): Book | undefined {
  const upper = code.toUpperCase();
  return byUsfm.get(upper === 'JAM' ? 'JAS' : upper);
}

/** The book of a Clementine Vulgate Project file abbreviation (`3Rg` → 1 Kings). */
export function bookByVulsearch(abbr: string): Book | undefined {
  return byVulsearch.get(abbr);
}

/**
 * The book codes the staged sources use, to OSIS: `douay-rheims-challoner/verses.tsv`, `notes.jsonl`,
 * `chapters.jsonl`, `clementine-vulgate/verses.tsv` (USFM codes, `JAS` for James), the raw USFM file names (`JAM`)
 * and `catena-aurea` (`MAT`, `MRK`, `LUK`, `JHN`).
 */
export const SOURCE_BOOK_CODES: ReadonlyMap<string, string> = new Map([
  ...BOOKS.map((b) => [b.usfm, b.osis] as const),
  ['JAM', 'Jas'],
]);

/** Position of a book in canonical order (1-73); 0 for an unknown id. */
export function bookOrder(osis: string): number {
  return byOsis.get(osis)?.order ?? 0;
}

/**
 * Every spelling of a book name the resolver reads (with the Nova Vulgata's and the Vatican's Latin abbreviations:
 * `Ios`, `Idc`, `Idt`, `Ier`, `Ion`, `Iac`, `Iud`, `Philm`, `1 Io`), besides each book's OSIS id, USFM code, vulsearch abbreviation
 * and its three names (added from `books.ts`), with the cases the Clementine's own titles put them in ("Liber
 * Sapientiae", "Liber Psalmorum", "Prophetia Isaiae", "Evangelium secundum Joannem", "Epistola B. Jacobi": the title
 * words themselves are dropped by `title-words.ts`). Numbered books are written with an Arabic number; the Roman
 * (`II Kings`), ordinal (`Second Kings`, `2nd Kings`) and Latin suffixed (`Regum II`) forms are generated.
 * "1 Kings" and "2 Kings" (and their abbreviations) have two readings: modern (1-2 Kings) and Douay (1-2 Samuel).
 */
import { BOOKS } from './books.js';
import { ADDITIONS, type Addition } from './greek-additions.js';

const ALIASES: Readonly<Record<string, string>> = {
  Gen: 'Gn|Ge|Gen|Genesis|Genes',
  Exod: 'Ex|Exo|Exod|Exodus',
  Lev: 'Lv|Le|Lev|Levit',
  Num: 'Nm|Nu|Num|Numb',
  Deut: 'Dt|De|Deu|Deut|Deuter|Deuteronomii',
  Josh: 'Jos|Josh|Jsh|Ios',
  Judg: 'Jgs|Jdg|Jg|Judg|Jdgs|Jdc|Judic|Idc|Iudc',
  Ruth: 'Ru|Rt|Rth',
  '1Sam': '1 Sam|1 Sm|1 Sa|1 Rg|1 Reg|1 Regum|1 Samuel|1 Kingdoms',
  '2Sam': '2 Sam|2 Sm|2 Sa|2 Rg|2 Reg|2 Regum|2 Samuel|2 Kingdoms',
  '1Kgs': '3 Kings|3 Kgs|3 Kg|3 Ki|3 Kin|3 Rg|3 Reg|3 Regum|3 Kingdoms',
  '2Kgs': '4 Kings|4 Kgs|4 Kg|4 Ki|4 Kin|4 Rg|4 Reg|4 Regum|4 Kingdoms',
  '1Chr': '1 Chr|1 Chron|1 Ch|1 Chronicles|1 Par|1 Para|1 Paral|1 Paralip|1 Paralipomena|1 Paralipomenon',
  '2Chr': '2 Chr|2 Chron|2 Ch|2 Chronicles|2 Par|2 Para|2 Paral|2 Paralip|2 Paralipomena|2 Paralipomenon',
  Ezra: 'Ezr|Esr|Esd|Esdr|Esdras|Esdrae|1 Esd|1 Esdr|1 Esdra|1 Esdras|Esdrae 1',
  Neh: 'Ne|Nehem|Nehemias|Nehemiae|2 Esd|2 Esdr|2 Esdra|2 Esdras|Esdrae 2',
  Tob: 'Tb|Tob|Tobit|Tobias|Tobiae',
  Jdt: 'Jdt|Jdth|Jth|Idt',
  Esth: 'Est|Esth|Es',
  Job: 'Jb|Job',
  Ps: 'Ps|Psa|Pss|Psal|Psalm|Psalms|Psalmus|Psalmi|Psalmorum|Psm|Pslm',
  Prov: 'Prv|Pr|Prov|Pro|Prover|Proverbiorum',
  Eccl: 'Eccl|Ecc|Eccles|Ec|Ecl|Qoh|Qo|Qoheleth|Coheleth',
  Song: 'Song|Sg|Sng|SS|SoS|Song of Solomon|Cant|Cantic|Canticles|Canticle|Canticum|Ct|Cnt|Canticle of Canticles',
  Wis: 'Wis|Ws|Wisd|Wsd|Sap|Sapientia|Sapientiae|Wisdom of Solomon|Book of Wisdom',
  Sir: 'Sir|Si|Sirach|Ecclus|Eccli|Ecclesiasticus|Ecclesiastici|Ben Sira',
  Isa: 'Is|Isa|Isai|Esaias|Iss|Isaiae',
  Jer: 'Jer|Jr|Je|Jerem|Jeremiae|Ieremiae|Ier',
  Lam: 'Lam|La|Lm|Lament|Thren|Threni',
  Bar: 'Bar|Ba',
  Ezek: 'Ezek|Ez|Eze|Ezk|Ezech|Ezechielis',
  Dan: 'Dn|Dan|Da|Danielis',
  Hos: 'Hos|Ho|Os',
  Joel: 'Jl|Joel|Jol',
  Amos: 'Am|Amos',
  Obad: 'Ob|Obad|Obd|Abd|Abdiae',
  Jonah: 'Jon|Jnh|Jona|Jonae|Ionae|Ion',
  Mic: 'Mi|Mic|Mich|Mch|Michaea|Michaeas',
  Nah: 'Na|Nah|Nam',
  Hab: 'Hab|Hb|Hbk|Habac|Habak|Habacuc|Habakuk',
  Zeph: 'Zep|Zeph|Zp|Zephan|Soph|Sophon|Sophoniae',
  Hag: 'Hg|Hag|Hagg|Agg|Aggaeus|Aggeus|Aggaei',
  Zech: 'Zec|Zech|Zc|Zach|Zachar|Zachariae',
  Mal: 'Mal|Ml|Malach|Malachiae',
  '1Macc': '1 Mc|1 Mac|1 Macc|1 Mcc|1 Mach|1 Machab|1 Ma|1 Machabaeorum',
  '2Macc': '2 Mc|2 Mac|2 Macc|2 Mcc|2 Mach|2 Machab|2 Ma|2 Machabaeorum',
  Matt: 'Mt|Mat|Matt|Matth|Mth|Matthaeus|Math|Matthaeum',
  Mark: 'Mk|Mrk|Mr|Mar|Marc|Mc|Marcum',
  Luke: 'Lk|Lu|Luk|Luc|Lc|Lucam',
  John: 'Jn|Jhn|Joh|Jo|Jno|Joan|Joannem|Ioannem|Io',
  Acts: 'Ac|Act|Acts|Actus|Acts of the Apostles',
  Rom: 'Rom|Rm|Ro|Romanos',
  '1Cor': '1 Cor|1 Co|1 Corinth|Corinthios 1',
  '2Cor': '2 Cor|2 Co|2 Corinth|Corinthios 2',
  Gal: 'Gal|Ga|Galatas',
  Eph: 'Eph|Ephes|Ephesios',
  Phil: 'Phil|Php|Phlp|Philip|Philipp|Pp|Philippenses',
  Col: 'Col|Colos|Colossenses',
  '1Thess': '1 Thess|1 Thes|1 Th|1 Thessal|Thessalonicenses 1',
  '2Thess': '2 Thess|2 Thes|2 Th|2 Thessal|Thessalonicenses 2',
  '1Tim': '1 Tim|1 Tm|1 Ti|Timotheum 1',
  '2Tim': '2 Tim|2 Tm|2 Ti|Timotheum 2',
  // `Ti` is the lectionary's (Tempus prints `Ti 1:1-5` among the readings).
  Titus: 'Tit|Tt|Ti|Titum',
  Phlm: 'Phlm|Phm|Philem|Phile|Philemonem|Philm',
  Heb: 'Heb|Hebr|Hbr|Hebraeos',
  Jas: 'Jas|Jm|Jam|Jac|Jms|Jacob|Jacobi|Iacobi|Iac',
  '1Pet': '1 Pet|1 Pt|1 Pe|1 Ptr|1 Petr|Petri 1',
  '2Pet': '2 Pet|2 Pt|2 Pe|2 Ptr|2 Petr|Petri 2',
  '1John': '1 Jn|1 Jo|1 Jno|1 Jhn|1 Joh|1 Joan|1 Jnn|Joannis 1|1 Io',
  '2John': '2 Jn|2 Jo|2 Jno|2 Jhn|2 Joh|2 Joan|Joannis 2|2 Io',
  '3John': '3 Jn|3 Jo|3 Jno|3 Jhn|3 Joh|3 Joan|Joannis 3|3 Io',
  Jude: 'Jud|Jd|Jude|Judae|Iud',
  Rev: 'Rev|Rv|Re|Apoc|Apc|Ap|Apocalypse|Apocalypsis|Revelations|Revelation of John',
};

/** Read in the modern way by default, in the Douay way with `naming=douay`. */
const TWO_READINGS: ReadonlyArray<readonly [modern: string, douay: string, spellings: string]> = [
  ['1Kgs', '1Sam', '1 Kings|1 Kgs|1 Kg|1 Ki|1 Kin|1 Kngs'],
  ['2Kgs', '2Sam', '2 Kings|2 Kgs|2 Kg|2 Ki|2 Kin|2 Kngs'],
];

const ROMAN = ['', 'i', 'ii', 'iii', 'iv'];
const ORDINAL = ['', 'first', 'second', 'third', 'fourth'];
const NTH = ['', '1st', '2nd', '3rd', '4th'];
const LIGATURES: Readonly<Record<string, string>> = { æ: 'ae', œ: 'oe', ë: 'e', é: 'e', è: 'e', ï: 'i' };

/** The key an alias is stored under: lower case, ligatures unfolded, no spaces or dots. */
export function aliasKey(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    if (ch === ' ' || ch === '.' || ch === '\u00a0' || ch === '\u202f' || (ch >= '\u2000' && ch <= '\u200a')) continue;
    out += LIGATURES[ch] ?? ch;
  }
  return out;
}

/** `1 Cor` → 1cor, icor, firstcor, 1stcor; `Corinthios 1` → corinthiosi, adcorinthiosi; `Regum 1` too. */
function variants(alias: string): string[] {
  const lead = /^([1-4]) (.+)$/.exec(alias);
  if (lead) {
    const n = Number(lead[1]);
    const rest = lead[2]!;
    const out = [`${n} ${rest}`, `${ORDINAL[n]} ${rest}`, `${NTH[n]} ${rest}`];
    // `I Sa` would read as Isa (Isaiah): Roman forms of names of one or two letters are added last, where no other
    // spelling has their key (shortRoman()).
    if (rest.length >= 3) out.push(`${ROMAN[n]} ${rest}`);
    return out;
  }
  const tail = /^(.+) ([1-4])$/.exec(alias);
  if (tail) {
    const n = Number(tail[2]);
    const rest = tail[1]!;
    return [`${rest} ${ROMAN[n]}`, `ad ${rest} ${ROMAN[n]}`, `${n} ${rest}`, `${ROMAN[n]} ${rest}`];
  }
  return [alias];
}

export interface AliasTarget {
  readonly modern: string;
  readonly douay: string;
  /** A Greek addition cited as a book of its own (`Sus.1.45`, `Bel 3`): its own numbering, read into the book. */
  readonly addition?: Addition;
  /** The book (or addition) has one chapter, so it is cited by verse alone (`Jude 3`). */
  readonly oneChapter?: boolean;
}

/**
 * The Greek additions to Daniel and Esther, and the Letter of Jeremiah, under their own names (greek-additions.ts):
 * OSIS ids, USFM codes where USFM has one for the same text (SUS, BEL, S3Y, LJE; not ESG, whose Greek Esther is
 * numbered otherwise) and English titles.
 */
const ADDITION_ALIASES: Readonly<Record<Addition, string>> = {
  Sus: 'Sus|SUS|Susanna|Susannah|History of Susanna|Story of Susanna',
  Bel: 'Bel|BEL|Bel and the Dragon|Bel and Dragon|Bel and the Serpent',
  PrAzar:
    'PrAzar|Pr Azar|S3Y|Prayer of Azariah|Prayer of Azarias|Song of the Three|Song of Three|Song of the Three Children|' +
    'Song of the Three Holy Children|Song of the Three Young Men|Song of Three Youths|Song of the Three Jews|' +
    'Prayer of Azariah and the Song of the Three Jews|Prayer of Azariah and the Song of the Three Children|' +
    'Prayer of Azariah and the Song of the Three Young Men',
  AddEsth: 'AddEsth|Add Esth|AddEst|Add Est|Additions to Esther|Additions to the Book of Esther|Rest of Esther',
  // The Letter of Jeremiah (USFM LJE) in its own numbering, its title numbered as verse 1 (Baruch 6 in the Vulgate).
  EpJer: 'EpJer|Ep Jer|Let Jer|LetJer|LJE|Epistle of Jeremiah|Letter of Jeremiah|Epistle of Jeremy|Letter of Jeremy|' +
    'Epistle of Jeremias|Letter of Jeremias',
};

/**
 * `I Jn 4:8`, `II Co 5:17`, `I Pe 2:9`: the Roman form of a numbered name of one or two letters, where that key
 * names nothing else (`I Sa` stays Isaiah's `Isa`). They were "no book of the Bible is called "I Jn"".
 */
function shortRoman(map: Map<string, AliasTarget>, short: ReadonlyArray<readonly [string, AliasTarget]>): void {
  for (const [spelling, target] of short) {
    const lead = /^([1-4]) (.{1,2})$/.exec(spelling);
    if (!lead) continue;
    const key = aliasKey(`${ROMAN[Number(lead[1])]} ${lead[2]}`);
    if (!map.has(key)) map.set(key, target);
  }
}

function build(): Map<string, AliasTarget> {
  const map = new Map<string, AliasTarget>();
  const short: Array<readonly [string, AliasTarget]> = [];
  const put = (spelling: string, target: AliasTarget) => {
    if (/^[1-4] .{1,2}$/.test(spelling)) short.push([spelling, target]);
    for (const v of variants(spelling)) {
      const key = aliasKey(v);
      const had = map.get(key);
      // The Douay name of 1 Samuel is "1 Kings": that spelling keeps its two readings.
      if (had && had.modern !== had.douay && (target.modern === had.modern || target.modern === had.douay)) continue;
      if (had && (had.modern !== target.modern || had.douay !== target.douay || had.addition !== target.addition)) {
        throw new Error(`book alias "${v}" names both ${had.modern} and ${target.modern}`);
      }
      map.set(key, target);
    }
  };
  for (const [modern, douay, spellings] of TWO_READINGS) {
    for (const s of spellings.split('|')) put(s, { modern, douay });
  }
  for (const b of BOOKS) {
    const t = b.chapters === 1 ? { modern: b.osis, douay: b.osis, oneChapter: true } : { modern: b.osis, douay: b.osis };
    const names = [b.osis, b.usfm, b.vulsearch, b.names.douay, b.names.latin, ...(ALIASES[b.osis]?.split('|') ?? [])];
    // Latin writes the consonant i as I as often as J (Iosue, Ieremias, Iudae: the Nova Vulgata and many editions
    // of the Clementine); `Ioannes` alone was read before, `Iosue` was "no book of the Bible".
    if (b.names.latin.startsWith('J')) names.push(`I${b.names.latin.slice(1)}`);
    if (!TWO_READINGS.some(([m]) => m === b.osis)) names.push(b.names.modern);
    names.push(...names.map((n) => n.replace(/^(\d)([A-Za-z])/, '$1 $2')));
    for (const n of names) {
      const plain = n.replace(/ \(.*\)$/, '').replace(/ ([IV]+)$/, (_, r: string) => ` ${ROMAN.indexOf(r.toLowerCase())}`);
      put(plain.replace(/^ad /, ''), t); // `Romanos`; numbered Latin titles get their `ad` form from variants()
      if (plain.startsWith('ad ') && !/ \d$/.test(plain)) put(plain, t); // `ad Romanos`
    }
  }
  for (const [osis, spellings] of Object.entries(ADDITION_ALIASES) as [Addition, string][]) {
    const a = ADDITIONS[osis];
    const t = { modern: a.book, douay: a.book, addition: osis, oneChapter: a.firstChapter === a.lastChapter };
    for (const s of spellings.split('|')) put(s, t);
  }
  shortRoman(map, short);
  return map;
}

/** Alias key → the book it names (two OSIS ids where modern and Douay naming differ). */
export const BOOK_ALIASES: ReadonlyMap<string, AliasTarget> = build();

/**
 * Aliases that are also ordinary words or too short to trust in running text: when finding citations in free text
 * they count only with a chapter and verse (`Is 53:5`, not "it is 5"). `resolve` of a lone citation reads them all.
 */
export function isWeakAlias(key: string): boolean {
  return (key.length <= 2 && !STRONG_SHORT.has(key)) || WEAK.has(key);
}
/** Two-letter aliases that are no English word: `Ps 22`, `Ps. 22 (23)` are whole psalms as they stand. */
const STRONG_SHORT = new Set(['ps']);
const WEAK = new Set(['job', 'acts', 'mark', 'numbers', 'judges', 'ruth', 'wisdom', 'song', 'amos', 'col', 'gal',
  'act', 'jud', 'lev', 'num', 'pro', 'mar', 'sap', 'bar', 'hag', 'joel', 'nam', 'jon', 'jam', 'tit', 'phil', 'rom',
  'est', 'ezr', 'dan', 'mal', 'mic', 'hab', 'nah', 'obd', 'jol', 'ecc', 'sir', 'the', 'cant', 'lament', 'thren',
  'joan', 'jacob', 'ios', 'ion', 'iud', 'marc', 'luc', 'math', 'mat', 'genes', 'bel', 'sus', 'susanna', 'susannah']);

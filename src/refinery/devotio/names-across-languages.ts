import { foldText } from '../../platform/text/fold-text.js';
import { opensWithHonorific } from './proper-names.js';

/**
 * Whether two names in different languages name the same person: romcal's English "Ulrich of Augsburg" and
 * CRMEDR's Latin "Sanctus Udalricus", "Lazarus" and "Sanctus Lazarus" — but not "Peter" and "Sanctus Eugenius I"
 * (CRMEDR's English and Italian names of some entries are another person's: "Saint Peter" for the popes buried at
 * Saint Peter's, "Saint Martha" for Lazarus), nor "Gregory X" and "Sanctus Gregorius Nyssenus".
 */

/** Honorifics, linking words and generic nouns of the three languages: they identify no one. */
const NOT_IDENTIFYING = new Set([
  'saint', 'saints', 'st', 'blessed', 'the', 'of', 'and', 'companions', 'martyr', 'martyrs', 'virgin', 'bishop', 'pope', 'abbot', 'priest', 'deacon',
  'sanctus', 'sancta', 'sancti', 'sanctae', 'sancto', 'beatus', 'beata', 'beati', 'beatae', 'et', 'ac', 'de', 'a', 'ab', 'socii', 'sociis',
  'san', 'santo', 'santa', 'sant', 'santi', 'beato', 'di', 'da', 'del', 'della', 'e', 'il', 'la', 'l', 'd',
  'holy', 'many', 'martyres', 'martiri', 'monks', 'monachi', 'monaci', 'plurimi', 'virgins', 'virgines', 'vergini', 'brethren', 'virgo',
]);

/**
 * Given names whose spellings in English, Latin and Italian share too little to be recognised by their letters
 * (facts of the languages, as the sources spell them); each set is one name.
 */
const SAME_NAME: ReadonlyArray<readonly string[]> = [
  ['john', 'jean', 'juan', 'ioannes', 'iohannes', 'giovanni', 'ivan', 'ivanus'],
  ['joan', 'jane', 'jeanne', 'juana', 'gianna', 'giovanna', 'ioanna'],
  ['james', 'jacques', 'iacobus', 'giacomo', 'jaime', 'diego'],
  ['william', 'guillaume', 'gulielmus', 'guillelmus', 'guglielmo'],
  ['giles', 'aegidius', 'egidio'],
  ['louis', 'lewis', 'ludovicus', 'luigi', 'aloysius'],
  ['louise', 'luisa', 'ludovica'],
  ['walter', 'gualterius', 'gualtiero'],
  ['ralph', 'radulphus', 'rodolfo', 'rudolph'],
  ['denis', 'dionysius', 'dionigi'],
  ['bridget', 'birgitta', 'brigida'],
  ['faith', 'fides', 'fideus', 'fede'],
  ['hugh', 'hugo', 'ugo'],
  ['sixtus', 'xystus', 'sisto'],
  ['diego', 'didacus'],
  ['noel', 'natalis', 'natale'],
  ['gaetano', 'cajetan', 'caietanus'],
  ['pier', 'piergiorgio', 'petrus', 'peter', 'pietro'],
  ['godfrey', 'godefridus', 'goffredo'],
  ['madeleine', 'magdalena', 'maddalena'],
  ['genevieve', 'genovefa', 'genoveffa'],
  ['ezra', 'esdra', 'esdras'],
  ['moses', 'moyses', 'mose'],
  ['zephaniah', 'sophonias', 'sophonia'],
  ['seven', 'septem', 'sette'],
];
const CANONICAL = new Map(SAME_NAME.flatMap((set) => set.map((w) => [w, set[0]!] as const)));

/** Spelling-neutral form of a word: the letters Latin, English and Italian write differently made one. */
function spelling(word: string): string {
  return word
    .replace(/j/g, 'i')
    .replace(/y/g, 'i')
    .replace(/ph/g, 'f')
    .replace(/^(ae|oe)/, 'e')
    .replace(/ae|oe/g, 'e')
    .replace(/xs/g, 'x')
    .replace(/[kq]/g, 'c')
    .replace(/w/g, 'u')
    .replace(/v/g, 'u')
    .replace(/h/g, '')
    .replace(/ti(?=[aeiou])/g, 'ci')
    .replace(/(.)\1+/g, '$1');
}

/**
 * The word without the endings of its declension or language (`udalricus` → `udalric`, `petri` → `petr`); the
 * nominatives whose stem the other cases show are spelled as they do (Felix, Felícis; Clemens, Cleméntis;
 * Alexander, Alexándri).
 */
function stem(word: string): string {
  const w = spelling(word).replace(/x$/, 'c').replace(/ns$/, 'nt').replace(/([^aeiou])er$/, '$1r');
  const bare = w.replace(/(ius|ium|ia|us|um|is|es|ae|as|a|e|i|o)$/, '');
  return bare.length >= 2 ? bare : w;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * How loosely two words may differ and be one name: `strict`ly but for an ending and spelling (`thomae`, `thomas`;
 * `silvan`, `silvanus`; `hugo`, `hugonis`); across languages by a stem that goes on (`prefix`: `franc`, `francisc`;
 * `enri`, `enricus`), or also by a third of the letters at most, first letter aside (`fuzzy`: `ulrich`,
 * `udalricus`). Within one language the looser tests would make Theodota of Theodorus, Maria of Marianus and Romanus
 * of Romæ; in a eulogy's many words, a fuzzy one would make Riccerius of Richard. `close` is for the cases of one
 * name the strict test does not know (Mamas, "Mamántis"; Abraham, "Abrahæ"): a stem of three letters or more that
 * goes on by what a declension adds (not by -in-, -ian-: Secundinus is not "Secúndi"), or has one consonant more.
 */
export type Looseness = 'strict' | 'close' | 'prefix' | 'fuzzy';

/** Whether two words are one name: the same word, a listed pair, or stems as close as `looseness` allows. */
export function sameWordAcross(a: string, b: string, looseness: Looseness = 'fuzzy'): boolean {
  if (a === b) return true;
  const ca = CANONICAL.get(a);
  if (ca !== undefined && ca === CANONICAL.get(b)) return true;
  if (a.length < 3 || b.length < 3) return false;
  const across = looseness === 'prefix' || looseness === 'fuzzy';
  const fa = forms(a, across);
  const fb = forms(b, across);
  // Every test below wants the same first letter; Roman numerals identify only as themselves (Leo IV is not Leo IX).
  if (fa[0]![0] !== fb[0]![0] || ROMAN.test(a) || ROMAN.test(b)) return false;
  return fa.some((x) => fb.some((y) => sameStem(x, y, looseness)));
}

const ROMAN = /^[ivxlc]+$/;

/**
 * A word without its ending, and as it is where that leaves too little (hugo: ug, ugo) or across languages ("Henry"
 * is enri or enr, "Henricus" enricus or enric). Kept per word: an import compares a few thousand words millions of
 * times.
 */
const FORMS = { strict: new Map<string, readonly string[]>(), across: new Map<string, readonly string[]>() };
function forms(w: string, across: boolean): readonly string[] {
  const cache = across ? FORMS.across : FORMS.strict;
  let out = cache.get(w);
  if (!out) {
    const st = stem(w);
    out = across || st.length < 3 ? [...new Set([st, spelling(w)])] : [st];
    cache.set(w, out);
  }
  return out;
}

function sameStem(x: string, y: string, looseness: Looseness): boolean {
  const [sa, sb] = [x, y].sort((p, q) => p.length - q.length) as [string, string];
  if (sa === sb) return true;
  // What the other cases add to a stem (Hugo, Hugónis; Thomais, Thomáidis; Agnes, Agnétis; Sozon, Sozóntis) or an
  // English plural (the Innocents); Secundus and Secundinus are two names, and Mary is not Martha. Stems of fewer
  // than four letters go on only so (Job is not John).
  if (sa.length >= 3 && sb.startsWith(sa)) {
    const more = sb.slice(sa.length);
    if (/^(o?n|[ai]d|[aei]t|[aeiou]|s)$/.test(more) || (sa.endsWith('n') && more === 't') || (looseness === 'close' && /^[aeo]?(m|n|nt|d|r|s)$|^[aeo]t$/.test(more))) return true;
    if ((looseness === 'prefix' || looseness === 'fuzzy') && sa.length >= 4) return true;
  }
  // One consonant more (Aichadrus, "Aichárdi"); not a vowel (Marcellinus is not Marcellianus), nor a letter for
  // another (Theodota is not "Theodóri").
  if (looseness === 'close' && sa.length >= 4 && sb.length === sa.length + 1) {
    for (let i = 1; i < sb.length; i++) if (sb.slice(0, i) + sb.slice(i + 1) === sa) return !/[aeiou]/.test(sb[i]!);
  }
  return looseness === 'fuzzy' && sa.length >= 5 && sa[0] === sb[0] && editDistance(sa, sb) <= Math.floor(sb.length / 3);
}

/**
 * The identifying words of a name, folded (`Sanctus Ioannes de Brebeuf` → ioannes, brebeuf); of a name, what follows
 * a comma is a rank ("Catherine of Siena, Virgin"), of a celebration's title (`whole`) every person it names.
 */
export function identifyingWords(name: string, whole = false): string[] {
  const key = whole ? `+${name}` : name;
  let out = WORDS.get(key);
  if (!out) {
    out = foldText(whole ? name : (name.split(',')[0] ?? name))
      .split(' ')
      .filter((w) => w && !NOT_IDENTIFYING.has(w));
    WORDS.set(key, out);
  }
  return [...out];
}
const WORDS = new Map<string, string[]>();

const within = (xs: readonly string[], ys: readonly string[]) => xs.every((x) => ys.some((y) => sameWordAcross(x, y)));

/**
 * Same person when the identifying words of one name all have a counterpart in the other ("Udalricus" ⊂ "Ulrich of
 * Augsburg", "Catherine of Saint Augustine" ⊂ "Maria Catharina a Sancto Augustino Symon de Longprey"; "Gregorius
 * Nyssenus" and "Gregory X" each have a word the other lacks); a name of one word only as the other's first.
 */
export function sameNameAcross(a: string, b: string): boolean {
  const wa = identifyingWords(a);
  const wb = identifyingWords(b);
  if (wa.length === 0 || wb.length === 0) return false;
  if ((wa.length === 1 || wb.length === 1) && !sameWordAcross(wa[0]!, wb[0]!)) return false;
  return within(wa, wb) || within(wb, wa);
}

/**
 * What a registry entry's Latin name says of a record: the `same` person, only the same `given` name ("Sanctus
 * Ioannes de Abula" for John of Ávila, "Sanctus Gregorius Nyssenus" for Gregory X), an `other` person, or nothing
 * (`unknown`: no Latin, or the Latin of a feast, "Conversio Sancti Pauli", rather than a person's name). The Latin
 * is the registry's surest name (its ids are made from it; the English and Italian of some entries are another
 * person's). A saint of the calendar is compared with the Latin titles of its celebrations ("S. Ioannis de Kęty,
 * presbyteri" holds "Sanctus Ioannes de Kety", "S. Alberti Magni" "Sanctus Albertus Magnus") and by its given name
 * with the record's English (Lazarus is in the title of Martha's feast, but is not Martha); any other record by its
 * English name.
 */
export function latinVerdict(nameEn: string, titlesLa: readonly string[], la: string | undefined): 'same' | 'given' | 'other' | 'unknown' {
  if (!la || !opensWithHonorific(la, 'la')) return 'unknown';
  const words = identifyingWords(la);
  const mine = identifyingWords(nameEn);
  // The given name of either in the other ("Maria Catharina …" holds Catherine of Saint Augustine's).
  const given = words.length > 0 && mine.length > 0 && (mine.some((w) => sameWordAcross(w, words[0]!)) || words.some((w) => sameWordAcross(w, mine[0]!)));
  if (!given) return 'other';
  const titleWords = titlesLa.flatMap((t) => identifyingWords(t, true));
  return (titleWords.length > 0 && within(words, titleWords)) || sameNameAcross(nameEn, la) ? 'same' : 'given';
}

/** Whether the two names share their first identifying word: the person's given name (Udalricus and Ulrich). */
export function sameGivenName(a: string, b: string): boolean {
  const x = identifyingWords(a)[0];
  const y = identifyingWords(b)[0];
  return x !== undefined && y !== undefined && sameWordAcross(x, y);
}

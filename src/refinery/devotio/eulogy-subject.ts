import { foldText } from '../../platform/text/fold-text.js';
import { type Looseness, identifyingWords, sameWordAcross } from './names-across-languages.js';

/**
 * Whom a eulogy of the Roman Martyrology is about. A eulogy names its saints first, after the place ("At Rome, the
 * holy martyrs Marcellinus the priest, and Peter the Exorcist"; "Romæ sancti Eugénii Primi, Papæ"), then tells of
 * them, naming others: "sancti Juliáni Mónachi, cujus præclára gesta sanctus Ephræm Diáconus scripsit" is Julian's,
 * not Ephrem's. The opening clause is the eulogy up to the first relative pronoun, kinship word or end of sentence
 * after its first honorific ("holy", "sancti"), or up to the first one at all when it has none. The saints' names
 * follow the honorific; what comes before it is the place ("In Gállia sancti Póntii" is not of a Gallus), which
 * still tells namesakes apart ("Sanctus Robertus Casae", of Chaise-Dieu: "In monastério Casæ Dei … sancti Robérti").
 */

const HONORIFIC = /(^| )(holy|blessed|saints?|st|sanct[aiu]s?|sanct(ae|orum|arum)|beat[aiu]s?|beat(ae|orum|arum))( |$)/;
/**
 * Where the saints' names end: a relative pronoun, a kinship or discipleship ("sister of", "soróris sancti
 * Benedícti"; not "the holy brother and sister Acisclus and Victoria"), a semicolon or the end of a sentence
 * ("… martyr Euphemia. Under the Emperor Diocletian and the Proconsul Priscus"), both marked `SEMICOLON`.
 */
const SEMICOLON = ' semicolon ';
const SENTENCE_END = /(?<!\b(?:St|S|Ss|Bl|[IVX]+))\.\s+(?=[A-Z])/g;
const CLAUSE_END: Record<'en' | 'la', RegExp> = {
  en: /(^| )(semicolon|who|whose|whom|which|where|wherein|whereof|(sisters?|brothers?|mother|father|sons?|daughters?|wife|husband|disciples?|deacons?|servants?|companions?) of)( |$)/,
  la: /(^| )(semicolon|ipsius|qui|quae|quod|cuius|quorum|quarum|cui|quibus|quem|quam|quos|quas|ubi|soror|sororis|frater|fratris|mater|matris|pater|patris|filius|filii|filia|filiae|discipulus|discipuli|discipula|uxor|uxoris|coniux|coniugis)( |$)/,
};
/**
 * Relatives that do not tell of the saint: a place's name ("In castro cui nomen Macériæ", "Theópoli, quæ est
 * Antiochía") or the saint's other name ("Thaddeus, who also is called Jude"; "Thaddǽi, qui et Judas dícitur").
 */
const NOT_A_CLAUSE = /(^| )(cui nomen|cui nunc|quae est|quae nuncupatur|that is|who (is also|also is) called|qui et)( |$)/g;
/**
 * A line of the English text that goes on with the eulogy before it ("He was a stalwart champion …"): the source
 * splits some eulogies over two lines. It opens no eulogy, so it names no saint as its own.
 */
const CONTINUATION = /^(he|she|they|his|her|their|him|it|along with|after whom|before him|among (other|these|them|whom))( |$)/;

/**
 * Words of the martyrology's own vocabulary, whole, that are no one's name here (Martyrius is not "Martyris"; Clarus
 * not "miráculis clari"); names that are also words (Regina, Sacerdos, Urbanus) are not among them.
 */
const COMMON = new Set(
  (
    'martyr martyrs confessor confessors virgin virgins bishop bishops abbot abbess priest priests deacon monk monks hermit pope popes ' +
    'doctor apostle apostles evangelist prophet king queen soldier soldiers widow birthday burial passion city church emperor prefect ' +
    'martyris martyres martyrum confessoris confessorum virginis virgines virginum virgo episcopi episcopus episcoporum abbatis abbas ' +
    'presbyteri presbyter presbyterorum diaconi diaconus levitae monachi monachorum monachus eremitae papae papa doctoris apostoli ' +
    'apostolorum evangelistae prophetae militis militum viduae natalis depositio passio translatio commemoratio civitatis ecclesiae ' +
    'imperatore imperatoris praeside praesidis clari'
  ).split(' '),
);

/** Generic words of an anonymous group's name ("Holy forty soldiers of Sebaste", "Sancti Plurimi Martyres Ponto"). */
const GENERIC = /^(soldiers|milites|fratres|brothers|women|men|others|mulieres|viri|presbyteri|presbyterorum|diaconi|diaconorum|deacons|priests|confessores|confessors|confessorum|monachorum|virginum|commemorated)$/;

/** The words of a eulogy's opening clause: the place before its first honorific, and the names from it on. */
export interface Opening {
  place: string[];
  names: string[];
  /** Whether the clause calls its saint a pope or a king, who are numbered ("the holy Pope Clement", "Regis"). */
  numbered: boolean;
  /** Whether it commemorates saints by their number rather than their names ("commemorátio plurimórum", "forty"). */
  numerous: boolean;
}

const NUMBERED = /(^| )(pope|popes|pontiff|papa|papae|pontifex|pontificis|king|rex|regis|queen|reginae)( |$)/;
const NUMEROUS =
  /(^| )(commemorat\w*|plurim\w*|many|multitud\w*|innumer\w*|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand|duo\w*|tres|trium|quattuor|quatuor|quinque|sex|septem|octo|novem|decem|vigint\w*|trigint\w*|quadragint\w*|quinquagint\w*|centum|ducent\w*|trecent\w*|mill\w*)( |$)/;

/** The eulogy's words up to the end of its opening clause, folded (J read as I, as the registry writes Latin). */
export function openingWords(text: string, lang: 'en' | 'la'): Opening {
  // The English translator's insertions are in square brackets ("the holy Confessor [Fefrash, an Irishman, who came
  // over into Gaul, where he is called] Fiacre"); they are not the eulogy's clause.
  const own = lang === 'en' ? text.replace(/\[[^\]]*\]/g, ' ') : text;
  const folded = foldText(own.replace(/;/g, SEMICOLON).replace(SENTENCE_END, SEMICOLON)).replace(/j/g, 'i');
  if (lang === 'en' && CONTINUATION.test(folded)) return { place: [], names: [], numbered: false, numerous: false };
  const masked = folded.replace(NOT_A_CLAUSE, (m) => m.replace(/[a-z]/g, '_'));
  const start = Math.max(0, masked.search(HONORIFIC));
  const end = masked.slice(start).search(CLAUSE_END[lang]);
  const cut = end < 0 ? masked.length : start + end;
  const words = (from: number, to: number) =>
    folded
      .slice(from, to)
      .split(' ')
      .filter((w) => w && w !== 'semicolon' && !COMMON.has(w));
  const clause = folded.slice(0, cut);
  return { place: words(0, start), names: words(start, cut), numbered: NUMBERED.test(clause), numerous: NUMEROUS.test(clause) };
}

/** Roman numerals and the ordinals that say them in a eulogy ("Eugénii Primi", "Pope Urban V", "Felix the First"). */
const ORDINALS: ReadonlyArray<readonly string[]> = [
  ['i', 'primi', 'primus', 'first'],
  ['ii', 'secundi', 'secundus', 'second'],
  ['iii', 'tertii', 'tertius', 'third'],
  ['iv', 'quarti', 'quartus', 'fourth'],
  ['v', 'quinti', 'quintus', 'quincti', 'fifth'],
  ['vi', 'sexti', 'sextus', 'sixth'],
  ['vii', 'septimi', 'septimus', 'seventh'],
  ['viii', 'octavi', 'octavus', 'eighth'],
  ['ix', 'noni', 'nonus', 'ninth'],
  ['x', 'decimi', 'decimus', 'tenth'],
];
const ORDINAL = new Map(ORDINALS.flatMap((set) => set.map((w) => [w, set[0]!] as const)));
/** Epithets a eulogy may leave out: "Romæ sancti Gregórii Primi" is Gregory the Great's ("Gregorius I Magnus"). */
const EPITHET = new Set(['magnus', 'magna', 'great', 'senior', 'iunior', 'elder', 'younger']);
const sameWord = (w: string, c: string, looseness: Looseness) => (ORDINAL.has(w) ? ORDINAL.get(w) === ORDINAL.get(c) : sameWordAcross(w, c, looseness));

/** The words of a name a clause must hold, kept per name (an import asks for them a million times). */
const WANTED = new Map<string, readonly string[]>();
function wordsOf(name: string): readonly string[] {
  let out = WANTED.get(name);
  if (!out) {
    const identifying = identifyingWords(name);
    // A name that is all honorific ("Sanctus Beatus", Saint Beatus of Vendôme) is its last word.
    out = (identifying.length > 0 ? identifying : foldText(name).split(' ').slice(-1))
      .map((w) => w.replace(/j/g, 'i'))
      // An epithet after the given name may be left out; a given name that is one is the name (Saint Magnus of Oderzo).
      .filter((w, i) => !COMMON.has(w) && (i === 0 || !EPITHET.has(w)));
    WANTED.set(name, out);
  }
  return out;
}

/** How a clause names a name: how many of its words it holds (a number left out is not), how many letter for letter. */
export interface NameMatch {
  words: number;
  exact: number;
}

/**
 * How the clause names `name`, or null: every identifying word of it (only the first, the given name, when
 * `givenOnly`), the given name among the names (after the honorific; the others may be the place, "Apud Júliam …
 * sancti Domníni" for "Sanctus Domninus Iuliam"), each word of the name a word of its own in the clause ("Jones" is
 * not the "John" of John Gualberto). The given name is compared as `given` says: letter for letter but for endings
 * and spelling (`strict`: `Thomæ` and `Thomas`; Theodota is not Theodorus), or more loosely (names-across-
 * languages.ts); the other words as across languages ("Ligório" is Liguori, "Júliam" Julia). A pope's number is
 * the word after the name, or absent from a clause that calls him pope (or king): "the holy Pope Clement" is
 * Clement I's, "Leónis Papæ Noni" not Leo IV's.
 */
export function nameMatch(opening: Opening, name: string, { given = 'prefix' as Looseness, givenOnly = false } = {}): NameMatch | null {
  const { place, names, numbered } = opening;
  const words = [...place, ...names];
  const all = wordsOf(name);
  const wanted = givenOnly ? all.slice(0, 1) : all;
  const used = new Set<string>();
  let matched = 0;
  let exact = 0;
  let after: string | undefined;
  // A name of numbers is matched word for word (CRMEDR's "Sancti IV et V" for Quartus and Quintus).
  const numeric = wanted[0] !== undefined && ORDINAL.has(wanted[0]);
  for (const [i, w] of wanted.entries()) {
    // A pope's or king's number is the word after the given name ("Pope Urban V", "Leónis Papæ Noni"), or is left
    // out where the clause has none and calls him pope or king ("the holy Pope Clement"; not "the holy Confessor
    // Leo" of Melun); another number is another person's ("Secundus, Anastasius").
    if (i > 0 && ORDINAL.has(w) && !numeric) {
      if (after !== undefined && ORDINAL.get(after) === ORDINAL.get(w)) matched += 1;
      else if (!numbered || words.some((c) => ORDINAL.has(c))) return null;
      continue;
    }
    const pool = i === 0 ? names : words;
    const at = pool.findIndex((c) => !used.has(c) && sameWord(w, c, i === 0 ? given : 'prefix'));
    if (at < 0) return null;
    used.add(pool[at]!);
    matched += 1;
    if (pool[at] === w) exact += 1;
    if (i === 0) after = names[at + 1];
  }
  return matched > 0 ? { words: matched, exact } : null;
}

/**
 * A group of the registry named by its place, no one's name: "Holy martyrs of Alexandria", "Many holy martyrs of
 * Pontus" (not a group of the calendar: the Holy Innocents).
 */
export const anonymousGroup = (s: { name: { en?: string }; feasts: readonly unknown[] }) =>
  s.feasts.length === 0 && /^(many |very many |the )?(holy|blessed)\b.*\b(martyrs|monks|virgins|soldiers|priests|confessors|brethren|brothers|women|men)\b/i.test(s.name.en ?? '');

/**
 * How the clause names an anonymous group, named by its place and number ("Holy martyrs of Alexandria", "Sancti
 * Quadraginta Milites Sebastem"), or null: a clause that commemorates saints by their number ("Alexandríæ
 * commemorátio sanctórum Mártyrum, qui …", "quadragínta mílitum"; not "Alexandríæ pássio sanctórum Cæreális,
 * Púpuli …"), every word of the name in it, the place before the honorific (not "At Rome, the holy martyrs Alexander
 * and Theodore").
 */
export function groupMatch(opening: Opening, name: string): NameMatch | null {
  const { place, names, numerous } = opening;
  if (!numerous) return null;
  const wanted = identifyingWords(name)
    .map((w) => w.replace(/j/g, 'i'))
    .filter((w) => !COMMON.has(w) && !GENERIC.test(w) && !NUMEROUS.test(w));
  const found = (pool: string[], w: string) => pool.find((c) => sameWordAcross(w, c, 'prefix'));
  if (wanted.length === 0 || !wanted.some((w) => found(place, w))) return null;
  return wanted.every((w) => found([...place, ...names], w)) ? { words: wanted.length, exact: 0 } : null;
}

/** Whether the clause names `name` (`nameMatch`). */
export function namesWithin(opening: Opening, name: string, options: { given?: Looseness; givenOnly?: boolean } = {}): boolean {
  return nameMatch(opening, name, options) !== null;
}

import { bareName } from './saint-draft.js';

/**
 * Proper names as opposed to celebration titles. A celebration title names a feast: Latin in the genitive
 * ("S. Thomæ de Aquino, presbyteri et Ecclesiæ doctoris": the Mass "of Saint Thomas"), abbreviated ("Ss." for
 * a joint feast), with the ranks of the persons after a comma ("Saint Thomas Aquinas, Priest and Doctor of the
 * Church"). A proper name is the nominative of the person ("Sanctus Thomas de Aquino", "Thomas Aquinas").
 */

/** Words that qualify a person in a celebration title (after a comma), in English, Latin and Italian. */
const RANK_WORD =
  /^(and\s+)?(priests?|bishops?|popes?|monks?|martyrs?|apostles?|archangels?|virgins?|doctors?|abbots?|abbess|deacons?|religious|hermits?|evangelists?|parents|missionar(y|ies)|presbyter[io]|presbyterorum|episcop[io]|episcoporum|papae|papæ|martyris|martyrum|virginis|virginum|doctoris|doctorum|abbatis|diaconi|religios[ai]|apostoli|apostolorum|evangelistae|evangelistæ|vescov[oi]|sacerdot[ei]|martir[ei]|vergin[ei]|dottor[ei]|papa|abate|apostol[oi])\b/i;

/** Latin and Italian openings that can only be the genitive of a celebration or an abbreviation of one. */
const GENITIVE_OPENING = /^(S\.|Ss\.|SS\.|Sanctorum|Beatorum|Sanctae|Sanctæ|Beatae|Beatæ)\s/;
/** Openings in the plural nominative: a group's name, never one person's. */
const PLURAL_OPENING: Record<string, RegExp> = {
  en: /^(saints|blessed martyrs|the holy)\b/i,
  la: /^(Sancti|Beati)\s+\S+\s+(et|ac)\s|^(Sancti|Beati|Sanctae|Sanctæ|Beatae|Beatæ)\s+martyres\b/,
  it: /^(Santi|Sante|Beati|Beate)\b/,
};
/** Openings of one person's name: never a group's ("Sanctus Ioannes Fisher" on John Fisher and Thomas More). */
const SINGULAR_OPENING: Record<string, RegExp> = {
  la: /^(Sanctus|Sancta|Beatus|Beata)\s/,
  it: /^(San|Santo|Santa|Sant['’]|Beato|Beata)\b/,
};

/** Plural honorifics of a group's Latin or Italian name ("Sancti Cosmas et Damianus", "Santi Cosma e Damiano"). */
const PLURAL_HONORIFIC: Record<string, RegExp> = { la: /^(Sancti|Sanctae|Sanctæ|Beati|Beatae|Beatæ)\s/, it: /^(Santi|Sante|Beati|Beate)\b/ };

/**
 * Whether a Latin or Italian name opens with the honorific of a person or a group, as a name does ("Sanctus Ioannes
 * Baptista") and a celebration's title need not ("Cathedra Sancti Petri", "Santissimo Nome di Gesù").
 */
export function opensWithHonorific(name: string, lang: 'la' | 'it'): boolean {
  return SINGULAR_OPENING[lang]!.test(name) || PLURAL_HONORIFIC[lang]!.test(name);
}

/**
 * Whether a Latin or Italian name can stand for a group: plural and naming more than one (a joining word, or a
 * plural noun); CRMEDR truncates some ("Santi Acíndino" for Acindynus and companions).
 */
export function namesSeveral(name: string, lang: 'la' | 'it'): boolean {
  if (SINGULAR_OPENING[lang]!.test(name)) return false;
  return JOINED[lang]!.test(name) || /\b(martyres|virgines|fratres|martiri|vergini|fratelli|sorelle)\b/i.test(name);
}

/** Joining words that make a name plural: "X and Y", "X and companions". */
const JOINED: Record<string, RegExp> = {
  // "Thérèse of the Child Jesus and the Holy Face" is one person: persons are joined by name, never "and the".
  en: /\s(and|&)\s(?!the\s)|\bcompanions\b/i,
  la: /\s(et|ac)\s|\bsoci(i|orum)\b/,
  it: /\s(e|ed)\s|\bcompagni\b/,
};

/** Why `name` (in `lang`) is a celebration title rather than a proper name; null when it is a proper name. */
export function celebrationTitleReason(name: string, lang: string): string | null {
  if (lang === 'la' && GENITIVE_OPENING.test(name)) return `Latin celebration title (genitive or abbreviated): "${name}"`;
  const parts = name.split(/,\s*/);
  if (parts.length > 1 && parts.slice(1).some((p) => RANK_WORD.test(p))) return `celebration title with ranks after a comma: "${name}"`;
  if (lang === 'en' && /^(saints?|st\.?|sts\.?|blessed)\s/i.test(name)) return `English name with an honorific: "${name}"`;
  return null;
}

/** Why `name` names several persons, when it stands on a single person's record; null otherwise. */
export function groupNameReason(name: string, lang: string): string | null {
  if (PLURAL_OPENING[lang]?.test(name)) return `plural name on one person: "${name}"`;
  if (JOINED[lang]?.test(name)) return `a group's name on one person: "${name}"`;
  return null;
}

/**
 * Why a group's name is not a proper name: the plural nominative is expected ("Sancti Cosmas et Damianus"); a
 * list of kinds of persons ("Holy Women, Virgins and Widows, Forty Martyrs of Heraclea") is a name, ranks closing
 * the name after a comma ("Cosmas and Damian, Martyrs") are a celebration's title.
 */
export function groupTitleReason(name: string, lang: string): string | null {
  if (lang === 'la' && (GENITIVE_OPENING.test(name) || /^Sanctorum|^Beatorum/.test(name))) return `Latin celebration title (genitive or abbreviated): "${name}"`;
  if (lang === 'en' && /^(saints?|st\.?|sts\.?)\s/i.test(name)) return `English name with an honorific: "${name}"`;
  if (SINGULAR_OPENING[lang]?.test(name)) return `one person's name on a group: "${name}"`;
  const parts = name.split(/,\s*/);
  if (parts.length > 1 && RANK_WORD.test(parts.at(-1)!) && !/\s(of|from)\s/i.test(parts.at(-1)!)) return `celebration title with ranks after a comma: "${name}"`;
  return null;
}

/** Whether a source name names several persons (a CRMEDR entry "Saints Cosmas and Damian"). */
export function namesAGroup(name: { en?: string; la?: string }): boolean {
  const en = name.en ?? '';
  return JOINED.en!.test(en) || PLURAL_OPENING.en!.test(en) || Boolean(name.la && JOINED.la!.test(name.la));
}

/**
 * The proper name of a group from its celebration title: the honorific and the ranks dropped, the persons kept.
 * "Saint Christopher Magallanes, Priest, and Companions, Martyrs" → "Christopher Magallanes and Companions";
 * "Saints Andrew Kim Tae-gŏn, Priest, Paul Chŏng Ha-sang and Companions, Martyrs" →
 * "Andrew Kim Tae-gŏn, Paul Chŏng Ha-sang and Companions".
 */
export function groupNameFromTitle(title: string): string {
  const [first, ...rest] = bareName(title).split(/,\s*/);
  let out = first ?? title;
  for (const part of rest) {
    if (RANK_WORD.test(part) || /^the\s|^parents\b/i.test(part)) continue;
    out += /^and\s/i.test(part) ? ` ${part}` : `, ${part}`;
  }
  return out.trim();
}

/**
 * The English proper name of a catalogue person: without an honorific, and for the Apostles and Evangelists with
 * the epithet by which they are known ("Thomas the Apostle", "Luke the Evangelist"): a bare "Thomas" says less
 * than the record is.
 */
export function personName(name: string, titles: readonly string[]): string {
  const [first, ...rest] = bareName(name).split(/,\s*/);
  const bare = [first, ...rest.filter((p) => !RANK_WORD.test(p))].join(', ');
  if (bare.includes(' ')) return bare;
  if (titles.includes('apostle')) return `${bare} the Apostle`;
  if (titles.includes('evangelist')) return `${bare} the Evangelist`;
  return bare;
}

const ID_RANKS = /_(priests?|bishops?|martyrs?|virgins?|religious|abbots?|abbess|popes?|deacons?|monks?|hermits?|apostles?|evangelists?)$/;
const LOWER = new Set(['of', 'the', 'de', 'del', 'della', 'la', 'le', 'da', 'di', 'du', 'von', 'van', 'and']);

/** A catalogue id as a name: `cyprian_of_carthage_bishop` → "Cyprian of Carthage". */
export function nameFromId(id: string): string {
  let base = id;
  while (ID_RANKS.test(base)) base = base.replace(ID_RANKS, '');
  return base
    .split('_')
    .map((w, i) => (i > 0 && LOWER.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/**
 * Whether a catalogue name belongs to its id: some identifying word of the name begins like a word of the id.
 * romcal's catalogue names `cyprian_of_carthage_bishop` "Cornelius" and `adelphus_of_metz_bishop` "Adolph
 * Kolping" (copied from a neighbouring entry): such a name would merge two persons.
 */
export function nameFitsId(name: string, id: string): boolean {
  const idWords = id.split('_');
  const words = foldName(name).filter((w) => w.length > 2 && !['saint', 'saints', 'blessed', 'the', 'and'].includes(w));
  return words.length === 0 || words.some((w) => idWords.some((i) => i.startsWith(w.slice(0, 4)) || w.startsWith(i.slice(0, 4))));
}

const foldName = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

import { type Opening, anonymousGroup, groupMatch, nameMatch, openingWords } from './eulogy-subject.js';
import { type Looseness, sameGivenName } from './names-across-languages.js';
import { opensWithHonorific } from './proper-names.js';
import { deathDay } from './date-fact.js';
import { type SaintDraft, mmdd } from './saint-draft.js';
import type { MartyrologyFile } from './source-types.js';
import { EULOGIES_BY_GIVEN_NAME } from './eulogies-by-given-name.js';

export const EULOGY_EDITION = 'Roman Martyrology as in force under the 1960 rubrics (Divinum Officium text)';

type Lang = 'en' | 'la';
const LANGS = ['en', 'la'] as const;

interface Eulogy {
  text: string;
  /** The words of its opening clause, where its saints are named (eulogy-subject.ts). */
  opening: Opening;
}

const RANK_ORDER = ['solemnity', 'feast of the Lord', 'feast', 'memorial', 'optional memorial', 'commemoration'];

/**
 * The English text runs some eulogies together on one line ("At Cordova, the holy martyr Sandalus, (who …) Upon the
 * same day, … holy Aigulphus"): a sentence that opens as a eulogy opens ("Upon the same day", "Likewise", "At" or "In"
 * and a place) starts a eulogy of its own, so each saint is looked for in his own opening clause.
 */
const NEXT_EULOGY = /(?<=[.)\]]) (?=(?:Upon|On) the same day|The same day|Likewise|Also\b|(?:At|In) (?!the |length|this |that |his |her |their )[A-Z])/;

function indexDays(file: MartyrologyFile, lang: Lang): Map<string, Eulogy[]> {
  const out = new Map<string, Eulogy[]>();
  for (const d of file.days) {
    const texts = lang === 'en' ? d.entries.flatMap((e) => e.split(NEXT_EULOGY)) : d.entries;
    out.set(mmdd(d.month, d.day), texts.map((text) => ({ text, opening: openingWords(text, lang) })));
  }
  return out;
}

/** A name to look for, compared letter for letter with a text in its own language, more loosely `across` languages. */
interface Named {
  name: string;
  across: boolean;
  /** The name of an anonymous group, by its place and number (eulogy-subject.ts `groupMatch`). */
  anonymous?: boolean;
}


/**
 * How loosely a name's given name is compared: across languages by a stem that goes on ("Peter", "Petri"), except a
 * Latin name in the English text, which is the registry's spelling of the English name ("Sanctus Hugo Lincolniae")
 * and goes on only by a declension (Victorinus is not "the holy soldier Victor", nor Ursicinus "Ursicius").
 */
const looseness = ({ across }: Named, lang: Lang, close: boolean): Looseness => (across ? (lang === 'en' ? 'close' : 'prefix') : close ? 'close' : 'strict');

/**
 * The names a record is looked for by in each language's text. The registry's Latin is its surest name; its English
 * is another person's on some entries ("Saint Peter" for Pope Eugene I, buried at Saint Peter's), so an English
 * name whose given name is not the Latin's is not looked for. The Latin names are looked for in the English text
 * too, across languages: their other words tell namesakes apart ("Sanctus Hugo Lincolniae": "holy Hugh, Bishop of
 * Lincoln").
 */
function namesOf(s: SaintDraft): Record<Lang, Named[]> {
  // A day's heading names its feast in Latin ("Conversio Sancti Pauli"): only a person's name, after an honorific.
  const latin = [...new Set([s.name.la, ...s.martyrology.map((m) => m.name.la)])].filter((n): n is string => !!n && opensWithHonorific(n, 'la'));
  // A pope's or king's number, which the English name may leave out ("Leo the Great", "Sanctus Leo I"), is looked for
  // too.
  const number = latin.map((la) => / ([IVX]+)$/.exec(la)?.[1]).find((n) => n !== undefined);
  const en = number && !/ [IVX]+$/.test(s.name.en) ? `${s.name.en} ${number}` : s.name.en;
  const english = latin.length === 0 || latin.some((la) => sameGivenName(s.name.en, la)) ? [en] : [];
  const anonymous = anonymousGroup(s);
  const as = (names: string[], across: boolean) => names.map((name) => ({ name, across, anonymous }));
  return {
    en: [...as(english, false), ...as(latin, true)],
    la: latin.length > 0 ? as(latin, false) : as(english, true),
  };
}

/**
 * How well a eulogy's opening clause names the record: the number of words of the longest of its names that it holds
 * every word of ("Athanasius Hierosolymitani" 2, "Athanasius" 1), a tenth more for each word spelled as the name
 * spells it (the holy martyr "Marcian" is Marcian's, not Marciana's), 0 when it holds none whole. A given name alone
 * does not do: "Petri Maviméni" is not Peter Damian, nor "Andréæ Corsíni" André Bessette.
 */
function score(e: Eulogy, names: readonly Named[], lang: Lang, close: boolean): number {
  const scores = names.flatMap((n) => {
    const byName = nameMatch(e.opening, n.name, { given: looseness(n, lang, close) });
    // An anonymous group is named by its place in a clause that names no one, which counts for more than its name
    // read as a person's ("At Rome, the holy martyrs Alexander" is not "Sancta Alexandria", the martyrs of Alexandria).
    const byPlace = n.anonymous ? groupMatch(e.opening, n.name) : null;
    return [byName ? byName.words + byName.exact / 10 : 0, byPlace ? byPlace.words + 0.5 : 0];
  });
  return Math.max(0, ...scores);
}

/** The days to search, the saint's highest celebration first: Peter's eulogy is of 29 June, not of his Chair. */
function daysOf(s: SaintDraft): string[] {
  const days = new Set<string>();
  for (const f of [...s.feasts].sort((a, b) => RANK_ORDER.indexOf(a.rank) - RANK_ORDER.indexOf(b.rank))) if (f.date) days.add(f.date);
  const death = deathDay(s.died);
  if (death) days.add(death);
  for (const m of s.martyrology) days.add(m.date);
  return [...days];
}

interface Claim {
  saint: SaintDraft;
  score: number;
}

/** The one eulogy of the day that names the saint best, if one does better than every other. */
function bestOf(eulogies: readonly Eulogy[], names: readonly Named[], lang: Lang, close: boolean): { eulogy: Eulogy; score: number } | null {
  const scored = eulogies.map((eulogy) => ({ eulogy, score: score(eulogy, names, lang, close) })).filter((x) => x.score > 0);
  const top = Math.max(0, ...scored.map((x) => x.score));
  const best = scored.filter((x) => x.score === top);
  return best.length === 1 ? best[0]! : null;
}

interface Found {
  day: string;
  found: Partial<Record<Lang, { eulogy: Eulogy; score: number }>>;
}

/**
 * The first day, in the order given, whose eulogies name the saint in either language, with the eulogy of each
 * language that does so. A record made from celebrations (the Virgin Mary) is named in others' eulogies ("Servórum
 * beátæ Maríæ Vírginis"): only the eulogy that announces its day's feast, the first, can be its own.
 */
function pick(days: readonly string[], texts: Record<Lang, Map<string, Eulogy[]>>, names: Record<Lang, Named[]>, own: boolean, close: boolean): Found | null {
  // A name spelled otherwise than the source spells it ("Mamántis" for Mamas) counts for less than one spelled alike.
  const best = (lang: Lang, day: string, loose: boolean) => {
    const pool = texts[lang].get(day) ?? [];
    const found = bestOf(own ? pool.slice(0, 1) : pool, names[lang], lang, loose);
    return found && loose ? { ...found, score: found.score - 0.5 } : found;
  };
  for (const day of days) {
    const found: Found['found'] = {};
    for (const lang of LANGS) {
      const b = best(lang, day, close);
      if (b) found[lang] = b;
    }
    if (!found.en && !found.la) continue;
    // The day found, the other language's eulogy of that day may name the saint spelled otherwise.
    for (const lang of LANGS) {
      const b = found[lang] ? null : best(lang, day, true);
      if (b) found[lang] = b;
    }
    return { day, found };
  }
  return null;
}

/**
 * A eulogy that names the saint by the given name alone, by the reviewed table (eulogies-by-given-name.ts): the Latin
 * given name of the record's entry ("Sanctus Theophanes" of "Sanctus Theophanes Chronographus"), on the row's day only.
 */
function byGivenName(s: SaintDraft, texts: Record<Lang, Map<string, Eulogy[]>>): Found | null {
  for (const m of s.martyrology) {
    const row = EULOGIES_BY_GIVEN_NAME[m.id];
    const given = m.name.la && /^(\S+ \S+)/.exec(m.name.la)?.[1];
    if (!row || !given || !opensWithHonorific(given, 'la')) continue;
    const names: Record<Lang, Named[]> = { en: [{ name: given, across: true }], la: [{ name: given, across: false }] };
    const found = pick([row.day], texts, names, false, false) ?? pick([row.day], texts, names, false, true);
    if (found) return found;
  }
  return null;
}

const related = (a: SaintDraft, b: SaintDraft) => a.members.includes(b) || b.members.includes(a) || a.memberOf.some((g) => b.memberOf.includes(g));

/**
 * A eulogy two records claim by the same name (two Domninuses of one day, "the holy martyr Domninus") is the one's
 * that names it better ("Apud Júliam … sancti Domníni" is Domninus of Julia's), or neither's; records named
 * differently share it rightly ("the holy martyrs Vitalis, Felicula and Zeno"), as do a group and its members.
 */
function settle(claims: readonly Claim[]): Claim[] {
  const namesakes = (a: SaintDraft, b: SaintDraft) => a !== b && !related(a, b) && sameGivenName(a.name.la ?? a.name.en, b.name.la ?? b.name.en);
  return claims.filter((c) => claims.every((o) => !namesakes(c.saint, o.saint) || c.score > o.score));
}

/**
 * Finds a saint's eulogy in the daily Martyrology text. The text follows the pre-1969 calendar and has no ids, so
 * only the days the saint is tied to are searched (feasts, death, the 2004 registry's days), and only a eulogy that
 * names the saint where it names its own saints, in its opening clause, is taken: "sancti Juliáni Mónachi, cujus
 * præclára gesta sanctus Ephræm Diáconus scripsit" is not Ephrem's. Each language is matched on its own, on the
 * same day; no match is better than a wrong one.
 */
export function matchEulogies(saints: SaintDraft[], en: MartyrologyFile, la: MartyrologyFile): number {
  const texts: Record<Lang, Map<string, Eulogy[]>> = { en: indexDays(en, 'en'), la: indexDays(la, 'la') };
  const claims = new Map<Eulogy, Claim[]>();
  const chosen = new Map<SaintDraft, Found>();
  for (const s of saints) {
    const own = s.madeFromCelebrations;
    const names = own ? { en: [], la: s.name.la ? [{ name: s.name.la, across: false }] : [] } : namesOf(s);
    // The saint named as the registry spells the name, on any day, before a name spelled otherwise ("Mamántis").
    const found = pick(daysOf(s), texts, names, own, false) ?? pick(daysOf(s), texts, names, own, true) ?? (own ? null : byGivenName(s, texts));
    if (!found) continue;
    chosen.set(s, found);
    // A claim is as strong as the day's best: "Apud Júliam … sancti Domníni" makes the English "the holy martyr
    // Domninus" of that day the Domninus of Julia's rather than another Domninus's.
    const score = Math.max(...Object.values(found.found).map((f) => f.score));
    for (const { eulogy } of Object.values(found.found)) claims.set(eulogy, [...(claims.get(eulogy) ?? []), { saint: s, score }]);
  }
  let matched = 0;
  for (const [s, { day, found }] of chosen) {
    const keep = (lang: Lang) => {
      const e = found[lang]?.eulogy;
      return e && settle(claims.get(e)!).some((c) => c.saint === s) ? { [lang]: e.text } : {};
    };
    const kept: { en?: string; la?: string } = { ...keep('en'), ...keep('la') };
    if (!kept.en && !kept.la) continue;
    s.eulogy = { date: day, edition: EULOGY_EDITION, ...kept };
    s.provenance.add('divinumOfficium');
    matched += 1;
  }
  return matched;
}

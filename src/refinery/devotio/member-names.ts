import type { SaintDraft } from './saint-draft.js';

/**
 * The Latin and Italian names of a group's members, read from the group's own name in the 2004 registry, when a
 * member has none of its own: "Sancti Cosmas et Damianus" gives Damian "Sanctus Damianus", "Santi Cosma e
 * Damiano" gives "San Damiano". The persons are matched by position with the English name ("Cosmas and
 * Damian"); when the counts differ nothing is taken. The singular honorific follows the group's: a group of
 * women ("Sanctae …", "Sante …") gives women's; in a mixed or men's group a Latin first name in -a is a woman's
 * (Anna, Martha: the masculine names of the first declension end in -as, Barnabas, Lucas). Italian men's names
 * also end in -a (Cosma, Luca, Andrea), so an Italian name is given only when the Latin has settled the sex.
 */
const PLURAL: Record<'la' | 'it', RegExp> = {
  la: /^(Sancti|Sanctae|Sanctæ|Beati|Beatae|Beatæ)\s+(martyres\s+)?/,
  it: /^(Santi|Sante|Beati|Beate)\s+(martiri\s+)?/,
};
const JOIN: Record<'la' | 'en' | 'it', RegExp> = { la: /\s+et\s+|,\s*/, en: /\s+and\s+|,\s*/, it: /\s+e\s+|,\s*/ };
const UNNAMED = /^(socii|companions|compagni|sociae)$/i;

/** Words that count in a name: linking words and hyphens aside ("Basil the Great" and "Basilius Magnus": two). */
const LINKING = new Set(['the', 'of', 'de', 'di', 'da', 'a', 'von', 'van', 'la', 'le', 'du', 'del', 'della', 'd']);
const wordCount = (name: string) => name.split(/[\s\-’']+/).filter((w) => w && !LINKING.has(w.toLowerCase())).length;

/** The member's English name as the group's names it: "Peter the Apostle" is "Peter" in "Peter and Paul". */
const inGroup = (name: string) => name.replace(/ the (Apostle|Evangelist)$/, '');

function parts(name: string, lang: 'la' | 'en' | 'it'): string[] {
  return name.split(JOIN[lang]).map((p) => p.trim()).filter((p) => p && !UNNAMED.test(p));
}

/** Whether the person is a woman: from the group's opening, the member's Latin name, or its Latin first name. */
function isWoman(opening: string, member: SaintDraft, latinPart: string | undefined): boolean | null {
  if (/^(Sanctae|Sanctæ|Beatae|Beatæ|Sante|Beate)$/.test(opening)) return true;
  const la = member.name.la;
  if (la) return /^(Sancta|Beata)\s/.test(la);
  return latinPart ? /a$/.test(latinPart.split(' ')[0]!) : null;
}

function honorific(lang: 'la' | 'it', woman: boolean, person: string, blessed: boolean): string {
  if (lang === 'la') return blessed ? (woman ? 'Beata' : 'Beatus') : woman ? 'Sancta' : 'Sanctus';
  if (blessed) return woman ? 'Beata' : 'Beato';
  if (/^[aeiou]/i.test(person)) return 'Sant’';
  if (woman) return 'Santa';
  return /^(s[^aeiou]|z|gn|ps|x)/i.test(person) ? 'Santo' : 'San';
}

export function nameMembersFromGroups(saints: readonly SaintDraft[]): number {
  let named = 0;
  for (const g of saints) {
    if (g.kind !== 'group' || g.members.length === 0) continue;
    const en = parts(g.name.en, 'en');
    for (const lang of ['la', 'it'] as const) {
      const m = g.name[lang] ? PLURAL[lang].exec(g.name[lang]!) : null;
      if (!m) continue;
      const local = parts(g.name[lang]!.slice(m[0].length), lang);
      if (local.length !== en.length) continue;
      const latin = lang === 'la' ? local : null;
      for (const member of g.members) {
        const i = en.indexOf(inGroup(member.name.en));
        if (i < 0 || member.name[lang]) continue;
        const person = local[i]!;
        // A part that does not name the person word for word is not taken ("Paulus Simon", "Paolo Apostoli").
        if (wordCount(person) !== wordCount(en[i]!)) continue;
        const woman = isWoman(m[1]!, member, latin?.[i]);
        if (woman === null) continue;
        const title = honorific(lang, woman, person, member.canonization === 'blessed');
        member.name[lang] = title.endsWith('’') ? `${title}${person}` : `${title} ${person}`;
        named += 1;
      }
    }
  }
  return named;
}

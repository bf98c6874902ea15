import { anonymousGroup, groupMatch, namesWithin, openingWords } from './eulogy-subject.js';
import { latinVerdict, sameGivenName } from './names-across-languages.js';
import { SAME_PERSON_ENTRIES } from './same-person-entries.js';
import { deathDay } from './date-fact.js';

/**
 * A check of the joins the import made by name, over the records it wrote: a eulogy of the 1960 Martyrology and the
 * 2004 registry's entries are joined to a saint's record by names and days (the sources share no key), and a join
 * that looks wrong is flagged here for a person to judge. Flags are suspicions, not defects: the import does not
 * fail on them; `lumen data report devotio` lists them and test/integration/devotio/eulogy-joins.test.ts keeps
 * their number down.
 */

export type JoinRule = 'eulogy-subject' | 'eulogy-shared' | 'entry-off-day' | 'entry-latin-name' | 'entry-same-day';

export const JOIN_RULES: Record<JoinRule, string> = {
  'eulogy-subject': "a eulogy whose opening clause (up to its first relative pronoun, kinship or end of sentence: who, sister of, qui, cujus …) does not name the saint by the given name of any of the record's names",
  'eulogy-shared': 'one eulogy text on two records of one given name (namesakes) that are not a group and its member',
  'entry-off-day': "a registry entry of a calendar saint's record on none of the saint's feast days nor the day of death",
  'entry-latin-name': "a registry entry whose Latin given name is not the record's (its English name may be: CRMEDR's English is another's on some entries)",
  'entry-same-day': 'two registry entries of one day on one record (the Martyrology names a saint once a day)',
};

export interface JoinFlag {
  slug: string;
  rule: JoinRule;
  /** The join: `eulogy.en`, `eulogy.la` or a registry entry id. */
  join: string;
  detail: string;
}

type Names = { en?: string; la?: string; it?: string };

/** A saint record as written (saint-doc.ts), the fields the audit reads. */
export interface AuditedSaint {
  slug: string;
  kind: 'person' | 'group';
  name: Names;
  died: { date: string } | null;
  feasts: Array<{ calendar: string; date: string | null; celebration: { name: { la?: string } } }>;
  martyrology: Array<{ id: string; date: string; name: Names }>;
  eulogy: { date: string; en?: string; la?: string } | null;
  members: Array<{ slug: string }>;
  member_of: Array<{ slug: string }>;
  provenance: Array<{ source: string }>;
}

const related = (a: AuditedSaint, b: AuditedSaint) =>
  a.members.some((m) => m.slug === b.slug) || b.members.some((m) => m.slug === a.slug) || a.member_of.some((g) => b.member_of.some((h) => h.slug === g.slug));

/** Every name of the record and of its registry entries, in any language. */
const allNames = (s: AuditedSaint) => [s.name.en, s.name.la, ...s.martyrology.flatMap((m) => [m.name.en, m.name.la])].filter((n): n is string => !!n);

function eulogyFlags(s: AuditedSaint): JoinFlag[] {
  const out: JoinFlag[] = [];
  for (const lang of ['en', 'la'] as const) {
    const text = s.eulogy?.[lang];
    if (!text) continue;
    const words = openingWords(text, lang);
    // An anonymous group is named by its place ("Alexandríæ commemorátio sanctórum Mártyrum") or by its name.
    const named = (n: string) => (anonymousGroup(s) && groupMatch(words, n) !== null) || namesWithin(words, n, { given: 'close', givenOnly: true });
    if (!allNames(s).some(named)) {
      out.push({ slug: s.slug, rule: 'eulogy-subject', join: `eulogy.${lang}`, detail: `${s.eulogy!.date}: "${text.slice(0, 90)}…"` });
    }
  }
  return out;
}

function sharedEulogies(saints: readonly AuditedSaint[]): JoinFlag[] {
  const byText = new Map<string, AuditedSaint[]>();
  for (const s of saints) for (const t of [s.eulogy?.en, s.eulogy?.la]) if (t) byText.set(t, [...(byText.get(t) ?? []), s]);
  const out: JoinFlag[] = [];
  for (const [text, holders] of byText) {
    for (const s of holders) {
      // Saints named side by side share their eulogy rightly ("the holy martyrs Vitalis, Felicula and Zeno").
      const others = holders.filter((o) => o !== s && !related(s, o) && sameGivenName(o.name.la ?? o.name.en ?? '', s.name.la ?? s.name.en ?? ''));
      if (others.length > 0) {
        const lang = s.eulogy?.en === text ? 'en' : 'la';
        out.push({ slug: s.slug, rule: 'eulogy-shared', join: `eulogy.${lang}`, detail: `also on ${others.map((o) => o.slug).join(', ')}` });
      }
    }
  }
  return out;
}

/** A record of romcal's catalogue or of a calendar, which registry entries joined (else it is made of its one entry). */
const joinedByName = (s: AuditedSaint) => s.feasts.length > 0 || s.martyrology.length > 1 || s.provenance.some((p) => p.source.startsWith('romcal'));

function entryFlags(s: AuditedSaint): JoinFlag[] {
  const out: JoinFlag[] = [];
  if (!joinedByName(s)) return out;
  const feastDays = new Set(s.feasts.map((f) => f.date).filter((d): d is string => d !== null));
  const days = new Set(feastDays);
  const titles = s.feasts.filter((f) => f.calendar === 'general-roman').map((f) => f.celebration.name.la).filter((t): t is string => !!t);
  const death = deathDay(s.died);
  if (death) days.add(death);
  for (const [i, m] of s.martyrology.entries()) {
    const before = s.martyrology.slice(0, i).find((o) => o.date === m.date);
    if (before) out.push({ slug: s.slug, rule: 'entry-same-day', join: m.id, detail: `${m.date}, with ${before.id}` });
    // A record known only from the registry is made of its entries: its days are theirs.
    if (feastDays.size > 0 && !days.has(m.date)) out.push({ slug: s.slug, rule: 'entry-off-day', join: m.id, detail: `${m.date}, feasts ${[...feastDays].join(', ')}` });
    const la = m.name.la;
    // A join of the table of same persons was reviewed by hand, with its reason (Josemaría is "Iosephus Maria").
    if (!SAME_PERSON_ENTRIES[m.id] && latinVerdict(s.name.en ?? '', titles, la) === 'other') {
      const misnamed = m.name.en && !sameGivenName(m.name.en, la!) ? ` (its English "${m.name.en}" is another's)` : '';
      out.push({ slug: s.slug, rule: 'entry-latin-name', join: m.id, detail: `"${la}" is not "${s.name.en}"${misnamed}` });
    }
  }
  return out;
}

/** The flags of every record, in the records' order, eulogies before entries. */
export function auditJoins(saints: readonly AuditedSaint[]): JoinFlag[] {
  const shared = sharedEulogies(saints);
  return saints.flatMap((s) => [...eulogyFlags(s), ...shared.filter((f) => f.slug === s.slug), ...entryFlags(s)]);
}

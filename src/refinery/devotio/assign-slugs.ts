import { foldText } from '../../platform/text/fold-text.js';
import type { SaintDraft } from './saint-draft.js';
import { sameWordAcross } from './names-across-languages.js';

/** Letters that Unicode does not decompose to a Latin base letter, spelled as the Latin alphabet spells them. */
const LETTERS: Record<string, string> = { ł: 'l', đ: 'd', ð: 'd', ø: 'o', ı: 'i', þ: 'th', ħ: 'h', ŋ: 'ng', ʻ: '', ʼ: '' };

/**
 * `Achilleus Puchała` → `achilleus-puchala`: folded text in the ASCII letters, digits and hyphens a slug is made of
 * (the API accepts no other), so every record can be asked for by its slug.
 */
export function slugify(input: string): string {
  return foldText(input)
    .replace(/[^\x00-\x7f]/g, (c) => LETTERS[c] ?? '')
    .replace(/[^a-z0-9 ]+/g, '')
    .trim()
    .replace(/ +/g, '-');
}

/** The subject part of a CRMEDR id: `mr:0128-thomas-de-aquino` → `thomas-de-aquino`. */
export const crmedrSubject = (id: string) => id.replace(/^mr:\d{4}-/, '');


/** The stem by which a Latin or vernacular spelling of a name is known as the same name: Teresia and Teresa. */
const stem = (w: string) => w.replace(/j/g, 'i').replace(/y/g, 'i').replace(/ph/g, 'f').slice(0, 4);

/** The Latin of "and companions" (`et socii`), which a group's English says already or which tells no group apart. */
const COMPANIONS = new Set(['et', 'socii']);

/**
 * Words of `extra` that are not already in `base`, not even in another spelling or language, so a qualifier never
 * repeats the name (`thomas-thomas`, `teresa-teresia`, `john-ioannes`) nor adds the Latin of "and companions"
 * (`-et-socii`).
 */
export function qualify(base: string, extra: string): string | null {
  const baseWords = base.split('-');
  const have = new Set(baseWords);
  const stems = new Set(baseWords.filter((w) => w.length >= 4).map(stem));
  const named = (w: string) => have.has(w) || (w.length >= 4 && stems.has(stem(w))) || baseWords.some((b) => sameWordAcross(b, w, 'strict'));
  // Digits in a CRMEDR subject are its own counter (`mr:0408-dionysius-2`), not a part of the name.
  const words = slugify(extra)
    .split('-')
    .filter((w) => w && !/^\d+$/.test(w) && !COMPANIONS.has(w) && !named(w));
  return words.length > 0 ? `${base}-${words.join('-')}` : null;
}

/** The day a record is first kept (a feast, else its martyrology day), as `MM-DD`. */
function firstDay(s: SaintDraft): string | null {
  return s.feasts.find((f) => f.date)?.date ?? s.martyrology[0]?.date ?? null;
}

const ofTheCalendar = (s: SaintDraft) => s.feasts.some((f) => f.calendar === 'general-roman');

/**
 * Records of the martyrology that keep the bare given name although a saint of the calendar bears it too, because
 * the name means them: Christopher is the martyr of 25 July (a feast of the calendar until 1969), not Christopher
 * Magallanes, whose memorial the calendar keeps.
 */
export const BARE_NAME_KEPT: ReadonlySet<string> = new Set(['mr:0725-christophorus']);

function candidates(s: SaintDraft, base: string, shared: boolean, calendarGiven: ReadonlySet<string>): string[] {
  const out: string[] = [];
  // The calendar's saints and groups keep the bare name; namesakes known only from the martyrology are qualified,
  // and so is one whose one-word name is the given name of a saint of the calendar: a reader means Teresa of Ávila by
  // `teresa`, not the Teresa of 17 June, and Luke the Evangelist by `luke` (docs/devotio.md "Slugs").
  const calendar = s.romcalId !== null || ofTheCalendar(s);
  const givenOfTheCalendar = !base.includes('-') && calendarGiven.has(base) && !s.martyrology.some((m) => BARE_NAME_KEPT.has(m.id));
  if (calendar || (!shared && !givenOfTheCalendar)) out.push(base);
  // A catalogue id names the person more fully (`john_of_the_cross_priest`); a CRMEDR subject gives the Latin name.
  if (s.romcalId) out.push(qualify(base, s.romcalId.replace(/_(priests?|bishops?|martyrs?|virgins?|religious|abbots?|abbess|popes?|deacons?|hermits?|monks?)$/g, '')) ?? '');
  for (const m of s.martyrology) out.push(qualify(base, crmedrSubject(m.id).replace(/-/g, ' ')) ?? '');
  const day = firstDay(s);
  if (day) out.push(`${base}-${day}`);
  return out.filter((c) => c.length > 0);
}

/**
 * Gives every record its slug, once all sources are merged: the English name (`thomas-aquinas`); when several
 * records share a name, the calendar's saint keeps it, and the others are told apart by what the sources know
 * (the Latin subject of their martyrology entry, then their day: `thomas-11-26`). A counter is the last resort.
 * The order of `saints` is the order of the sources, so slugs are the same for the same sources. A `reserved` slug
 * (a former slug, which leads to the record that had it: former-slugs.ts) is given to no record, so that an old link
 * never comes to name someone else.
 */
export function assignSlugs(saints: readonly SaintDraft[], reserved: Iterable<string> = []): void {
  const bases = saints.map((s) => slugify(s.name.en) || 'saint');
  const count = new Map<string, number>();
  for (const b of bases) count.set(b, (count.get(b) ?? 0) + 1);
  const used = new Set<string>(reserved);
  // The given names of the calendar's saints whose names are longer (`teresa` of `teresa-of-jesus-of-avila`).
  const calendarGiven = new Set(saints.flatMap((s, i) => (ofTheCalendar(s) && bases[i]!.includes('-') ? [bases[i]!.split('-')[0]!] : [])));
  saints.forEach((s, i) => {
    const base = bases[i]!;
    const options = candidates(s, base, count.get(base)! > 1, calendarGiven);
    let slug = options.find((c) => !used.has(c));
    if (!slug) {
      const last = options.at(-1) ?? base;
      for (let n = 2; !slug; n += 1) if (!used.has(`${last}-${n}`)) slug = `${last}-${n}`;
    }
    used.add(slug);
    s.slug = slug;
  });
}

/** Folded words of a name, for slug checks. */
export const nameTokens = (name: string) => foldText(name).split(' ').filter(Boolean);

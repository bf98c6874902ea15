import { nameFitsId, nameFromId } from './proper-names.js';
import type { SaintDraft } from './saint-draft.js';

/**
 * romcal's catalogue names some persons by a bare first name that another of its persons also bears:
 * `isidore_the_farmer` and `isidore_of_seville_bishop` are both "Isidore" (`eucherius_of_lyon_bishop` was
 * "Eucharius" like `eucharius_of_trier_bishop`, a slip corrected before this step: romcal-corrections.ts). A reader
 * cannot tell them apart, and a feast or a registry entry named "Saint Isidore" cannot be given to the right one.
 * The catalogue's id names them more fully, so each that the General Roman Calendar does not celebrate takes the
 * id's name ("Isidore the Farmer", "Benedict of Skalka", "Henry of Finland"), and the one the calendar celebrates
 * keeps the name the calendar gives it ("Isidore", the Doctor of 4 April). Namesakes none of whom the calendar
 * celebrates keep their names: no one of them is the name's bearer, and their slugs tell them apart. Returns the
 * records renamed.
 */
export function nameNamesakesFromIds(saints: readonly SaintDraft[]): SaintDraft[] {
  const byName = new Map<string, SaintDraft[]>();
  for (const s of saints) {
    if (s.kind !== 'person' || !s.romcalId || s.madeFromCelebrations || /\s/.test(s.name.en)) continue;
    byName.set(s.name.en, [...(byName.get(s.name.en) ?? []), s]);
  }
  const renamed: SaintDraft[] = [];
  for (const same of byName.values()) {
    const inCalendar = (s: SaintDraft) => s.feasts.some((f) => f.calendar === 'general-roman');
    if (same.length < 2 || !same.some(inCalendar)) continue;
    for (const s of same) {
      if (inCalendar(s)) continue;
      const fuller = nameFromId(s.romcalId!);
      if (!fuller.includes(' ') || !nameFitsId(s.name.en, s.romcalId!)) continue;
      s.name.en = fuller;
      renamed.push(s);
    }
  }
  for (const s of saints) if (givenNameOfTheEminent(s, saints)) renamed.push(s);
  return renamed;
}

/**
 * A person of the catalogue named by a bare given name that is the given name of the Virgin Mary or of an Apostle or
 * Evangelist, whom the sources name more fully ("Virgin Mary", "Peter the Apostle"): romcal names Peter the Exorcist
 * (with Marcellinus, 2 June) "Peter" and Mary of Bethany (with Martha and Lazarus, 29 July) "Mary", so the bare name,
 * and the slug made from it (`/saints/peter`, `/saints/mary`), meant them rather than the saint every reader means by
 * it. Such a person takes the id's fuller name ("Peter the Exorcist", "Mary of Bethany"). Other bare names of the
 * calendar (Anthony, the Abbot; Vincent, the deacon) are the Calendar's own names of those saints and stay.
 */
function givenNameOfTheEminent(s: SaintDraft, saints: readonly SaintDraft[]): boolean {
  if (s.kind !== 'person' || !s.romcalId || s.madeFromCelebrations || /\s/.test(s.name.en)) return false;
  const given = s.name.en;
  const eminent = (o: SaintDraft) =>
    o.kind === 'person' &&
    ((o.madeFromCelebrations && o.name.en === `Virgin ${given}`) || (o.name.en.startsWith(`${given} `) && o.titles.some((t) => t === 'apostle' || t === 'evangelist')));
  const fuller = nameFromId(s.romcalId);
  if (!saints.some((o) => o !== s && eminent(o)) || !fuller.includes(' ') || !nameFitsId(given, s.romcalId)) return false;
  s.name.en = fuller;
  return true;
}

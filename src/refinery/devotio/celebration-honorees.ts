import type { BuildContext } from '../dataset-builder.js';
import { type SaintDraft, emptyDraft } from './saint-draft.js';
import type { RomcalPerson } from './source-types.js';
import { celebratesTheVirginMary, virginMaryDraft } from './virgin-mary.js';

/**
 * Catalogue entries of a celebration of a saint whom the catalogue also has as a person, under a name that does not
 * say so: "Joseph the Worker" (1 May, instituted by Pius XII in 1955) is Saint Joseph, the spouse of the Blessed
 * Virgin Mary (19 March). An entry gone from the source is reported, so that the table is pruned on purpose.
 */
export const CELEBRATIONS_OF_A_PERSON: Readonly<Record<string, string>> = {
  joseph_the_worker: 'joseph_spouse_of_mary',
};

/** An event of a saint's life kept as a celebration: "The Conversion of Saint Paul the Apostle". */
const EVENT_OF_A_SAINT = /^(?:The )?(\w+) of Saint (.+)$/;

export interface CelebrationHonorees {
  /** The record a catalogue id celebrates; null for a celebration of no one saint (the Lord, a church, All Saints). */
  resolve(id: string): SaintDraft | null;
  /** Records made here (the Virgin Mary, John the Baptist), in the order they were made. */
  readonly made: SaintDraft[];
}

/**
 * Resolves romcal catalogue ids to the records of the persons they celebrate, so that one person has one record with
 * all their celebrations: a person's own entry to its record; an entry of a celebration of Our Lady to the Virgin
 * Mary's (virgin-mary.ts); an event of a saint's life ("Chair of Saint Peter the Apostle", "The Nativity of Saint
 * John the Baptist") to the record of the saint it names, made from it when the catalogue has no entry for the
 * person (John the Baptist, whose Passion is a martyrdom). `byId` and `byName` are the catalogue's persons.
 */
export function celebrationHonorees(
  ctx: BuildContext,
  people: readonly RomcalPerson[],
  byId: Map<string, SaintDraft>,
  byName: Map<string, SaintDraft>,
): CelebrationHonorees {
  const made: SaintDraft[] = [];
  const entries = new Map(people.map((p) => [p.id, p]));
  let mary: SaintDraft | undefined;
  for (const p of people) {
    if (!celebratesTheVirginMary(p.name)) continue;
    if (!mary) made.push((mary = virginMaryDraft()));
    mary.catalogueAliases.push(p.id);
    byId.set(p.id, mary);
  }
  for (const [id, person] of Object.entries(CELEBRATIONS_OF_A_PERSON)) {
    const s = byId.get(person);
    if (!s || !entries.has(id)) {
      ctx.problem(`celebration-honorees: ${id} is said to celebrate ${person}, which the catalogue no longer has both of; drop it`);
      continue;
    }
    s.catalogueAliases.push(id);
    byId.set(id, s);
  }
  const ofEvent = (id: string): SaintDraft | null => {
    const event = EVENT_OF_A_SAINT.exec(entries.get(id)?.name ?? '');
    if (!event) return null;
    const [, what, name] = event as unknown as [string, string, string];
    let s = byName.get(name);
    if (!s) {
      s = emptyDraft('person', { en: name });
      s.canonization = 'saint';
      s.madeFromCelebrations = true;
      s.provenance.add('romcal');
      byName.set(name, s);
      made.push(s);
    }
    if (what === 'Passion' && !s.titles.includes('martyr')) s.titles.push('martyr');
    s.catalogueAliases.push(id);
    byId.set(id, s);
    return s;
  };
  return { resolve: (id) => byId.get(id) ?? ofEvent(id), made };
}

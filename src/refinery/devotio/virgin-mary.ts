import { type SaintDraft, emptyDraft } from './saint-draft.js';

/**
 * romcal's catalogue has no entry for the person of the Virgin Mary, only for her celebrations ("The Assumption of
 * the Blessed Virgin Mary", "Our Lady of Lourdes", "Virgin Mary, Mother of the Church", "Most Holy Name of Mary",
 * "Mary, the Holy Mother of God", the dedication of Saint Mary Major, her titles in national calendars: "Our Lady of
 * Częstochowa"). Each such entry is a celebration of hers: it joins her one record. Persons named after her
 * ("Nuno of Saint Mary", "Mary Magdalene", "Mary" of Bethany) and "Jesus, Mary and Joseph" are not matched.
 */
const CELEBRATION_OF_MARY = /\bVirgin Mary\b|\bOur Lady\b|^(The )?Most Holy Name of Mary$|^Mary, the Holy Mother of God$|\bBasilica of Saint Mary Major$/;

export const celebratesTheVirginMary = (catalogueName: string | undefined) => Boolean(catalogueName && CELEBRATION_OF_MARY.test(catalogueName));

/**
 * The record of the Virgin Mary (slug `virgin-mary`), to which her celebrations are attached.
 *
 * Names (facts, each as the datasets print it): "Virgin Mary", as English speakers call her; Latin "Beata Maria
 * Virgo", the nominative of "Beatæ Mariæ Virginis" that the Missal's titles of her Masses carry (romcal, LitCal);
 * Italian "Beata Vergine Maria", as CRMEDR and LitCal write it.
 *
 * `canonization` is null: she was never canonized nor beatified, and "Blessed" in "the Blessed Virgin Mary" is the
 * Magnificat's "all generations shall call me blessed" (Luke 1:48), not the rank of a beatified person; the Church
 * honours her above all the saints. Her titles are the three her General Roman Calendar celebrates: Mother of God
 * (the solemnity of 1 January; Council of Ephesus, 431), Virgin, and Queen (the Queenship, 22 August), the last
 * two in romcal's vocabulary of titles.
 */
export function virginMaryDraft(): SaintDraft {
  const mary = emptyDraft('person', { en: 'Virgin Mary', la: 'Beata Maria Virgo', it: 'Beata Vergine Maria' });
  mary.titles = ['mother_of_god', 'virgin', 'queen'];
  mary.madeFromCelebrations = true;
  mary.provenance.add('romcal');
  return mary;
}

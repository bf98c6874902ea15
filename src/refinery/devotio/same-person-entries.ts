import { SAME_PERSON_NAMESAKES } from './same-person-namesakes.js';

/**
 * Registry entries that are a person of romcal's catalogue when no rule of the merge can say so, each reviewed by
 * hand with the reason. The rules join an entry on the saint's own days by name (merge-crmedr.ts), a further entry of
 * a subject after its first, and a registry record to a catalogue record without entries (join-registry-twins.ts);
 * a rule on the Latin subject alone would be wrong (John the Good and John Bono, the two Louis Bertrands), so the
 * persons those rules miss are named here: the entry id, romcal's id, and why they are one person (docs/devotio.md,
 * "Same person, by table"). A row whose entry or catalogue id is gone is reported; the old slug of the record the
 * entry made leads to the merged record (former-slugs.ts).
 */
export interface SamePerson {
  /** romcal's catalogue id of the person, or for a group of the calendar its celebration's id. */
  romcal: string;
  why: string;
}

export const SAME_PERSON_ENTRIES: Readonly<Record<string, SamePerson>> = {
  // Session 14: the catalogue's records without an entry and the registry's namesakes that are one person.
  ...SAME_PERSON_NAMESAKES,
  'mr:0624-maria-a-guadalupe-garcia-zavala': {
    romcal: 'maria_guadalupe_garcia_zavala_virgin',
    why: 'the same name in the three languages; romcal has her without a date, so no day joins the two',
  },
  'mr:0731-petrus-chrysologus': {
    romcal: 'peter_chrysologus_bishop',
    why: 'the Latin of the entry that opens his memorial (mr:0730-petrus-chrysologus, on his record), "Sanctus Petrus Chrysologus"; the registry names him on 30 and 31 July, and the 30th is already on his record, so the 31st cannot join by day',
  },
  'mr:0914-ioannes-chrysostomi': {
    romcal: 'john_chrysostom_bishop',
    why: '"Saint John Chrysostom", the one of that name; 14 September (407) is the day of his death, his memorial the 13th, whose entry opens that day on his record',
  },
  'mr:0626-iosephus-maria-escriva-de-balaguer': {
    romcal: 'josemaria_escriva_de_balaguer_priest',
    why: 'Josemaría is Joseph Mary in the registry\'s English ("Iosephus Maria" in its Latin); the same surname; 26 June (1975) is the day of his death, which romcal’s catalogue does not give',
  },
  'mr:0709-paulina-a-corde-iesu-agonizante-visintainer': {
    romcal: 'paulina_of_the_agonizing_heart_of_jesus_visintainer_virgin',
    why: 'the registry\'s Latin is romcal\'s "Paulina of the Agonizing Heart of Jesus Visintainer" word for word (its English says "Pauline"); 9 July (1942) is the day of her death, which romcal’s catalogue does not give',
  },
  'mr:0418-maria-ab-incarnatione-avrillot': {
    romcal: 'mary_of_the_incarnation_barbara_acarie_religious',
    why: 'Barbe Avrillot, Madame Acarie, in religion Mary of the Incarnation: romcal names her by her married name, the registry by her maiden name; she died in 1618 (romcal) on 18 April (the registry\'s day)',
  },
  'mr:1117-ioannes-del-castillo': {
    romcal: 'john_del_castillo_priest',
    why: 'the registry\'s Latin, "Sanctus Ioannes Del Castillo", is romcal\'s John del Castillo (its English cut short to "Saint John"); the only one of that name in either source, and romcal gives him no day',
  },
  'mr:0717-teresia-a-sancto-augustino-lidoine-et-socii': {
    romcal: 'carmelites_of_compiegne_virgins_and_martyrs',
    why: 'the Carmelites of Compiègne, guillotined in Paris in July 1794, whom the registry names by their prioress, Teresa of Saint Augustine (Lidoine), and companions; romcal counts the same group (16) and gives it no day of the calendar',
  },
  'mr:0205-paulus-miki-et-socii': {
    romcal: 'paul_miki_and_companions_martyrs',
    why: 'the same Latin, "Sancti Paulus Miki et socii", as the entry that opens 6 February on the group of the calendar; 5 February (1597) is the day of their martyrdom at Nagasaki; the English differs by one letter ("Saint Paul Miki", "Saints Paul Miki"), so the further-entry rule missed it',
  },
};

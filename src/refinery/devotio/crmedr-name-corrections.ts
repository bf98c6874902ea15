import { foldText } from '../../platform/text/fold-text.js';
import { latinVerdict, sameGivenName } from './names-across-languages.js';
import { bareName } from './saint-draft.js';
import type { CrmedrEntry } from './source-types.js';

/**
 * CRMEDR's English (and with it often its Italian) names of some entries are another person's, taken from the eulogy
 * around the subject: the popes buried at Saint Peter's are "Saint Peter", Blessed Sabina Petrilli is "Saint Catherine
 * of Siena", Saint Philippine Duchesne "Saint Charles", Saints Maurice and companions "Saint Eucherius of Lyon" (who
 * wrote their passion). The Latin, from which the registry makes its ids, names the entry's person.
 *
 * An entry's English is taken for another person's (`englishOfAnother`) when its Latin has another given name and
 * other entries carry that English with a Latin that agrees ("Saint Peter", "Sanctus Petrus"): the English is a
 * name of the registry, but someone else's. Such an English is never a record's name: the table below gives the
 * entry's own; an entry it lacks is named from its Latin and reported. The entry's Italian is dropped unless its
 * given name is the Latin's ("San Pietro" for Pope Agatho). Facts only; the table is pruned when the source changes
 * (a row whose entry is gone is reported).
 */
/** A language's name corrected, or `null`: the source's names no one there (left out, the record has none in it). */
export type NameCorrection = Partial<Record<'en' | 'la' | 'it', string | null>>;

export const CRMEDR_NAME_CORRECTIONS: Readonly<Record<string, NameCorrection>> = {
  // Session 9: names of the Virgin Mary and of Margaret Mary Alacoque.
  'mr:0124-maria-poussepin': { en: 'Blessed Marie Poussepin' },
  // She joins romcal's record of her by the table of same persons (same-person-entries.ts).
  'mr:0624-maria-a-guadalupe-garcia-zavala': {
    en: 'Saint María Guadalupe García Zavala',
    la: 'Sancta Maria a Guadalupe Garcia Zavala',
    it: 'Santa Maria di Guadalupe García Zavala',
  },
  // Session 12: English names that are not the person's own (Ivan Merz is not "John" in any language he used).
  'mr:0510-ivanus-merz': { en: 'Blessed Ivan Merz' },
  'mr:0922-mauritius-et-socii': { en: 'Saints Maurice and companions' },
  'mr:1118-philippina-duchesne': { en: 'Saint Philippine Duchesne' },
  // Session 13 (audit): an English of the registry that is a word of the Latin's epithet or religious name, or the
  // founder of the martyrs' order, not the person: "Saint Martha" for Blessed John of Saint Martha, "Saint Mary" for
  // Francis of Saint Mary and companions, "Saint John of God" for three Hospitaller martyrs (Brothers of Saint John of
  // God), a saint's name for a group. `englishOfAnother` cannot see them: the given name is the Latin's, or the Latin
  // names several. Each English is the Latin's in the registry's style ("Blessed John Baptist Xavier Loir"), with
  // the Italian's accents; the rank is the Latin's (Beatus), not the English's (Saint).
  'mr:0816-ioannes-a-sancta-martha': { en: 'Blessed John of Saint Martha' },
  'mr:0827-franciscus-a-sancta-maria-et-socii': { en: 'Blessed Francis of Saint Mary and companions' },
  'mr:1105-ioannes-antonius-burro-mas': { en: 'Blessed John Anthony Burró Más' },
  'mr:0729-ioannes-baptista-egozcuezabal-aldaz': { en: 'Blessed John Baptist Egozcuezábal Áldaz' },
  'mr:1128-ioannes-iesu-adradas-gonzalo-et-socii': { en: 'Blessed John of Jesus Adradas Gonzalo and companions' },
  'mr:0908-iosepha-a-sancto-ioanne-a-deo-ruano-garcia-et-maria-a-doloribus-a-sancta-eulalia-puig-bonany': {
    en: 'Blessed Josepha of Saint John of God Ruano García and Mary of Sorrows of Saint Eulalia Puig Bonany',
  },
  // A group's English that is a word of its first member's religious name ("Saint Joseph" for Beatae Angela a Sancto
  // Ioseph … et socii) or her given name alone; a group whose English is its first member's own name takes "and
  // companions" by rule (merge-crmedr.ts, companionsOfTheFirst), not by this table.
  'mr:0717-teresia-a-sancto-augustino-lidoine-et-socii': { en: 'Blessed Teresa of Saint Augustine Lidoine and companions' },
  'mr:0724-maria-a-columna-a-sancto-francisco-borgia-martinez-garcia-et-socii': { en: 'Blessed Mary of the Column of Saint Francis Borgia Martinez Garcia and companions' },
  'mr:0908-antonius-a-sancto-bonaventura-et-socii': { en: 'Blessed Anthony of Saint Bonaventure and companions' },
  'mr:1023-maria-clotildis-angela-a-sancto-francisco-borgia-paillot-et-socii': { en: 'Blessed Mary Clotilde Angela of Saint Francis Borgia Paillot and companions' },
  'mr:1120-angela-a-sancto-ioseph-lloret-marti-et-socii': { en: 'Blessed Angela of Saint Joseph Lloret Marti and companions' },
  'mr:1201-edmundus-campion-et-socii': { en: 'Saints Edmund Campion and companions' },
  // Session 18: two groups whose English is their first member's given name alone, which the rule above would make
  // "Saints Jean and companions" and "Saints Michael and companions": the 2004 Martyrology's own titles of the days.
  'mr:0929-michael-et-socii': { en: 'Saints Michael, Gabriel and Raphael, Archangels', it: 'Santi Michele, Gabriele e Raffaele, arcangeli' },
  'mr:1019-ioannes-de-brebeuf-et-socii': { en: 'Saints John de Brébeuf and companions', it: 'Santi Giovanni de Brébeuf e compagni' },
  // Session 20: the entry of 30 November in England whose Italian is "San Cutberto Mayne", the seminary priest
  // martyred at Launceston in 1577; its English "St. Stephen-in-the-Fields" and Latin "Sanctus Stephanus Fanus" read
  // a church of Saint Stephen ("fanum", a shrine) as his name. Named as the Italian names him; the Latin names no one
  // and is left out (the registry gives none of his own).
  'mr:1130-stephanus-fanus': { en: 'Saint Cuthbert Mayne', la: null },
  // Session 14: John Chrysostom's memorial opens 13 September as "Saint John", "Sanctus Ioannes", "San Giovanni": the
  // Martyrology's heading names him "Ioannes, … cognomento Chrysostomus", and his record takes its Latin and Italian
  // from that entry. His entry of the 14th gives the cognomen in the genitive of the eulogy ("Ioannes Chrysostomi").
  'mr:0913-ioannes': { en: 'Saint John Chrysostom', la: 'Sanctus Ioannes Chrysostomus', it: 'San Giovanni Crisostomo' },
  'mr:0914-ioannes-chrysostomi': { la: 'Sanctus Ioannes Chrysostomus' },
  // Session 14: Maximilian Kolbe's memorial opens 14 August under his names in religion alone, cut short before the
  // surname the Latin gives ("Sanctus Maximilianus Maria Kolbe").
  'mr:0814-maximilianus-maria-kolbe': { en: 'Saint Maximilian Mary Kolbe', it: 'San Massimiliano Maria Kolbe' },
  // Session 14: more Englishes that are the saint of a religious name ("Saint Joseph" for Blessed Mary of Saint Joseph
  // Alvarado), the founder of an order ("Saint Camillus" for the Camillian Luigi Tezza), the order of a knight ("Saint
  // John of Jerusalem" for Peter of Imola) or a place ("Saint Mary-of-the-Woods" for Mother Théodore Guérin), each
  // read from the Latin in the registry's style, with the Italian's or the person's own accents; the rank is the
  // Latin's. Their records were named after the wrong person (`matthew` for Blessed Iphigenia of Saint Matthew).
  'mr:0402-maria-a-sancto-ioseph-alvarado': { en: 'Blessed Mary of Saint Joseph Alvarado', it: 'Beata Maria di San Giuseppe Alvarado' },
  'mr:0408-iulianus-a-sancto-augustino': { en: 'Blessed Julian of Saint Augustine' },
  'mr:0410-beda': { en: 'Saint Bede the Younger' },
  'mr:0514-theodora-guerin': { en: 'Blessed Théodore Guérin', it: 'Beata Teodora Guérin' },
  'mr:0519-ioannes-a-sancto-dominico-martinez': { en: 'Blessed John of Saint Dominic Martínez' },
  'mr:0607-anna-a-sancto-bartholomaeo': { en: 'Blessed Anne of Saint Bartholomew' },
  'mr:0706-nazaria-a-sancta-teresia-march-mesa': { en: 'Blessed Nazaria of Saint Teresa March Mesa' },
  'mr:0707-iphigenia-a-sancto-matthaeo-de-gaillard-de-la-valdene': { en: 'Blessed Iphigenia of Saint Matthew de Gaillard de La Valdène' },
  'mr:0712-rosa-a-sancto-xaverio-tallien-et-socii': { en: 'Blessed Rose of Saint Xavier Tallien and companions' },
  'mr:0726-maria-margarita-a-sancto-augustino-bonnet-et-socii': { en: 'Blessed Mary Margaret of Saint Augustine Bonnet and companions' },
  'mr:0730-maria-vincentia-a-sancta-dorothea-chavez-orozco': { en: 'Blessed Mary Vincentia of Saint Dorothy Chávez Orozco' },
  'mr:0807-martinus-a-sancto-felice-woodcock': { en: 'Blessed Martin of Saint Felix Woodcock', it: 'Beato Martino di San Felice Woodcock' },
  'mr:0816-petra-a-sancto-ioseph-perez-florido': { en: 'Blessed Petra of Saint Joseph Pérez Florido' },
  'mr:0926-aloysius-tezza': { en: 'Blessed Louis Tezza' },
  'mr:1005-petrus-de-foro-cornelii': { en: 'Blessed Peter of Imola' },
  'mr:1006-isidorus-a-sancto-ioseph-de-loor': { en: 'Blessed Isidore of Saint Joseph De Loor' },
  'mr:1102-pius-a-sancto-aloysio-campidelli': { en: 'Blessed Pius of Saint Aloysius Campidelli' },
  'mr:1223-antonius-a-sancta-anna-galvao-de-franca': { en: 'Saint Anthony of Saint Anne Galvão de França', it: 'Sant’Antonio di Sant’Anna Galvão de França' },
  // Session 14: Englishes cut to the given name, some of another sex or rank than the Latin ("Saint Augustine" for
  // Saint Agostina Pietrantoni, "Saint Francis" for Blessed Frances Schervier, "Saint Anne" for Blessed Anna Rosa
  // Gattorno): their records were named and ranked by them (`augustine-pietrantoni`, a saint); the Latin names them.
  'mr:0202-catharina-de-ricci': { en: 'Saint Catherine de’ Ricci' },
  'mr:0227-gabriel-a-virgine-perdolenti-possenti': { en: 'Saint Gabriel of Our Lady of Sorrows Possenti' },
  'mr:0302-angela-a-cruce-guerrero-gonzalez': { en: 'Saint Angela of the Cross Guerrero González' },
  'mr:0402-elisabeth-vendramini': { en: 'Blessed Elizabeth Vendramini' },
  'mr:0423-teresia-maria-a-cruce-manetti': { en: 'Blessed Teresa Mary of the Cross Manetti' },
  'mr:0506-anna-rosa-gattorno': { en: 'Blessed Anna Rosa Gattorno' },
  'mr:0529-ursula-ledochowska': { en: 'Saint Ursula Ledóchowska' },
  'mr:0817-clara-a-cruce': { en: 'Saint Clare of the Cross' },
  'mr:1113-augustina-pietrantoni': { en: 'Saint Agostina Pietrantoni', it: 'Santa Agostina Pietrantoni' },
  'mr:1214-francisca-schervier': { en: 'Blessed Frances Schervier' },
  'mr:1223-maria-margarita': { en: 'Saint Marie-Marguerite d’Youville' },
  // … and every English that `englishOfAnother` finds to be another person's.
  'mr:0110-agathon': { en: 'Saint Agatho' },
  'mr:0113-iutta': { en: 'Saint Jutta' },
  'mr:0127-vitalianus': { en: 'Saint Vitalian' },
  'mr:0129-sarbelius': { en: 'Saint Sharbel of Edessa' },
  'mr:0205-caesarius': { en: 'Saint Caesarius' },
  'mr:0206-angelus-de-furcio': { en: 'Blessed Angelo of Furci' },
  'mr:0207-riccerius': { en: 'Blessed Riccerius' },
  'mr:0208-honoratus': { en: 'Saint Honoratus' },
  'mr:0310-simplicius': { en: 'Saint Simplicius' },
  'mr:0325-placidus-riccardi': { en: 'Blessed Placid Riccardi' },
  'mr:0406-notkerus-balbuli': { en: 'Saint Notker the Stammerer' },
  'mr:0409-casilda': { en: 'Saint Casilda' },
  'mr:0415-abundius': { en: 'Saint Abundius' },
  'mr:0418-sabina-petrilli': { en: 'Blessed Sabina Petrilli' },
  'mr:0419-leo-ix': { en: 'Saint Leo IX' },
  'mr:0430-benedictus-de-urbino': { en: 'Blessed Benedict of Urbino' },
  'mr:0508-bonifatius-iv': { en: 'Saint Boniface IV' },
  'mr:0530-hubertus': { en: 'Saint Hubert' },
  'mr:0602-eugenius-i': { en: 'Saint Eugene I' },
  'mr:0610-diana-de-andalo': { en: 'Blessed Diana d’Andalò' },
  'mr:0612-leo-iii': { en: 'Saint Leo III' },
  'mr:0613-gerardus': { en: 'Blessed Gerard' },
  'mr:0703-leo-ii': { en: 'Saint Leo II' },
  'mr:0717-leo-iv': { en: 'Saint Leo IV' },
  'mr:0719-symmachus': { en: 'Saint Symmachus' },
  'mr:0724-bor-et-gleb': { en: 'Saints Boris and Gleb' },
  'mr:0729-lazarus': { en: 'Saint Lazarus' },
  'mr:0806-hormisda': { en: 'Saint Hormisdas' },
  'mr:0819-xystus-iii': { en: 'Saint Sixtus III' },
  'mr:0823-florentinus-perez-romero': { en: 'Blessed Florentino Pérez Romero' },
  'mr:0823-zachaeus': { en: 'Saint Zacchaeus' },
  'mr:0827-angelus-conti': { en: 'Blessed Angelo Conti' },
  'mr:0908-sergius-i': { en: 'Saint Sergius I' },
  'mr:0916-laureanus-ferrer-cardet': { en: 'Blessed Laureano Ferrer Cardet' },
  'mr:1017-maria-natalia-a-sancto-ludovico-vanot-et-socii': { en: 'Blessed Marie-Natalie of Saint Louis Vanot and companions' },
  'mr:1026-witta': { en: 'Saint Witta' },
  'mr:1105-theotimus-et-socii': { en: 'Saints Theotimus and companions' },
  'mr:1108-deusdedit-i': { en: 'Saint Adeodatus I' },
  'mr:1113-nicolaus-i': { en: 'Saint Nicholas I' },
  'mr:1116-agnes': { en: 'Saint Agnes of Assisi' },
  'mr:1121-gelasius-i': { en: 'Saint Gelasius I' },
  'mr:1124-maria-anna-sala': { en: 'Blessed Maria Anna Sala' },
  'mr:1126-delphina': { en: 'Blessed Delphine' },
  'mr:1210-gregorius-iii': { en: 'Saint Gregory III' },
  'mr:1217-hyacinthus-cormier': { en: 'Blessed Hyacinthe-Marie Cormier' },
  'mr:1229-libosus': { en: 'Saint Libosus' },
  'mr:1231-barbatianus': { en: 'Saint Barbatian' },
};

/** The ids of the entries whose English is another person's (see above). */
export function englishOfAnother(entries: readonly CrmedrEntry[]): Set<string> {
  const english = (e: CrmedrEntry) => foldText(bareName(e.name_en ?? ''));
  const verdicts = entries.map((e) => ({ e, verdict: e.name_en && e.name_la ? latinVerdict(bareName(e.name_en), [], e.name_la) : 'unknown' }));
  const agreed = new Set(verdicts.filter((x) => x.verdict === 'same' || x.verdict === 'given').map((x) => english(x.e)));
  return new Set(verdicts.filter((x) => x.verdict === 'other' && agreed.has(english(x.e))).map((x) => x.e.id));
}

/** Whether an entry's Italian names the person of its Latin (kept), not the person its wrong English names. */
export const italianIsTheLatins = (it: string, la: string | undefined) => !la || sameGivenName(it, la);

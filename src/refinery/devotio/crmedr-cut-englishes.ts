import { foldText } from '../../platform/text/fold-text.js';
import { sameGivenName } from './names-across-languages.js';

/**
 * CRMEDR's English of many entries is the given name alone while its Latin names the person in full: "Saint
 * Francis" for "Beatus Franciscus Zanfredini", "Saint Michael" for "Sanctus Michael de Sanctis", "Saint Paul" for
 * "Sanctus Paulus I", "Saint Gregory" for "Sanctus Gregorius Nyssenus". The registry's own Latin words after the
 * name are a surname, a number, an epithet or the see or place that tells namesakes apart (in the Latin case the
 * registry's id uses: `Turonis`, `Lugduni`). Such an English names no one (a record "Francis" is not Francis of Assisi)
 * and is never a record's name: it is made whole from the Latin (docs/devotio.md, "Englishes cut to the given name").
 *
 * - A regnal number (`I`, `II`, `Primus`, `Nonus`) follows the English name: "Saint Paul I", "Saint Marcellus I".
 * - A surname that the Italian spells as the Latin does (letters compared, accents and apostrophes aside) follows it
 *   in the Italian's spelling: "Blessed Francis Zanfredini", "Saint Lawrence O’Toole", "Saint Gaspar del Bufalo".
 * - Anything else (an epithet, a see in Latin, a surname the Italian leaves out) is read by a person: the table below,
 *   reviewed entry by entry with the Italian, the entry's country and the 1960 eulogy of the day.
 *
 * The rank is the Latin's: Beatus is "Blessed" (Francis Zanfredini, Joseph Baldo and Augustine Novello were served
 * as saints by their English). An entry cut short that neither a rule nor the table names keeps its English and is
 * reported; so are the entries the table leaves as they are (`null`: the Latin's further word is not read with
 * confidence), which the content test lists.
 */
export const CUT_ENGLISHES: Readonly<Record<string, string | null>> = {
  // An epithet of the Latin, in its usual English.
  'mr:0515-achilleus-thaumaturgus': 'Saint Achilles the Wonderworker',
  'mr:0311-oengus-culdeus': 'Saint Aengus the Culdee',
  'mr:0811-alexander-carbonarius': 'Saint Alexander the Charcoal-Burner',
  'mr:1211-daniel-stylita': 'Saint Daniel the Stylite',
  // "Dii" is a Latin genitive, not his name.
  'mr:0719-dius-thaumaturgus': 'Saint Dius the Wonderworker',
  'mr:0705-dometius-medicus': 'Saint Dometius the Physician',
  'mr:0105-eduardus-confessor': 'Saint Edward the Confessor',
  'mr:0911-elias-speleota': 'Saint Elias the Cave-Dweller',
  'mr:0109-eustratius-thaumaturgus': 'Saint Eustratius the Wonderworker',
  'mr:0129-gilda-sapientis': 'Saint Gildas the Wise',
  'mr:0930-gregorius-illuminator': 'Saint Gregory the Illuminator',
  // Gregory of Neocaesarea is Gregory Thaumaturgus, the name the West knows him by.
  'mr:1117-gregorius-neocaesareae': 'Saint Gregory the Wonderworker',
  'mr:0321-iacobus-confessor': 'Saint James the Confessor',
  'mr:1127-iacobus-intercisus': 'Saint James Intercisus',
  'mr:1204-ioannes-thaumaturgus': 'Saint John the Wonderworker',
  'mr:1006-ioannes-xenus': 'Saint John Xenos',
  'mr:0403-iosephus-hymnographus': 'Saint Joseph the Hymnographer',
  'mr:0307-paulus-simplicis': 'Saint Paul the Simple',
  'mr:0721-simeon-salus': 'Saint Simeon Salos',
  'mr:0706-sisoes-magnus': 'Saint Sisoes the Great',
  'mr:0117-sulpicius-pius': 'Saint Sulpicius the Pious',
  'mr:0312-theophanes-chronographus': 'Saint Theophanes the Chronographer',
  'mr:0130-theophilus-iuvenis': 'Saint Theophilus the Younger',
  // A see or place, in the Latin case of the registry's id (Turonis: at Tours).
  'mr:0807-albertus-de-abbatibus': 'Saint Albert of Trapani',
  'mr:0913-amatus-broili': 'Saint Amatus of Sion',
  'mr:0913-amatus-vosegos': 'Saint Amatus of Remiremont',
  'mr:0703-anatolius-constantinopoli': 'Saint Anatolius of Constantinople',
  'mr:0703-anatolius-laodiceae': 'Saint Anatolius of Laodicea',
  'mr:0204-aventinus-castelloduni': 'Saint Aventinus of Châteaudun',
  'mr:0204-aventinus-trecis': 'Saint Aventinus of Troyes',
  'mr:0408-dionysius-alexandriae': 'Saint Dionysius of Alexandria',
  'mr:1009-domninus-iuliam': 'Saint Domninus of Fidenza',
  'mr:1009-domninus-tiferni-tiberini': 'Saint Domninus of Città di Castello',
  'mr:0807-donatus-aretii': 'Saint Donatus of Arezzo',
  'mr:0807-donatus-vesontione': 'Saint Donatus of Besançon',
  'mr:0918-ferreolus-galliae-viennensi': 'Saint Ferreolus of Vienne',
  'mr:0918-ferreolus-lemovici': 'Saint Ferreolus of Limoges',
  'mr:0423-georgius-suellis': 'Saint George of Suelli',
  'mr:0110-gregorius-nyssenus': 'Saint Gregory of Nyssa',
  'mr:1117-gregorius-turonis': 'Saint Gregory of Tours',
  'mr:0401-hugo-cisterciensi-bonae': 'Blessed Hugh of Bonnevaux',
  'mr:0401-hugo-gratianopoli': 'Saint Hugh of Grenoble',
  'mr:1117-hugo-lincolniae': 'Saint Hugh of Lincoln',
  // Abbot of Novara di Sicilia, Bernard of Clairvaux's disciple (CRMEDR's Italian is a scrap of his eulogy naming Bernard).
  'mr:1117-hugo-nucariae': 'Saint Hugh of Novara',
  'mr:1126-humilis-pirozzo': 'Saint Humilis of Bisignano',
  'mr:1128-iacobus-piceni': 'Saint James of the Marches',
  'mr:0403-ioannes-neapoli': 'Saint John of Naples',
  'mr:1023-ioannes-perside': 'Saint John of Persia',
  'mr:0403-ioannes-pinnae': 'Blessed John of Penne',
  'mr:1023-ioannes-syracusis': 'Saint John of Syracuse',
  'mr:0127-iulianus-cenomanum': 'Saint Julian of Le Mans',
  'mr:0127-iulianus-sorae': 'Saint Julian of Sora',
  'mr:0119-macarius-alexandrinus': 'Saint Macarius of Alexandria',
  'mr:0112-martinus-de-sancta-cruce': 'Saint Martin of the Holy Cross',
  'mr:1121-maurus-caesenae': 'Saint Maurus of Cesena',
  'mr:1121-maurus-parentii': 'Saint Maurus of Poreč',
  'mr:1111-menna-mareotidem': 'Saint Menas of Mareotis',
  'mr:1111-menna-samnii': 'Saint Menas of Samnium',
  'mr:0417-robertus-casae': 'Saint Robert of La Chaise-Dieu',
  'mr:0417-robertus-molismensi': 'Saint Robert of Molesme',
  'mr:0213-stephanus-lugduni': 'Saint Stephen of Lyon',
  'mr:0213-stephanus-reate': 'Saint Stephen of Rieti',
  'mr:1130-tugdualus-pabu': 'Saint Tugdual of Tréguier',
  // A surname the Italian leaves out or spells otherwise, or the name the person is known by in English.
  'mr:0212-antonius-caulea': 'Saint Anthony Cauleas',
  // Augustinus is the Latin of Eystein (Øystein), archbishop of Nidaros.
  'mr:0126-augustinus-erlandsson': 'Saint Eystein Erlendsson',
  'mr:0519-augustinus-novellus': 'Blessed Augustine Novello',
  'mr:0424-benedictus-menni': 'Saint Benedict Menni',
  'mr:0813-benildus-romancon': 'Saint Benildus Romançon',
  'mr:0107-canutus-lavard': 'Saint Canute Lavard',
  'mr:0410-michael-de-sanctis': 'Saint Michael de Sanctis',
  'mr:0209-michael-febres-cordero': 'Saint Michael Febres Cordero',
  'mr:0111-petrus-apselamus': 'Saint Peter Apselamus',
  'mr:0501-richardus-pampuri': 'Saint Richard Pampuri',
  // Entries of the calendar's saints, whose records keep the calendar's name: the entry's own name in the day's registry.
  'mr:0204-rabanus-maurus': 'Saint Rabanus Maurus',
  'mr:0510-ioannes-de-abula': 'Saint John of Ávila',
  'mr:0724-sarbelius-makhluf': 'Saint Sharbel Makhlūf',
  'mr:1224-sarbelius-makhluf': 'Saint Sharbel Makhlūf',
  'mr:0730-petrus-chrysologus': 'Saint Peter Chrysologus',
  'mr:0730-leopoldus-de-castronovo-mandic': 'Saint Leopold Mandić',
  'mr:0926-teresia-couderc': 'Saint Thérèse Couderc',
  'mr:0930-teresia-a-iesu-infante': 'Saint Thérèse of the Child Jesus',
  'mr:1001-teresia-a-iesu-infante': 'Saint Thérèse of the Child Jesus',
  'mr:1018-paulus-a-cruce': 'Saint Paul of the Cross',
  'mr:1019-paulus-a-cruce': 'Saint Paul of the Cross',
  'mr:1112-iosaphat-kuncewicz': 'Saint Josaphat Kuntsevych',
  'mr:1115-albertus-magnus': 'Saint Albert the Great',
  'mr:1116-gertrudis-magna': 'Saint Gertrude the Great',
  'mr:1214-ioannes-a-cruce': 'Saint John of the Cross',
  // The heading of 1 January names the solemnity (Mary, Mother of God), not a person's English.
  'mr:0101-maria-dei-genetrix': null,
  // Left as they are: the Latin's further word is not read with confidence, so no name is made up. Each looks like a
  // place of the 2004 text read as a name, as "Stephanus Fanus" was (a church of Saint Stephen: the entry is Cuthbert
  // Mayne's, crmedr-name-corrections.ts): "de Maretiolo" (an unidentified place), "Sacerdotis" (a
  // genitive, "of the priest"), the Italian "di Foggia in Puglia" and "della Serra nelle Marche" (the registry's Italian
  // of other entries is such a scrap of a place: "San Severino nelle Marche", "San Lorenzo sulla via Tiburtina"); the
  // person of the entry is not in the sources.
  'mr:0130-benedictus-de-maretiolo': null,
  'mr:0916-martinus-sacerdotis': null,
  'mr:0620-iacobus-fodiensi': null,
  'mr:0508-maria-della-serra': null,
};

const RANK_LA = /^(sanct[aiu]s?|sanctae|beat[aiu]s?|beatae)\s+/i;
const REGNAL: Readonly<Record<string, string>> = { primus: 'I', secundus: 'II', tertius: 'III', quartus: 'IV', quintus: 'V', nonus: 'IX' };
const ROMAN = /^[IVXL]+$/;

const ORDINALS: Readonly<Record<string, string>> = { first: 'I', second: 'II', third: 'III', fourth: 'IV', fifth: 'V', sixth: 'VI' };

/**
 * A regnal number spelled out in CRMEDR's English ("Saint Pius the First", "Saint Eustorgius the Second") where the
 * Latin gives it as a numeral ("Sanctus Pius I", "Sanctus Eustorgius Secundus"): written as the numeral, as every other
 * pope and bishop of the records is ("Paul I", "Sixtus II"). Without the numeral in the Latin ("Sanctus Leo", CRMEDR's
 * "Saint Leo the First" of 12 July) the English is left as it is.
 */
export function ordinalAsNumeral(en: string, la: string | undefined): string {
  const m = / the (first|second|third|fourth|fifth|sixth)$/i.exec(en);
  const last = la?.trim().split(/\s+/).at(-1);
  if (!m || !last) return en;
  const numeral = ORDINALS[m[1]!.toLowerCase()]!;
  return (ROMAN.test(last) ? last : REGNAL[last.toLowerCase()]) === numeral ? `${en.slice(0, m.index)} ${numeral}` : en;
}

/** The English rank of a Latin name: "Blessed" for Beatus/Beata, else "Saint". */
const rankOf = (la: string) => (/^beat/i.test(la) ? 'Blessed' : 'Saint');
/** The letters of a name, for comparing a Latin and an Italian surname. */
const letters = (s: string) => foldText(s).replace(/[^a-z]/g, '');

/**
 * Whether an entry's English is its given name alone while its Latin names one person in more words (or the table
 * names the entry: "Saint Dii", a Latin genitive, is no given name of "Sanctus Dius Thaumaturgus").
 */
export function isCutEnglish(id: string, en: string, la: string | undefined): boolean {
  if (id in CUT_ENGLISHES) return true;
  if (!la || /\s(et|and)\s/i.test(la)) return false;
  const bare = en.replace(/^(saints?|blessed|st\.?)\s+/i, '').trim();
  const laWords = la.replace(RANK_LA, '').trim().split(/\s+/);
  return !/[\s-]/.test(bare) && laWords.length >= 2 && sameGivenName(bare, laWords[0]!);
}

export type FullEnglish = { en: string; by: 'table' | 'regnal' | 'surname' } | { en: null; by: 'left' | 'unread' };

/**
 * The whole English of an entry whose English is cut to the given name (see above), or why there is none: `left`
 * (the table leaves it), `unread` (no rule reads it and the table lacks it; reported).
 */
export function fullEnglish(id: string, en: string, la: string, it: string | undefined): FullEnglish {
  if (id in CUT_ENGLISHES) {
    const row = CUT_ENGLISHES[id];
    return row ? { en: row, by: 'table' } : { en: null, by: 'left' };
  }
  const given = en.replace(/^(saints?|blessed|st\.?)\s+/i, '').trim();
  const rest = la.replace(RANK_LA, '').trim().split(/\s+/).slice(1);
  const rank = rankOf(la);
  if (rest.length === 1 && (ROMAN.test(rest[0]!) || REGNAL[rest[0]!.toLowerCase()])) {
    return { en: `${rank} ${given} ${REGNAL[rest[0]!.toLowerCase()] ?? rest[0]}`, by: 'regnal' };
  }
  const itRest = it?.replace(/^(sant’|sant'|santo|santa|san|beato|beata)\s*/i, '').trim().split(/\s+/).slice(1) ?? [];
  if (itRest.length > 0 && letters(itRest.join('')) === letters(rest.join(''))) {
    return { en: `${rank} ${given} ${itRest.join(' ')}`, by: 'surname' };
  }
  return { en: null, by: 'unread' };
}

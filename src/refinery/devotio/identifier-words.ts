import { foldText } from '../../platform/text/fold-text.js';
import { crmedrSubject } from './assign-slugs.js';

/** Spelling-neutral stem of an identifier word: `alphonsus`/`alfonsus`, `ioannes`/`johannes` meet. */
export const idStem = (w: string) => w.replace(/ph/g, 'f').replace(/[jy]/g, 'i').replace(/h/g, '').slice(0, 4);

const ID_RANKS = new Set(['priest', 'bishop', 'martyr', 'virgin', 'religious', 'abbot', 'abbess', 'pope', 'deacon', 'hermit', 'monk', 'doctor']);
const LINKING = new Set(['of', 'the', 'de', 'a', 'ab', 'et', 'di', 'da', 'and']);

/** The identifying words of a romcal id or a CRMEDR subject: `alphonsus_mary_liguori_bishop` → alphonsus, mary, liguori. */
export const idWords = (id: string) => id.split(/[_-]/).filter((w) => w && !ID_RANKS.has(w) && !LINKING.has(w));

/** The stems of the identifying words of ids and names together (names folded: `Ioannes Baptista` → ioan, bapt). */
export function stemsOf(...texts: Array<string | undefined>): Set<string> {
  const words = texts.flatMap((t) => (t ? idWords(foldText(t).replace(/ /g, '_')) : []));
  return new Set(words.filter((w) => w.length > 2 && !/^(saints?|sancti|sanct[ua]s?|beat[aiu]s?|blessed|san|santi|santa|sant|the)$/.test(w)).map(idStem));
}

/**
 * Whether romcal's id and a CRMEDR id name one person by their words: the same first and last identifying word, in
 * either spelling (`alphonsus_mary_liguori_bishop`, `mr:0801-alphonsus-maria-de-liguori`).
 */
export function idsAgree(romcalId: string, crmedrId: string): boolean {
  const mine = idWords(romcalId);
  const theirs = idWords(crmedrSubject(crmedrId));
  return mine.length >= 2 && theirs.length >= 2 && idStem(mine[0]!) === idStem(theirs[0]!) && idStem(mine.at(-1)!) === idStem(theirs.at(-1)!);
}

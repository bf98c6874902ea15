import { type VerseSpan, createLayer } from '../../engines/veritas/domain/versification-blocks.js';

/**
 * Books the Vulgate numbers otherwise than the Greek text the lectionary cites by (the RSV's and the NAB's
 * numbers, which are the Ordo Lectionum Missae's). Veritas keeps the Vulgate's numbers in every numbering for the
 * books it has only in Greek and Latin, so these citations would land on the wrong Douay-Rheims verses (RSV Sir
 * 24:8 "Then the Creator of all things gave me a commandment" is Douay Sir 24:12). The blocks below give, for the
 * chapters the lectionary reads, the lectionary's verses (left) and the Vulgate's (right), in Veritas's block
 * notation (`6:1-21=6:2-22`: verses 1-21 of chapter 6 are the Vulgate's 2-22; one verse onto a range where the
 * Vulgate divides it). They were placed by reading the Douay-Rheims beside the English text: Wisdom 6 (the Vulgate
 * adds 6:1 and 6:23), 9:18 (split in two), 11 (11:5 split); 1 Maccabees 1; Sirach 3, 15, 24, 27, 28 and 35 (the
 * Vulgate's doublets). A verse of these chapters no block names keeps its number.
 */
const BLOCKS: Readonly<Record<string, string>> = {
  Wis: '6:1-21=6:2-22 6:22-25=6:24-27 9:18=9:18-19 11:5=11:5-6 11:6-26=11:7-27',
  '1Macc': '1:4=1:4-5 1:5-15=1:6-16 1:41=1:43 1:42=1:43-44 1:43=1:45 1:54-57=1:57-60 1:62-64=1:65-67',
  Sir: [
    '3:1-7=3:2-8 3:8=3:9-10 3:9-13=3:11-15 3:14=3:16 3:15-18=3:17-20 3:20-22=3:21-23 3:23=3:24-25 3:24=3:26 3:28-29=3:30-31',
    '15:15=15:15-16 15:16-20=15:17-21',
    '24:3=24:5-6 24:4=24:7 24:5=24:8 24:6=24:9-10 24:7=24:11 24:8=24:12-13 24:9=24:14 24:10-11=24:15 24:12=24:16',
    '24:13-15=24:17-19 24:16=24:20-21 24:17=24:22 24:18=24:23-25 24:19=24:26 24:20=24:27-28 24:21-22=24:29-30',
    '27:3-7=27:4-8 27:30=27:33 28:6=28:6-7 28:7=28:8-9',
    '35:12-14=35:15-17 35:15=35:18-19 35:16-18=35:20-22',
  ].join(' '),
};

/** Chapters placed by the blocks; the other chapters of these books are read by number (see `unplaced`). */
const PLACED = new Set(
  Object.entries(BLOCKS).flatMap(([osis, spec]) => spec.split(' ').map((b) => `${osis} ${b.split(':')[0]}`)),
);

const layer = createLayer(BLOCKS, undefined);

/**
 * The Vulgate's verse (or verses) of a verse the lectionary cites in a chapter placed here; null when that verse
 * has no counterpart the blocks name, undefined for every other chapter (Veritas's map applies).
 */
export function greekBookInVulgate(osis: string, chapter: number, verse: number): VerseSpan | null | undefined {
  if (!PLACED.has(`${osis} ${chapter}`)) return undefined;
  return layer.forward(osis, chapter, verse) ?? null;
}

/**
 * Books whose Vulgate is another text than the Greek the lectionary reads (Sirach's doublets, Jerome's Tobit and
 * Judith), in chapters no block places: the Douay-Rheims verses of the same numbers are served, with this said.
 */
const OTHER_TEXT: Readonly<Record<string, string>> = { Sir: 'Sirach (Ecclesiasticus)', Tob: 'Tobit', Jdt: 'Judith' };

export function unplaced(osis: string, chapter: number): string | undefined {
  const name = OTHER_TEXT[osis];
  if (!name || PLACED.has(`${osis} ${chapter}`)) return undefined;
  return `The Vulgate's ${name} numbers this chapter otherwise than the lectionary (it translates another text); the Douay-Rheims and Vulgate verses given are those of the same numbers and may not be exactly the passage read.`;
}

import type { BuildContext } from '../dataset-builder.js';
import { FILES } from './sources.js';

/**
 * Scanning errors of `douay-rheims-challoner/verses.tsv` that its own `verse_fixes.json` does not correct: a single
 * stray letter where the printed Challoner text has a word (checked against the 1899 edition's reading of each
 * verse). Each is applied only where the wrong text is still there; one that is gone (corrected upstream) is
 * reported as a problem, so that the table is pruned deliberately.
 */
export const DOUAY_CORRECTIONS: ReadonlyArray<{ book: string; chapter: number; verse: number; wrong: string; right: string }> = [
  { book: 'NUM', chapter: 3, verse: 39, wrong: 'by their f families', right: 'by their families' },
  { book: 'MRK', chapter: 8, verse: 39, wrong: 'Amen f say to you', right: 'Amen I say to you' },
  { book: 'MRK', chapter: 14, verse: 71, wrong: 'began o curse', right: 'began to curse' },
  { book: 'JHN', chapter: 10, verse: 42, wrong: 'believed n him', right: 'believed in him' },
  // A letter misread (`he` for `be`): Challoner's "shall be condemned".
  { book: 'MRK', chapter: 16, verse: 16, wrong: 'believeth not shall he condemned', right: 'believeth not shall be condemned' },
];

/** The verse text with its correction applied, if the table has one for it; counts what it changed. */
export function correctDouayVerse(ctx: BuildContext, book: string, chapter: number, verse: number, text: string, applied: Set<number>): string {
  const i = DOUAY_CORRECTIONS.findIndex((c) => c.book === book && c.chapter === chapter && c.verse === verse);
  if (i < 0) return text;
  const c = DOUAY_CORRECTIONS[i]!;
  if (!text.includes(c.wrong)) {
    ctx.problem(`douay-corrections: ${book} ${chapter}:${verse} no longer reads "${c.wrong}" (corrected upstream?); drop the correction`);
    return text;
  }
  applied.add(i);
  return text.replace(c.wrong, c.right);
}

/** The staged USFM of the Douay-Rheims Psalms: the text `verses.tsv` lost in the psalms below is read from it. */
const DRB_PSALMS_USFM = FILES.drbPsalmsUsfm;

/**
 * Psalms whose first verse in `verses.tsv` lost its text: the USFM prints the title as verse 1 and the verse's words
 * as a paragraph after it (`\v 1 A gradual canticle.` `\p When the Lord brought back the captivity of Sion …`), and
 * the conversion kept the title alone; where `verse_fixes.json` then joined verses to reach the Vulgate's count, it
 * joined the title to the next verse, so the whole psalm stood one verse off its Latin (Douay 125:1 "Then was our
 * mouth filled" beside "In convertendo Dominus captivitatem Sion"; Douay 135:26 "Give glory to the Lord of lords"
 * beside "Confitemini Deo caeli"). Each psalm is laid again from the USFM: `verses[i]` lists the USFM verses that
 * make the Vulgate's verse i+1 (42:4 holds USFM 4-5, "And I will go in to the altar of God … upon the harp", as
 * the Latin's "Et introibo ad altare Dei … Confitebor tibi in cithara"). Applied only while verse 1 still lacks the
 * paragraph; one that has it (corrected upstream) is reported, so that the table is pruned deliberately.
 */
export const DOUAY_PSALM_LAYOUTS: ReadonlyArray<{ chapter: number; verses: ReadonlyArray<readonly number[]> }> = [
  { chapter: 42, verses: [[1], [2], [3], [4, 5], [6]] },
  { chapter: 123, verses: [[1], [2], [3], [4], [5], [6], [7], [8]] },
  { chapter: 125, verses: [[1], [2], [3], [4], [5], [6, 7]] },
  { chapter: 128, verses: [[1], [2], [3], [4], [5], [6], [7], [8]] },
  { chapter: 135, verses: [...Array.from({ length: 25 }, (_, i) => [i + 1]), [26, 27]] },
];

/** The verses of one chapter of a USFM book: each `\v` with the paragraphs after it, footnotes and markers left out. */
function usfmChapter(usfm: string, chapter: number): Map<number, string> {
  const verses = new Map<number, string>();
  let inChapter = false;
  let current: number | undefined;
  for (const line of usfm.split('\n')) {
    const c = /^\\c (\d+)/.exec(line);
    if (c) {
      if (inChapter) break;
      inChapter = Number(c[1]) === chapter;
      continue;
    }
    if (!inChapter) continue;
    const v = /^\\v (\d+)\s*(.*)$/.exec(line);
    const p = /^\\p\s+(.*)$/.exec(line);
    const text = v ? v[2]! : p && current !== undefined ? p[1]! : undefined;
    if (v) current = Number(v[1]);
    if (text === undefined || current === undefined) continue;
    const clean = text.replace(/\\f .*?\\f\*/g, '').replace(/\\[a-z]+\d*\*?/g, '').replace(/\s+/g, ' ').trim();
    if (clean) verses.set(current, [verses.get(current), clean].filter(Boolean).join(' '));
  }
  return verses;
}

/**
 * The Douay-Rheims text of each verse of the psalms of `DOUAY_PSALM_LAYOUTS` (key: chapter × 1000 + verse), laid
 * from the USFM; `staged` gives the text `verses.tsv` has for a verse, to see whether the defect is still there.
 */
export function relaidDouayPsalms(ctx: BuildContext, staged: (chapter: number, verse: number) => string | undefined): Map<number, string> {
  const usfm = ctx.text(DRB_PSALMS_USFM);
  const out = new Map<number, string>();
  for (const layout of DOUAY_PSALM_LAYOUTS) {
    if (staged(layout.chapter, 1) === undefined) continue; // a verses.tsv without that psalm (a test's sources)
    const source = usfmChapter(usfm, layout.chapter);
    const texts = layout.verses.map((parts) => parts.map((n) => source.get(n)).filter((t): t is string => !!t).join(' '));
    const first = staged(layout.chapter, 1) ?? '';
    if (texts.some((t, i) => !t || layout.verses[i]!.some((n) => !source.has(n)))) {
      ctx.problem(`douay-corrections: Psalm ${layout.chapter} of ${DRB_PSALMS_USFM} is not laid out as DOUAY_PSALM_LAYOUTS says; left as verses.tsv has it`);
      continue;
    }
    if (first.includes(texts[0]!)) {
      ctx.problem(`douay-corrections: Psalm ${layout.chapter}:1 of verses.tsv already holds its text (corrected upstream?); drop its layout`);
      continue;
    }
    texts.forEach((t, i) => out.set(layout.chapter * 1000 + i + 1, t));
  }
  return out;
}

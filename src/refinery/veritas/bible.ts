import type { BuildContext } from '../dataset-builder.js';
import { correctDouayVerse, relaidDouayPsalms } from './douay-corrections.js';
import { parseJsonl } from '../devotio/parse-jsonl.js';
import type { SourceBook, SourceChapter, SourceNote } from './source-types.js';
import { FILES } from './sources.js';
import { parseTsv } from './tsv.js';
import { verseKey } from './verse-key.js';

export interface BibleVerse {
  key: number;
  drb: string | null;
  vulgate: string | null;
  /** Vulgate labels (`Aleph`, `Prologus`), `|`-joined in the source. */
  labels: string[];
}

export interface BibleNote {
  key: number;
  lemma: string | null;
  text: string;
  sourceRef: string;
}

export interface BibleChapter {
  bookNum: number;
  chapter: number;
  summary: string | null;
  psalmTitle: string | null;
}

export interface BibleContent {
  /** Scanning errors corrected (douay-corrections.ts). */
  corrected: number;
  /** Verses of the psalms laid again from the USFM where `verses.tsv` lost a first verse (douay-corrections.ts). */
  psalmVersesRelaid: number;
  /** Vulgate ligatures œ restored from the control character the source has in their place (restoreOe). */
  oeRestored: number;
  /** Challoner notes cut out of a chapter summary or psalm title they were glued to (splitGluedNote). */
  notesSplit: number;
  books: SourceBook[];
  verses: BibleVerse[];
  notes: BibleNote[];
  chapters: BibleChapter[];
}

const isObject = (r: unknown): r is Record<string, unknown> => typeof r === 'object' && r !== null;

/**
 * Two records of `chapters.jsonl` carry a Challoner note glued to their text, marked `+ <chapter>:0` as the
 * USFM footnote was flattened: the title of Psalm 119 ("A gradual canticle.+ 119:0 A gradual canticle: The
 * following psalms, in number fifteen, …") and the summary of Daniel 13 ("… the two elders.+ 13:0 This history
 * of Susanna …"). Served as they were, a client showed the whole note, marker and all, as the title. The text is
 * cut at the marker and the note kept as a note (its lemma, when it opens with a short one before a colon).
 */
export function splitGluedNote(text: string | null): { text: string | null; note: Omit<BibleNote, 'key'> | null } {
  const m = text === null ? null : /^(.*?)\s*\+ (\d+:\d+) (.+)$/s.exec(text);
  if (!m) return { text, note: null };
  const [, head, sourceRef, body] = m as unknown as [string, string, string, string];
  const lemma = /^([^,:;.]{1,40}): (.+)$/s.exec(body);
  return { text: head.trim() || null, note: { sourceRef, lemma: lemma ? lemma[1]! : null, text: lemma ? lemma[2]! : body } };
}

/**
 * `clementine-vulgate/verses.tsv` has U+009C, a C1 control character, wherever the Latin has the ligature œ
 * (`c\u009cpit` for cœpit, 920 times in 874 verses, and no œ at all): the byte 0x9C of Windows-1252, where it is œ,
 * read as Latin-1. Served as it was, clients got a control character and a search for `coepit` found nothing.
 */
function restoreOe(text: string, restored: { count: number }): string {
  if (!text.includes('\u009c')) return text;
  return text.replace(/\u009c/g, () => {
    restored.count += 1;
    return 'œ';
  });
}

/**
 * The Douay-Rheims and the Clementine Vulgate joined on (book, chapter, verse): both sources use the same keys
 * (SOURCES.md §1-2), except the prologues of Sirach and Lamentations (chapter 0: five and three verses in the
 * Douay, one in the Vulgate), which simply have no Latin beside the later Douay verses.
 */
export function readBible(ctx: BuildContext): BibleContent {
  const books = ctx.json<SourceBook[]>(FILES.books).slice().sort((a, b) => a.num - b.num);
  const bookNum = new Map(books.map((b) => [b.usfm, b.num]));
  const numOf = (code: string, where: string): number | null => {
    const n = bookNum.get(code);
    if (n === undefined) ctx.problem(`${where}: unknown book code ${code}; skipped`);
    return n ?? null;
  };
  const byKey = new Map<number, BibleVerse>();
  const corrected = new Set<number>();
  const restored = { count: 0 };
  let psalmVersesRelaid = 0;
  ctx.progress('read Douay-Rheims', 0, 1);
  for (const row of parseTsv(ctx, FILES.drbVerses)) {
    const n = numOf(row.book!, FILES.drbVerses);
    if (n === null) continue;
    const key = verseKey(n, Number(row.chapter), Number(row.verse));
    if (!Number.isFinite(key) || !row.text) {
      ctx.problem(`${FILES.drbVerses}: bad verse ${row.book} ${row.chapter}:${row.verse}; skipped`);
      continue;
    }
    if (byKey.has(key)) ctx.problem(`${FILES.drbVerses}: duplicate verse ${row.book} ${row.chapter}:${row.verse}; the first kept`);
    else byKey.set(key, { key, drb: correctDouayVerse(ctx, row.book!, Number(row.chapter), Number(row.verse), row.text, corrected), vulgate: null, labels: [] });
  }
  const psalms = bookNum.get('PSA');
  if (psalms !== undefined) {
    const relaid = relaidDouayPsalms(ctx, (c, v) => byKey.get(verseKey(psalms, c, v))?.drb ?? undefined);
    for (const [cv, text] of relaid) {
      const verse = byKey.get(verseKey(psalms, Math.floor(cv / 1000), cv % 1000));
      if (verse) verse.drb = text;
      else ctx.problem(`douay-corrections: Psalm ${Math.floor(cv / 1000)}:${cv % 1000} is not in ${FILES.drbVerses}; not added`);
    }
    psalmVersesRelaid = relaid.size;
  }
  ctx.progress('read Vulgate', 0, 1);
  for (const row of parseTsv(ctx, FILES.vulgateVerses)) {
    const n = numOf(row.book!, FILES.vulgateVerses);
    if (n === null) continue;
    const key = verseKey(n, Number(row.chapter), Number(row.verse));
    let verse = byKey.get(key);
    if (!verse) {
      ctx.problem(`${FILES.vulgateVerses}: ${row.book} ${row.chapter}:${row.verse} has no Douay-Rheims verse; kept with Latin only`);
      byKey.set(key, (verse = { key, drb: null, vulgate: null, labels: [] }));
    }
    verse.vulgate = row.text === undefined ? null : restoreOe(row.text, restored);
    verse.labels = row.labels ? row.labels.split('|').filter(Boolean) : [];
  }
  const verses = [...byKey.values()].sort((a, b) => a.key - b.key);

  const notes: BibleNote[] = [];
  for (const n of parseJsonl<SourceNote>(ctx, FILES.drbNotes, (r): r is SourceNote => isObject(r) && typeof r.book === 'string' && typeof r.text === 'string')) {
    const num = numOf(n.book, FILES.drbNotes);
    if (num === null) continue;
    const key = verseKey(num, n.chapter, n.verse);
    if (!byKey.has(key)) ctx.problem(`${FILES.drbNotes}: note on ${n.book} ${n.chapter}:${n.verse}, which has no verse; kept`);
    notes.push({ key, lemma: n.lemma || null, text: n.text, sourceRef: n.source_ref });
  }
  const chapters: BibleChapter[] = [];
  let notesSplit = 0;
  for (const c of parseJsonl<SourceChapter>(ctx, FILES.drbChapters, (r): r is SourceChapter => isObject(r) && typeof r.book === 'string')) {
    const num = numOf(c.book, FILES.drbChapters);
    if (num === null) continue;
    const summary = splitGluedNote(c.summary ?? null);
    const psalmTitle = splitGluedNote(c.psalm_title ?? null);
    for (const note of [summary.note, psalmTitle.note]) {
      if (!note) continue;
      // The note is on the chapter or its title (`119:0`): it is served with the chapter's first verse.
      notes.push({ key: verseKey(num, c.chapter, 1), ...note });
      notesSplit += 1;
    }
    // An empty summary (Habacuc 3 has a bare `\cd` in the USFM) is no summary: null, as for a chapter without one.
    chapters.push({ bookNum: num, chapter: c.chapter, summary: summary.text || null, psalmTitle: psalmTitle.text || null });
  }
  notes.sort((a, b) => a.key - b.key);
  return { corrected: corrected.size, psalmVersesRelaid, oeRestored: restored.count, notesSplit, books, verses, notes, chapters };
}

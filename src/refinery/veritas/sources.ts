import type { Provenance } from '../dataset-builder.js';

/** The source files the Veritas dataset reads (paths as in shared/data and the manifest). */
export const FILES = {
  books: 'douay-rheims-challoner/books.json',
  drbVerses: 'douay-rheims-challoner/verses.tsv',
  drbPsalmsUsfm: 'douay-rheims-challoner/usfm/21-PSA.usfm',
  drbNotes: 'douay-rheims-challoner/notes.jsonl',
  drbChapters: 'douay-rheims-challoner/chapters.jsonl',
  vulgateVerses: 'clementine-vulgate/verses.tsv',
  summaArticles: 'summa-theologiae-en/articles.jsonl.gz',
  summaQuestions: 'summa-theologiae-en/questions.json',
  summaPrologues: 'summa-theologiae-en/prologues_and_notes.json',
  catena: 'catena-aurea/catena_aurea.jsonl.gz',
} as const;

/** Provenance of each source (SOURCES.md sections 1-4), keyed by a short id. */
export const PROVENANCE = {
  drb: {
    source: 'Douay-Rheims Bible, Challoner revision (1749-52), with Challoner\'s notes; USFM edition by BibleCorps',
    licence: 'public domain',
    attribution: 'Douay-Rheims Bible, Challoner revision; USFM edition by BibleCorps (public domain)',
    url: 'https://github.com/BibleCorps/ENG-B-DRC1750-pd-PSFM',
  },
  vulgate: {
    source: 'Biblia Sacra Vulgata, Clementine edition (Clementine Vulgate Project text)',
    licence: 'public domain',
    attribution: 'Clementine Vulgate Project (vulsearch.sourceforge.net), public domain; markup stripped and the prologues of Ecclesiasticus and Lamentations moved to chapter 0 by Lumen',
    url: 'https://github.com/BibleGet-I-O/Clementine-Vulgate',
  },
  summa: {
    source: 'Summa Theologiae, English Dominican translation (2nd rev. ed., 1920), from Jacob-Gray/summa.json',
    licence: 'public domain (repository: The Unlicense)',
    attribution: 'Translated by the Fathers of the English Dominican Province (1920); structured by Jacob-Gray/summa.json (The Unlicense)',
    url: 'https://github.com/Jacob-Gray/summa.json',
  },
  catena: {
    source: 'Catena Aurea of St Thomas Aquinas, tr. J. H. Newman et al. (1841-45), from the Historical Christian Faith Commentaries Database',
    licence: 'public domain',
    attribution: 'Historical Christian Faith Commentaries Database; Catena Aurea tr. J. H. Newman et al. (1841-45)',
    url: 'https://github.com/HistoricalChristianFaith/Commentaries-Database',
  },
} as const satisfies Record<string, Provenance>;

export type VeritasSourceId = keyof typeof PROVENANCE;

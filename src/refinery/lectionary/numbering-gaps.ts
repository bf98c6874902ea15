/**
 * Verses of the table (English/KJV numbering) that Veritas's versification map (`toCanonical(…, 'kjv')`) sends
 * past the end of a Vulgate chapter, because the Vulgate divides the end of these chapters into fewer verses.
 * Each is placed by reading the Douay-Rheims beside the English text (e.g. KJV Exodus 40:34 "Then a cloud covered
 * the tent" is Douay 40:32 "The cloud covered the tabernacle"). The lead is told, so that the map can take them
 * and this list can go; the verse check fails the import if another such verse appears.
 */
export const KJV_TO_VULGATE_GAPS: Readonly<Record<string, { chapter: number; verse: number }>> = {
  'Gen 50:26': { chapter: 50, verse: 25 },
  'Exod 40:16': { chapter: 40, verse: 14 },
  'Exod 40:21': { chapter: 40, verse: 19 },
  'Exod 40:34': { chapter: 40, verse: 32 },
  'Exod 40:38': { chapter: 40, verse: 36 },
  'Job 42:17': { chapter: 42, verse: 16 },
  'John 11:57': { chapter: 11, verse: 56 },
  'Ps 13:6': { chapter: 12, verse: 6 },
};

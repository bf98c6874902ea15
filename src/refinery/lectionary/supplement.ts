/**
 * Rows the table lacks, in the table's own notation (so they pass through the same parser and checks). Each is
 * a fact of the Ordo Lectionum Missae (1981) with the number of the lectionary entry.
 */
export const SUPPLEMENT: ReadonlyArray<{ day: string; type: string; ref: string; note: string }> = [
  // OLM 42: on Easter Sunday the Gospel of the Vigil may be read instead of Jn 20:1-9, and Lk 24:13-35 at an evening Mass.
  { day: 'EW01-0Sun A', type: '6.2', ref: 'மத்28:1-10', note: 'OLM 42: the Gospel of the Easter Vigil (Year A) may be read instead' },
  { day: 'EW01-0Sun B', type: '6.2', ref: 'மாற்16:1-7', note: 'OLM 42: the Gospel of the Easter Vigil (Year B) may be read instead' },
  { day: 'EW01-0Sun C', type: '6.2', ref: 'லூக்24:1-12', note: 'OLM 42: the Gospel of the Easter Vigil (Year C) may be read instead' },
  { day: 'EW01-0Sun', type: '6.3', ref: 'லூக்24:13-35', note: 'OLM 42: at an afternoon or evening Mass' },
  // OLM 41: after the seventh reading, Ps 42-43 when baptism is celebrated, otherwise Is 12 or Ps 51.
  { day: 'LW06-6Sat', type: '2.73', ref: 'எசா12:2-3.4bcd.5-6', note: 'OLM 41: Is 12 after the seventh reading when baptism is not celebrated' },
];

/**
 * Rows of the table whose citation differs from the Ordo Lectionum Missae (the Tamil lectionary cut the passage
 * otherwise, or slipped): the table's text (`ref`, which must still be there: the import fails on a correction
 * that no longer matches) and the OLM's, in the table's notation and numbering. Checked against the US
 * Lectionary as published (cpbjr), which reads these passages as the OLM does. Served as `source: "lumen"`.
 */
export const CORRECTIONS: ReadonlyArray<{ day: string; type: string; ref: string; corrected: string; note: string }> = [
  { day: 'Transfiguration of the Lord B', type: '6', ref: 'மாற்9:2-9', corrected: 'மாற்9:2-10', note: 'OLM 614: Mk 9:2-10 (the table: 9:2-9)' },
  { day: 'OW00-MaryMotherofChurch', type: '6.009', ref: 'யோவா19:25-27', corrected: 'யோவா19:25-34', note: 'Decree of 11 February 2018: Jn 19:25-34 (the table: 19:25-27)' },
  { day: 'Saint Stephen, the first martyr', type: '1', ref: 'திப6:8-10;7:54-60', corrected: 'திப6:8-10;7:54-59', note: 'OLM 696: Acts 6:8-10; 7:54-59 (the table: 7:54-60)' },
  { day: 'Assumption of the Blessed Virgin Mary', type: '3', ref: '1கொரி15:20-26', corrected: '1கொரி15:20-27', note: 'OLM 622: 1 Cor 15:20-27 (the table: 15:20-26)' },
  { day: 'AW03-0Sun C', type: '1', ref: 'செப்3:14-17', corrected: 'செப்3:14-18a', note: 'OLM 9: Zep 3:14-18a (the table: 3:14-17)' },
  { day: 'AW04-0Sun B', type: '1', ref: '2சாமு7:1-5,8b-12,14-16', corrected: '2சாமு7:1-5,8b-12,14a,16', note: 'OLM 11: 2 Sm 7:1-5, 8b-12, 14a, 16 (the table: 14-16)' },
  { day: 'AW05-Dec24', type: '1', ref: '2சாமு7:1-5,8b-12,16', corrected: '2சாமு7:1-5,8b-12,14a,16', note: 'OLM 200: 2 Sm 7:1-5, 8b-12, 14a, 16 (the table leaves out 14a)' },
  { day: 'OW15-1Mon 2', type: '1', ref: 'எசா1:11-17', corrected: 'எசா1:10-17', note: 'OLM 389: Is 1:10-17 (the table: 1:11-17)' },
];

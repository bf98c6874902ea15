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
];

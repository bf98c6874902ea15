import type { RomcalPerson } from './source-types.js';

type Field = 'name' | 'date_of_birth' | 'date_of_death' | 'date_of_canonization';

/** A value of romcal's catalogue that a scholar would strike out: the catalogue's value, the right one, and why. */
export interface RomcalCorrection {
  field: Field;
  /** romcal's value as the catalogue writes it; when the catalogue no longer says this, the row is reported. */
  romcal: string | number;
  /** The right value (a date as `normaliseDate` reads it, or a name). */
  value: string;
  why: string;
}

/**
 * romcal's names and dates of a life that are wrong (session 14's spot check; docs/devotio.md "How the record is
 * merged", step 1), by catalogue id. Facts only, each with the evidence; a row whose catalogue value has changed upstream
 * is reported and not applied, so that the table is pruned on purpose. A name that is another person's altogether is
 * caught by rule (`nameFitsId`); these are the slips that rule cannot see.
 */
export const ROMCAL_CORRECTIONS: Readonly<Record<string, readonly RomcalCorrection[]>> = {
  thomas_more_martyr: [
    { field: 'date_of_death', romcal: '1537-07-6', value: '1535-07-06', why: 'beheaded on Tower Hill on 6 July 1535, two weeks after John Fisher (22 June 1535, as romcal has him)' },
  ],
  columba_of_iona_abbot: [
    { field: 'date_of_death', romcal: 615, value: '597-06-09', why: 'Columba (Colum Cille) died on Iona on 9 June 597 (Adomnán); 615 is the year of Columbanus of Bobbio' },
  ],
  eucherius_of_lyon_bishop: [
    { field: 'name', romcal: 'Eucharius', value: 'Eucherius', why: 'Eucherius, bishop of Lyon (died c. 449), as his id says; Eucharius is the first bishop of Trier, a record of his own' },
  ],
  thomas_aquinas_priest: [
    { field: 'date_of_canonization', romcal: '1323-07-19', value: '1323-07-18', why: 'canonized by John XXII at Avignon on 18 July 1323 (the bull Redemptionem misit)' },
  ],
};

/**
 * The catalogue entry with its known wrong values corrected; `report` hears of a row whose catalogue value is no
 * longer the one it corrects (romcal fixed or changed it: the row is left unapplied for a person to review).
 */
export function correctedRomcalEntry(p: RomcalPerson, report: (message: string) => void): RomcalPerson {
  const rows = ROMCAL_CORRECTIONS[p.id];
  if (!rows) return p;
  const out: RomcalPerson = { ...p };
  for (const row of rows) {
    if (p[row.field] !== row.romcal) {
      report(`romcal_martyrology.jsonl: ${p.id} ${row.field} is ${JSON.stringify(p[row.field])}, not the ${JSON.stringify(row.romcal)} the correction replaces; correction left out (review the row)`);
      continue;
    }
    out[row.field] = row.value;
  }
  return out;
}

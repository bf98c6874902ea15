import type { LectionaryDataset } from '../../../refinery/lectionary/doc.js';
import type { CommonRef } from '../domain/commons.js';
import type { Celebration } from '../domain/liturgical-day.js';
import { type PlannedRow, commonRows, markedFrom } from './assemble.js';
import { commonName, tablePointer } from './common-pointer.js';

export interface MassFromCommon {
  mass: { id: string; name: string; rows: PlannedRow[] };
  note: string;
}

/**
 * The Mass of a feast or solemnity of the saints that the lectionary table holds no readings for (a national
 * calendar's own: Our Lady Help of Christians and Saint Mary MacKillop in Australia, Saint Willibrord in the
 * Netherlands, Saint David and Saint John Henry Newman in England and Wales): its readings are those of the first
 * Common its calendar names that the table holds (OLM 70; GIRM 357). A solemnity
 * has three readings, a feast two (GIRM 357), so a feast takes no second reading, unless it is kept on a Sunday
 * (`sunday`: a Sunday has three readings). A memorial is not planned here: it keeps the weekday's readings (OLM 83).
 */
/**
 * Whether a Mass of this rank has three readings (a second reading before the gospel): a solemnity and a Sunday do,
 * a feast on a weekday has two (GIRM 357), a feast kept on a Sunday three.
 */
export const threeReadings = (rank: Celebration['rank'], sunday: boolean): boolean => rank !== 'feast' || sunday;

export function massFromCommon(data: LectionaryDataset, c: Celebration, commons: readonly CommonRef[], easter: boolean, sunday = false): MassFromCommon | undefined {
  if (c.rank !== 'solemnity' && c.rank !== 'feast') return undefined;
  const three = threeReadings(c.rank, sunday);
  for (const ref of commons) {
    const pointer = tablePointer(ref);
    const rows = commonRows(data, pointer.common, pointer.subtype, easter).filter((r) => three || r.role !== 'second_reading');
    if (!rows.some((r) => r.kind === 'citation')) continue;
    const readings = three ? 'three readings' : 'two readings';
    return {
      mass: { id: 'day', name: 'Mass', rows: markedFrom(pointer, rows) },
      note: `${c.name}: the lectionary table has no proper readings for it; as a ${c.rank}${sunday && c.rank === 'feast' ? ' on a Sunday' : ''} its Mass has ${readings}, taken from ${commonName(ref)} (OLM 70, GIRM 357).`,
    };
  }
  return undefined;
}

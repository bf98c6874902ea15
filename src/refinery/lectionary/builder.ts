import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildContext, BuildResult, DatasetBuilder } from '../dataset-builder.js';
import { LECTIONARY_FILE, type LectionaryDataset, type LectionaryRow } from './doc.js';
import { readRow } from './read-row.js';
import { joinSaints } from './saint-keys.js';
import { FILES, PROVENANCE } from './sources.js';
import { sqlInsertRows } from './sql-rows.js';
import { CORRECTIONS, SUPPLEMENT } from './supplement.js';
import { DRB_VERSES, douayChapters, missingVerse } from './verse-check.js';

/** The import fails on the first row it cannot read or whose verses are not in the Douay-Rheims, naming the row. */
class RowError extends Error {
  constructor(dayId: string, type: string, ref: string, why: string) {
    super(`lectionary: row ('${dayId}', ${type}, '${ref}') of ${FILES.readings}: ${why}`);
    this.name = 'RowError';
  }
}

function build(ctx: BuildContext): BuildResult {
  const table = sqlInsertRows(ctx.text(FILES.readings), 'readings__list');
  const calendar = sqlInsertRows(ctx.text(FILES.calendar), 'generalcalendar');
  const romcal = ctx.json<{ celebrations: Array<{ id: string; name_en: string; date: { month?: number; date?: number } }> }>(FILES.romcalCalendar).celebrations;
  const dayIds = new Set(table.map((r) => r[0]!));
  const saints = joinSaints(ctx, calendar, romcal, dayIds);
  const joinedIndia = new Set([...saints.values()].filter((id) => id.startsWith('IN ')));
  const counts = douayChapters(ctx);
  const days: Record<string, LectionaryRow[]> = {};
  let skippedIndia = 0;
  let citations = 0;
  const unused = new Set(CORRECTIONS);
  const corrected = (day: string, type: string, ref: string) => {
    const c = CORRECTIONS.find((x) => x.day === day && x.type === type && x.ref === ref);
    if (c) unused.delete(c);
    return c ? { day, type, ref: c.corrected, source: 'lumen' as const, note: c.note } : { day, type, ref, source: 'olm' as const, note: undefined };
  };
  const rows = [...table.map(([day, type, ref]) => corrected(day!, type!, ref!)), ...SUPPLEMENT.map((s) => ({ ...s, source: 'lumen' as const }))];
  if (unused.size > 0) throw new Error(`lectionary: corrections that match no row of ${FILES.readings}: ${[...unused].map((c) => `${c.day} ${c.type}`).join(', ')}`);
  rows.forEach(({ day, type, ref, source, note }, i) => {
    // India's proper calendar is not Lumen's; its rows are kept only where they are a General Calendar saint's.
    if (day.startsWith('IN ') && !joinedIndia.has(day)) {
      skippedIndia++;
      return;
    }
    // The Vigil's type 0 row points to the upstream app's rubrics (`LW06-6Sat~1`): not a reading.
    if (day === 'LW06-6Sat' && type === '0') return;
    let read: ReturnType<typeof readRow>;
    try {
      read = readRow(day, type, ref, source, note);
    } catch (err) {
      throw new RowError(day, type, ref, (err as Error).message);
    }
    for (const r of read.ranges) {
      const why = missingVerse(counts, r);
      if (why) throw new RowError(day, type, ref, `${read.row.citation} → ${read.row.citation_vulgate}: ${why}`);
    }
    if (read.row.kind === 'citation') citations++;
    (days[day] ??= []).push(read.row);
    if (i % 500 === 0) ctx.progress('readings', i, rows.length);
  });
  const dataset: LectionaryDataset = { days, saints: Object.fromEntries(saints) };
  writeFileSync(join(ctx.outDir, LECTIONARY_FILE), JSON.stringify(dataset));
  return {
    records: { day_ids: Object.keys(days).length, rows: Object.values(days).reduce((n, r) => n + r.length, 0), citations, celebrations_joined: saints.size },
    stats: { table_rows: table.length, table_day_ids: dayIds.size, india_only_rows_skipped: skippedIndia, rows_added_by_lumen: SUPPLEMENT.length, rows_corrected_by_lumen: CORRECTIONS.length },
  };
}

/** Lectionary: the citation table of the Ordo Lectionum Missae, renumbered to the Vulgate and joined to Tempus's keys. */
export const lectionaryDataset: DatasetBuilder = {
  name: 'lectionary',
  title: 'Lectionary for Mass: reading citations (Ordo Lectionum Missae 1981)',
  // 5: renumbered with Veritas's corrected joins (versification-tables.ts): Acts 7:55-60 is Vulgate 7:55-59 (it was
  //    7:54-59, a verse early).
  // 6: `17ba` (a slip of the table, the Ninth Sunday B's acclamation) is read as `17b,a`: printed Jn 17:17b, 17a;
  //    seven more pericopes corrected (supplement.ts): Trinity A's 2 Cor 13:11-13 lacked the grace (Vulgate 13:13).
  // 7: renumbered with Veritas's corrected map (2026-11-27): RSV Is 64:1 is Vulgate 64:1 (Advent 1 B was 63:16b-17,
  //    19-64:1, 3b-8, one verse more than the Lectionary reads), RSV Ps 56:10 is Vulgate 55:11 and RSV Ps 44:21
  //    Vulgate 43:22 (each was a verse early).
  builderVersion: 7,
  files: [FILES.readings, FILES.calendar, FILES.licence, FILES.romcalCalendar, DRB_VERSES],
  sources: Object.values(PROVENANCE),
  build,
};

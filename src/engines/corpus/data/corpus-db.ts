import { openDatasetFile } from '../../../platform/datasets/open-dataset-file.js';
import { AnswerCache } from './answer-cache.js';

/** The file the refinery's corpus builder writes (src/refinery/corpus/schema.ts). */
const FILE = 'corpus.sqlite';

/** The dataset opened read-only; fixed statements prepared once, dynamic ones cached by their SQL. */
export function openCorpusDb(dir: string) {
  // A page's records are scattered over a file of up to a gigabyte: mapped, a read is a memory access instead of a
  // pread into SQLite's own 2 MB cache (the file never changes: each version is a new file).
  const db = openDatasetFile(dir, FILE, { mmapBytes: 2_000_000_000 });
  type Dynamic = ReturnType<typeof prepareAny>;
  const prepareAny = (sql: string) => db.prepare<unknown[]>(sql);
  const dynamic = new Map<string, Dynamic>();
  return {
    db,
    siteById: db.prepare<[string], { doc: string }>('select doc from sites where id = ?'),
    docsByRowids: (n: number) => statement(`select rowid, doc from sites where rowid in (${Array(n).fill('?').join(',')})`),
    dioceseById: db.prepare<[string], { doc: string }>('select doc from dioceses where id = ?'),
    countryTypes: db.prepare<[], { country: string; type: string; n: number }>('select country, type, n from country_types order by country, type'),
    coverage: db.prepare<[], Record<string, string | number | null>>('select * from coverage order by region'),
    /** A statement for SQL built from a fixed set of parts (never from input text: values are bound). */
    statement,
    /** Recent answers of querySites on this version (query-sites.ts). */
    answers: new AnswerCache<{ hits: Array<{ doc: string; distanceM: number | null }>; total: number | null }>(),
    /** Every match of recent list queries in their order, by the query without its page (query-sites.ts): 64 MB at most. */
    orders: new AnswerCache<Uint32Array>(256, 64 * 1024 * 1024),
  };
  function statement(sql: string) {
    let st = dynamic.get(sql);
    if (!st) {
      st = prepareAny(sql);
      if (dynamic.size < 512) dynamic.set(sql, st);
    }
    return st;
  }
}

export type CorpusDb = ReturnType<typeof openCorpusDb>;

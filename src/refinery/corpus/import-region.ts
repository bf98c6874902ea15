import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { basename, join } from 'node:path';
import { fsyncTree, publishVersion, pruneVersions, removeStaleBuilds, switchCurrent } from '../atomic-publish.js';
import type { DatasetMeta } from '../dataset-builder.js';
import { layout, readCurrentVersion, readMeta } from '../../platform/datasets/layout.js';
import { acquireImportLock } from '../import-lock.js';
import { type ImportProgress, silentProgress } from '../progress.js';
import { applyRegion } from './apply-region.js';
import { corpusDataset } from './builder.js';
import { finishCorpus, openCorpusForWrite } from './corpus-file.js';
import { osmRegion } from './osm/osm-region.js';
import { reconcile } from './reconcile.js';
import { applyWikidata } from './wikidata/apply-wikidata.js';
import { parseSparqlResults } from './wikidata/parse-sparql.js';

export interface RegionImportOptions {
  dataDir: string;
  kind: 'pbf' | 'wikidata';
  file: string;
  /** Region name: what a later re-import replaces (`italy`, `europe`, `planet`, `wikidata-cathedrals`). */
  region: string;
  /** ISO country of a country extract (optional: otherwise per site, see osm-region.ts). */
  country?: string | null;
  /** The SPARQL result's date, for coverage (the file has none of its own). */
  asOf?: string | null;
  progress?: ImportProgress;
}

export interface RegionImportResult {
  version: string;
  previous: string | null;
  region: string;
  removed: number;
  inserted: number;
  ms: number;
  peakRssMb: number;
  stats: Record<string, number>;
}

const REGION_RE = /^[a-z0-9][a-z0-9._-]{0,62}$/;
const URL_RE = /^https?:\/\//i;

/** How a URL is shown in progress, errors and coverage: no user, password, query or fragment (they may be secrets). */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return '(a URL that does not parse)';
  }
}

/** A download that receives nothing for this long is abandoned (the import lock is held meanwhile). */
const DOWNLOAD_IDLE_MS = 60_000;

/**
 * Saves an extract given as an http(s) URL (a Geofabrik download link) to `dest`, streamed: the import reads the
 * file two or three times (read-pbf.ts), which a download cannot be. A connection idle for a minute is abandoned,
 * and a body shorter than its Content-Length is an error, not a truncated extract.
 */
async function download(url: string, dest: string, progress: ImportProgress): Promise<void> {
  const shown = shownUrl(url);
  const abort = new AbortController();
  let idle = setTimeout(() => abort.abort(), DOWNLOAD_IDLE_MS);
  const stillAlive = () => {
    clearTimeout(idle);
    idle = setTimeout(() => abort.abort(), DOWNLOAD_IDLE_MS);
  };
  try {
    let res: Response;
    try {
      res = await fetch(url, { signal: abort.signal });
    } catch (err) {
      throw new Error(`cannot fetch ${shown}: ${abort.signal.aborted ? `nothing received for ${DOWNLOAD_IDLE_MS / 1000} s` : (err as Error).message}`);
    }
    if (!res.ok || !res.body) throw new Error(`cannot fetch ${shown}: HTTP ${res.status}`);
    const total = Number(res.headers.get('content-length')) || 0;
    let done = 0;
    progress.step('corpus', `downloading ${shown}`);
    const count = new Transform({
      transform(chunk: Buffer, _enc, next) {
        stillAlive();
        done += chunk.length;
        progress.progress('corpus', 'download', done, Math.max(total, done));
        next(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), count, createWriteStream(dest));
    } catch (err) {
      throw new Error(`download of ${shown} failed after ${done} bytes: ${abort.signal.aborted ? `nothing received for ${DOWNLOAD_IDLE_MS / 1000} s` : (err as Error).message}`);
    }
    if (total > 0 && done !== total) throw new Error(`download of ${shown} ended after ${done} of ${total} bytes`);
  } finally {
    clearTimeout(idle);
  }
}

/** The extract as a local file: the file itself, or a URL's download in the dataset's folder (removed afterwards). */
async function localFile(file: string, tmpFile: string, kind: RegionImportOptions['kind'], progress: ImportProgress): Promise<string> {
  if (URL_RE.test(file)) {
    await download(file, tmpFile, progress);
    return tmpFile;
  }
  if (!existsSync(file)) throw new Error(`no such file: ${file}`);
  if (!statSync(file).isFile()) throw new Error(`${file} is not a file: give the path (or an http(s) URL) of one ${kind === 'pbf' ? '.osm.pbf extract' : 'SPARQL JSON result'}`);
  return file;
}

function versionName(dataDir: string): string {
  const stamp = new Date().toISOString().replace(/[-:.]/g, '').replace('T', 't').replace('Z', '');
  let version = `${stamp}-region`;
  for (let n = 2; existsSync(layout.versionDir(dataDir, 'corpus', version)); n += 1) version = `${stamp}-region-${n}`;
  return version;
}

/**
 * `lumen data import corpus --pbf FILE --region NAME` (or `--wikidata FILE`): a new version of the corpus dataset
 * that is the served one with that region replaced, published atomically like every import. The extract is
 * streamed (never read whole), so any size from a city to the planet fits in bounded memory.
 */
export async function importCorpusRegion(options: RegionImportOptions): Promise<RegionImportResult> {
  const started = performance.now();
  const progress = options.progress ?? silentProgress;
  if (!REGION_RE.test(options.region)) throw new Error(`--region must be lower-case letters, digits, '.', '_' or '-' (got ${options.region})`);
  const { dataDir } = options;
  mkdirSync(layout.versionsDir(dataDir, 'corpus'), { recursive: true });
  const release = acquireImportLock(dataDir, 'corpus');
  let peak = process.memoryUsage().rss;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  try {
    removeStaleBuilds(dataDir, 'corpus');
    const previous = readCurrentVersion(dataDir, 'corpus');
    const previousDir = previous ? layout.versionDir(dataDir, 'corpus', previous) : null;
    const version = versionName(dataDir);
    const tmpDir = join(layout.datasetDir(dataDir, 'corpus'), `${layout.tmpPrefix}${version}-${process.pid}`);
    mkdirSync(tmpDir);
    try {
      return await buildRegion(options, tmpDir, previous, previousDir, version, progress, started, () => peak);
    } catch (err) {
      // A failed import leaves nothing behind (a partial download may be gigabytes); a crash leaves it to the next
      // import's clean-up (removeStaleBuilds). After publishing, the folder has been renamed and this is a no-op.
      rmSync(tmpDir, { recursive: true, force: true });
      throw err;
    }
  } finally {
    clearInterval(sample);
    release();
  }
}

async function buildRegion(
  options: RegionImportOptions,
  tmpDir: string,
  previous: string | null,
  previousDir: string | null,
  version: string,
  progress: ImportProgress,
  started: number,
  peak: () => number,
): Promise<RegionImportResult> {
  const { dataDir } = options;
  // A URL is downloaded beside the file being built (so a crash leaves it to the next import's clean-up).
  const file = await localFile(options.file, join(tmpDir, options.kind === 'pbf' ? 'download.osm.pbf' : 'download.json'), options.kind, progress);
  const label = URL_RE.test(options.file) ? shownUrl(options.file) : basename(options.file);
  const size = statSync(file).size;
  const db = openCorpusForWrite(tmpDir, previousDir);
  const now = new Date().toISOString();
  const hash = createHash('sha256');
  let applied = { removed: 0, inserted: 0 };
  let duplicatesMerged = 0;
  try {
    if (options.kind === 'pbf') {
      let pass = 0;
      const open = () => {
        pass += 1;
        const thisPass = pass;
        let read = 0;
        progress.step('corpus', `${basename(label)}: pass ${thisPass}`);
        const stream = createReadStream(file, { highWaterMark: 1 << 20 });
        stream.on('data', (chunk) => {
          if (thisPass === 1) hash.update(chunk as Buffer);
          read += chunk.length;
          progress.progress('corpus', `pass ${thisPass}`, read, size);
        });
        return stream;
      };
      const { batch, merged } = await osmRegion({ region: options.region, country: options.country?.toUpperCase() ?? null, open, file: label, sha256: null, bytes: size });
      batch.sha256 = hash.digest('hex');
      applied = applyRegion(db, batch, now);
      duplicatesMerged = merged.length;
    } else {
      const bytes = readFileSync(file);
      hash.update(bytes);
      const items = parseSparqlResults(JSON.parse(bytes.toString('utf8')), (m) => progress.step('corpus', m));
      applied.inserted = applyWikidata(db, options.region, items, { asOf: options.asOf ?? null, file: label, sha256: hash.digest('hex'), bytes: bytes.length }, now);
    }
    progress.step('corpus', 'merging Wikidata ids, linking dioceses');
    const stats = reconcile(db);
    const sites = (db.prepare('select count(*) n from sites').get() as { n: number }).n;
    const dioceses = (db.prepare('select count(*) n from dioceses').get() as { n: number }).n;
    const regions = (db.prepare('select count(*) n from coverage').get() as { n: number }).n;
    finishCorpus(db);
    if (file !== options.file) rmSync(file);
    const before: DatasetMeta | null = previous ? readMeta(dataDir, 'corpus', previous) : null;
    const meta: DatasetMeta = {
      name: 'corpus',
      version,
      builderVersion: corpusDataset.builderVersion,
      // Kept from the version this one extends: `lumen data import` then sees the staged inputs unchanged.
      inputHash: before?.inputHash ?? '',
      builtAt: now,
      buildMs: Math.round(performance.now() - started),
      bytes: 0,
      records: { sites, dioceses, regions },
      stats: { ...(before?.stats ?? {}), ...stats, [`region_${options.region}`]: applied.inserted, [`duplicates_merged_${options.region}`]: duplicatesMerged },
      problems: before?.problems ?? [],
      sources: [...corpusDataset.sources],
      files: before?.files ?? {},
    };
    writeFileSync(join(tmpDir, 'meta.json'), JSON.stringify(meta, null, 1));
    meta.bytes = fsyncTree(tmpDir);
    writeFileSync(join(tmpDir, 'meta.json'), JSON.stringify(meta, null, 1), { flush: true });
    publishVersion(tmpDir, dataDir, 'corpus', version);
    switchCurrent(dataDir, 'corpus', version);
    pruneVersions(dataDir, 'corpus', previous ? [version, previous] : [version]);
    progress.done('corpus', `version ${version}: region ${options.region} ${applied.inserted} record(s) (replaced ${applied.removed}); ${sites} sites in all`);
    return { version, previous, region: options.region, removed: applied.removed, inserted: applied.inserted, ms: Math.round(performance.now() - started), peakRssMb: Math.round(peak() / 1e6), stats };
  } catch (err) {
    try {
      db.close();
    } catch {
      // already closed by finishCorpus
    }
    throw err;
  }
}

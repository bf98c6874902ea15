import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Command } from 'commander';
import { datasetReadiness } from '../../refinery/refinery-module.js';
import { DATASETS, selectDatasets } from '../../refinery/datasets.js';
import { BUILTIN_MANIFEST } from '../../refinery/manifest.js';
import { streamProgress, silentProgress } from '../../refinery/progress.js';
import { importCorpusRegion } from '../../refinery/corpus/import-region.js';
import { runImport } from '../../refinery/run-import.js';
import { openSources } from '../../refinery/source-reader.js';
import { sha256Hex } from '../../refinery/verify-checksum.js';
import { cliConfig } from '../context.js';
import { CliError, type Out } from '../output.js';
import { registerDataReport } from './data-report.js';

function walk(dir: string, root = dir, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, root, out);
    else out.push(relative(root, path).split('\\').join('/'));
  }
  return out;
}

interface RegionFlags {
  pbf?: string;
  wikidata?: string;
  region?: string;
  country?: string;
  asOf?: string;
}

/** `lumen data import corpus --pbf FILE --region NAME` (or `--wikidata FILE`): replaces one region of the corpus. */
async function importRegion(dataset: string | undefined, opts: RegionFlags, out: () => Out): Promise<void> {
  if (dataset && dataset !== 'corpus') throw new CliError('--pbf and --wikidata import into the corpus dataset: lumen data import corpus --pbf FILE --region NAME', 2);
  if (opts.pbf && opts.wikidata) throw new CliError('give --pbf or --wikidata, not both', 2);
  if (!opts.region) throw new CliError('--region NAME is required: it names what a later re-import replaces', 2);
  if (opts.country && !/^[A-Za-z]{2}$/.test(opts.country)) throw new CliError('--country must be an ISO 3166-1 alpha-2 code, e.g. IT', 2);
  const config = cliConfig();
  let result;
  try {
    result = await importCorpusRegion({
      dataDir: config.data.dir,
      kind: opts.pbf ? 'pbf' : 'wikidata',
      file: (opts.pbf ?? opts.wikidata)!,
      region: opts.region,
      country: opts.country ?? null,
      asOf: opts.asOf ?? null,
      progress: out().json ? silentProgress : streamProgress(process.stderr),
    });
  } catch (err) {
    throw new CliError(`import failed, the dataset being served is unchanged: ${(err as Error).message}`);
  }
  out().print(`corpus: region ${result.region}: ${result.inserted} record(s), ${result.removed} replaced; version ${result.version} (${result.ms} ms, peak RSS ${result.peakRssMb} MB)`, { dataDir: config.data.dir, ...result });
}

export function registerData(program: Command, out: () => Out): void {
  const data = program.command('data').description('build and inspect the read-only datasets of the read engines');
  data
    .command('import')
    .description('verify the open source files, build versioned datasets and switch to them atomically')
    .argument('[dataset]', `one dataset to import (${DATASETS.map((d) => d.name).join(', ')}); same as --only`)
    .option('--from <dir|url>', 'folder or base URL holding the shared/data layout (default LUMEN_SOURCES)')
    .option('--only <names>', `comma-separated datasets (${DATASETS.map((d) => d.name).join(', ')})`)
    .option('--force', 'rebuild even when the sources are unchanged')
    .option('--pbf <file|url>', 'corpus: import an OpenStreetMap .osm.pbf extract (any region, or the planet; a file or an http(s) URL) as --region')
    .option('--wikidata <file>', 'corpus: import the SPARQL JSON result of the query in docs/corpus.md (a file or an http(s) URL) as --region')
    .option('--region <name>', 'corpus: the region name; re-importing a region replaces that region only')
    .option('--country <cc>', 'corpus: ISO country of a country extract (otherwise per site)')
    .option('--as-of <date>', 'corpus: date of a Wikidata result, for coverage')
    .action(async (dataset: string | undefined, opts: RegionFlags & { from?: string; only?: string; force?: boolean }) => {
      if (opts.pbf || opts.wikidata) return importRegion(dataset, opts, out);
      const config = cliConfig();
      const from = opts.from ?? config.data.sources;
      let builders;
      try {
        if (dataset && opts.only && opts.only !== dataset) throw new Error(`give the dataset once: ${dataset} or --only ${opts.only}`);
        const only = dataset ?? opts.only;
        builders = selectDatasets(only?.split(',').map((s) => s.trim()).filter(Boolean));
      } catch (err) {
        throw new CliError((err as Error).message, 2);
      }
      const started = performance.now();
      let results;
      try {
        results = await runImport({
          sources: openSources(from),
          dataDir: config.data.dir,
          builders,
          manifest: BUILTIN_MANIFEST,
          force: Boolean(opts.force),
          progress: out().json ? silentProgress : streamProgress(process.stderr),
        });
      } catch (err) {
        throw new CliError(`import failed, the datasets being served are unchanged: ${(err as Error).message}`);
      }
      const ms = Math.round(performance.now() - started);
      const lines = results.map((r) => `${r.name}: ${r.status} ${r.version} (${Object.entries(r.records).map(([k, v]) => `${v} ${k}`).join(', ')}; ${r.problems} source problem(s); ${r.ms} ms)`);
      out().print(`${lines.join('\n')}\nimported into ${config.data.dir} in ${ms} ms`, { from, dataDir: config.data.dir, ms, datasets: results });
    });
  registerDataReport(data, out);
  data
    .command('status')
    .description('the dataset versions being served from LUMEN_DATA_DIR')
    .action(() => {
      const config = cliConfig();
      const checks = datasetReadiness(config.data.dir, DATASETS);
      out().print(checks.map((c) => `${c.name.replace('dataset:', '')}: ${c.ready ? c.detail : `missing (${c.detail})`}`).join('\n'), { dataDir: config.data.dir, datasets: checks });
    });
  data
    .command('manifest')
    .description('print the sha256 manifest of a sources folder (to review against src/refinery/manifest.json)')
    .requiredOption('--from <dir>', 'sources folder')
    .action((opts: { from: string }) => {
      const files: Record<string, { sha256: string; bytes: number }> = {};
      for (const path of walk(opts.from).sort()) {
        if (path === 'SOURCES.md') continue;
        const bytes = readFileSync(join(opts.from, path));
        files[path] = { sha256: sha256Hex(bytes), bytes: bytes.length };
      }
      const changed = Object.keys(files).filter((p) => BUILTIN_MANIFEST[p]?.sha256 !== files[p]?.sha256);
      out().print(JSON.stringify({ files }, null, 1), { files, changedFromBuiltin: changed });
    });
}

/**
 * `node --import tsx bench/corpus/generate.ts [SITES] [DATA_DIR]`: writes a synthetic corpus dataset (default
 * 1,000,000 sites) into DATA_DIR (default ./var/bench-corpus) and prints the time and size.
 */
import { rmSync } from 'node:fs';
import { generateSyntheticCorpus } from './synthetic.js';

const n = Number(process.argv[2] ?? 1_000_000);
const dir = process.argv[3] ?? 'var/bench-corpus';
rmSync(dir, { recursive: true, force: true });
let peak = 0;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 250);
const r = generateSyntheticCorpus(dir, n);
clearInterval(timer);
console.log(JSON.stringify({ sites: n, import_ms: r.ms, dataset_mb: Math.round(r.bytes / 1e6), peak_rss_mb: Math.round(Math.max(peak, process.memoryUsage().rss) / 1e6), dir }));

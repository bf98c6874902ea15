/**
 * The citation resolver in process: citations resolved per second (issue #13: ≥ 200,000), and free text scanned
 * by findCitations. Standalone, because it measures a function, not an HTTP server (bench/run.ts loads servers):
 *
 *   node --import tsx bench/veritas-resolver.ts            (BENCH_DURATION_S, default 3)
 *
 * The ports are the domain fixtures (the dataset's counts, in memory, as the server holds them).
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { BOOKS } from '../src/engines/veritas/domain/books.js';
import type { ResolveOptions } from '../src/engines/veritas/domain/citation.js';
import { fixturePorts } from '../src/engines/veritas/domain/fixtures/fixture-ports.js';
import { createResolver } from '../src/engines/veritas/domain/resolver.js';

const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 3) * 1000;
const ports = fixturePorts();
const resolver = createResolver(ports);

// A deterministic mix: the cases file (every form the resolver reads) and generated references over all books.
let seed = 42;
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
const cases = JSON.parse(
  readFileSync(new URL('../src/engines/veritas/domain/resolver-cases.json', import.meta.url), 'utf8'),
) as { ref?: string; options?: ResolveOptions }[];
const inputs: [string, ResolveOptions | undefined][] = cases.filter((c) => c.ref).map((c) => [c.ref!, c.options]);
const names = (b: (typeof BOOKS)[number]) => [b.names.modern, b.names.douay.replace(/ \(.*\)$/, ''), b.osis];
for (let i = 0; i < 2000; i++) {
  const b = BOOKS[rand(BOOKS.length)]!;
  const c = 1 + rand(b.chapters);
  const n = ports.versification.verseCount(b.osis, c);
  const v = 1 + rand(n);
  const name = names(b)[rand(3)]!;
  const shape = rand(4);
  const ref = shape === 0 ? `${name} ${c}:${v}` : shape === 1 ? `${name} ${c}:${v}-${Math.min(n, v + rand(10))}` : shape === 2 ? `${name} ${c}` : `${name} ${c}:${v}; ${c}:${Math.min(n, v + 1)}`;
  inputs.push([ref, undefined]);
}
for (let i = 0; i < 500; i++) inputs.push([`ST I-II q.${1 + rand(100)} a.1 ad 1`, undefined], [`I q.${1 + rand(119)} a.1`, undefined]);

// Per second of wall time, and per second of this process's CPU time: on a shared machine (other processes
// runnable, `uptime` load above the core count) the wall figure measures the machine, the CPU figure the code.
function run(label: string, unit: string, once: () => number): void {
  for (let i = 0; i < 3; i++) once(); // warm up
  let items = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  let now = start;
  while (now - start < DURATION_MS) {
    items += once();
    now = performance.now();
  }
  const used = process.cpuUsage(cpu);
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  const wall = (items / (now - start)) * 1000;
  const perCpu = (items / (used.user + used.system)) * 1e6;
  console.log(`${label}: ${fmt(wall)} ${unit}/s wall, ${fmt(perCpu)} ${unit}/s of CPU time`);
}

console.log(`node ${process.version}, ${inputs.length} distinct citations, ${DURATION_MS / 1000} s per figure, load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
let failed = 0;
for (const [ref, options] of inputs) if (!resolver.resolve(ref, options).ok) failed++;
console.log(`  (${failed} of them are error cases by design)`);
run('resolve', 'citations', () => {
  for (const [ref, options] of inputs) resolver.resolve(ref, options);
  return inputs.length;
});

const paragraph =
  'Objection 1: It would seem that the Old Law was not good. For it is written (Ezech. 20:25): "I gave them ' +
  'statutes that were not good." Further, as the Apostle says (Rm. 7:12) and (1 Cor. 15:56), and in ST I-II, q. 98, ' +
  'a. 1 ad 2, the law is holy (Ps. 18:8; Ps 118:105); see also Jn 3:16-18; 4:1 and 3 Kgs. 19:8, Mt 5,3-12. ';
const text = paragraph.repeat(200);
let citations = 0;
run('findCitations', 'characters', () => {
  citations = resolver.findCitations(text).citations.length;
  return text.length;
});
console.log(`  (${citations} citations in ${text.length.toLocaleString('en-US')} characters)`);

// What counting a key's usage adds to the rate limiter's decision, in CPU time per call (process.cpuUsage, so a
// busy machine inflates it less than wall time). Run: node --import tsx bench/usage-counter.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { countingLimiter } from '../src/identity/usage/counting-limiter.js';
import { UsageCounter } from '../src/identity/usage/usage-counter.js';
import { identityMigrations } from '../src/identity/migrations.js';
import { loadConfig } from '../src/platform/config/load-config.js';
import { MemoryStore, SlidingWindowLimiter } from '../src/platform/rate-limit/index.js';
import type { RateLimiter } from '../src/platform/services.js';
import { migrate, openStorage } from '../src/platform/storage/index.js';

const CALLS = Number(process.env.BENCH_CALLS ?? 2_000_000);
const ROUNDS = 7;
const dir = mkdtempSync(join(tmpdir(), 'lumen-usage-bench-'));
const storage = await openStorage(loadConfig({ DATABASE_URL: join(dir, 'bench.sqlite') }).storage);
await migrate(storage, [identityMigrations]);
const limiter = new SlidingWindowLimiter(new MemoryStore());
limiter.define('read', { max: 200, windowS: 900 });
// One flush an hour: the counting is measured, not the writing.
const usage = new UsageCounter(storage.db.withTables(), pino({ level: 'silent' }), 3_600_000);
const counting = countingLimiter(limiter, usage);
// 1,000 keys: most calls find a spent budget (the 429 path, the one that must stay cheapest).
const keys = Array.from({ length: 1000 }, (_, i) => `key_${String(i).padStart(24, 'a')}`);

function perCallNs(l: Pick<RateLimiter, 'consume'>): number {
  const start = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) l.consume('read', keys[i % keys.length]!);
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / CALLS;
}

perCallNs(limiter);
perCallNs(counting);
const bare: number[] = [];
const counted: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  bare.push(perCallNs(limiter));
  counted.push(perCallNs(counting));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[ROUNDS >> 1]!;
console.log(`node ${process.version}, ${CALLS} calls x ${ROUNDS} rounds (median), CPU time per call:`);
console.log(`  limiter.consume                 ${median(bare).toFixed(1)} ns`);
console.log(`  through the counting limiter   ${median(counted).toFixed(1)} ns (+${(median(counted) - median(bare)).toFixed(1)} ns)`);
await usage.close();
await storage.close();
rmSync(dir, { recursive: true, force: true });

import type { BenchTarget, Probe, Scenario } from '../scenario.js';
import { warmedGet } from '../lib.js';

/**
 * Devotio: a saint by slug and a saints search, served from the imported read-only SQLite dataset (the server
 * imports it on first start), and the time of a full `lumen data import` from shared/data.
 */
const ENV = { RATE_LIMIT_READ_MAX: '1000000' };

export const scenarios: Scenario[] = [
  {
    name: 'devotio: GET /v1/devotio/saints/{slug}',
    env: ENV,
    prepare: (target) => warmedGet(target, 'bench-devotio-slug', '/v1/devotio/saints/thomas-aquinas'),
  },
  {
    name: 'devotio: GET /v1/devotio/saints?q= (accent-folded FTS5 prefix search)',
    env: ENV,
    prepare: (target) => warmedGet(target, 'bench-devotio-search', '/v1/devotio/saints?q=th%C3%A9r%C3%A8se&limit=20'),
  },
];

export const probes: Probe[] = [
  {
    name: 'devotio: full import from shared/data (lumen data import --force)',
    env: ENV,
    async run(target) {
      const started = performance.now();
      const out = JSON.parse(await target.cli(['data', 'import', '--only', 'devotio', '--force', '--json'])) as {
        datasets: Array<{ ms: number; bytes: number; records: Record<string, number> }>;
      };
      const d = out.datasets[0]!;
      return {
        import_ms: d.ms,
        command_wall_ms: Math.round(performance.now() - started),
        dataset_mb: Math.round((d.bytes / 1e6) * 10) / 10,
        saints: d.records.saints ?? 0,
      };
    },
  },
];

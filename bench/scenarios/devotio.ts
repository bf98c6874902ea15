import type { BenchTarget, Probe, Scenario } from '../scenario.js';

/**
 * Devotio: a saint by slug and a saints search, served from the imported read-only SQLite dataset (the server
 * imports it on first start), and the time of a full `lumen data import` from shared/data.
 */
const ENV = { RATE_LIMIT_READ_MAX: '1000000' };

async function apiKey(target: BenchTarget, sub: string): Promise<string> {
  const token = (await target.cli(['dev', 'token', '--sub', sub])).trim();
  const res = await fetch(`${target.url}/portal/keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench' }),
  });
  if (res.status !== 201) throw new Error(`POST /portal/keys answered ${res.status}`);
  return ((await res.json()) as { key: string }).key;
}

async function prepared(target: BenchTarget, sub: string, path: string) {
  const key = await apiKey(target, sub);
  const warm = await fetch(`${target.url}${path}`, { headers: { 'x-api-key': key } });
  if (warm.status !== 200) throw new Error(`warm-up of ${path} answered ${warm.status}: ${await warm.text()}`);
  return { path, headers: { 'x-api-key': key } };
}

export const scenarios: Scenario[] = [
  {
    name: 'devotio: GET /v1/devotio/saints/{slug}',
    target: 0.08,
    env: ENV,
    prepare: (target) => prepared(target, 'bench-devotio-slug', '/v1/devotio/saints/thomas-aquinas'),
  },
  {
    name: 'devotio: GET /v1/devotio/saints?q= (accent-folded FTS5 prefix search)',
    target: 0.02,
    env: ENV,
    prepare: (target) => prepared(target, 'bench-devotio-search', '/v1/devotio/saints?q=th%C3%A9r%C3%A8se&limit=20'),
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

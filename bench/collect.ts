import { readdirSync } from 'node:fs';
import { platformScenarios } from './platform.js';
import type { Probe, Scenario } from './scenario.js';

/** Every scenario and probe (bench/platform.ts and bench/scenarios/*.ts) whose name contains `filter` (or one of them). */
export async function collect(filter?: string | string[]): Promise<{ scenarios: Scenario[]; probes: Probe[] }> {
  const filters = (Array.isArray(filter) ? filter : [filter]).filter((f): f is string => Boolean(f));
  const scenarios: Scenario[] = [...platformScenarios];
  const probes: Probe[] = [];
  const dir = new URL('./scenarios/', import.meta.url);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    const mod = (await import(new URL(file, dir).href)) as { scenarios?: Scenario[]; probes?: Probe[] };
    scenarios.push(...(mod.scenarios ?? []));
    probes.push(...(mod.probes ?? []));
  }
  const keep = <T extends { name: string }>(xs: T[]) => (filters.length ? xs.filter((x) => filters.some((f) => x.name.includes(f))) : xs);
  return { scenarios: keep(scenarios), probes: keep(probes) };
}

/** Items grouped by their environment overrides: each group gets a server of its own. */
export function groupByEnv<T extends { env?: Record<string, string> }>(items: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = JSON.stringify(item.env ?? {});
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

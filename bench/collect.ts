import { readdirSync } from 'node:fs';
import { platformScenarios } from './platform.js';
import type { Probe, Scenario } from './scenario.js';

/** Every scenario and probe (bench/platform.ts and bench/scenarios/*.ts) whose name contains `filter`. */
export async function collect(filter?: string): Promise<{ scenarios: Scenario[]; probes: Probe[] }> {
  const scenarios: Scenario[] = [...platformScenarios];
  const probes: Probe[] = [];
  const dir = new URL('./scenarios/', import.meta.url);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    const mod = (await import(new URL(file, dir).href)) as { scenarios?: Scenario[]; probes?: Probe[] };
    scenarios.push(...(mod.scenarios ?? []));
    probes.push(...(mod.probes ?? []));
  }
  const keep = <T extends { name: string }>(xs: T[]) => (filter ? xs.filter((x) => x.name.includes(filter)) : xs);
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

import { z } from 'zod';
import { problem } from '../errors/index.js';
import type { Module, ReadinessCheck } from '../module.js';
import { type Engine, defineOperation, raw } from '../operations/define.js';
import type { Storage } from '../storage/index.js';
import type { Metrics } from './metrics.js';
import { rootIndexOperation } from './root-index.js';

/**
 * The operational endpoints take any query and ignore it: load balancers and monitors may add a cache-busting
 * parameter of their own (`/healthz?_=1732600000`), and a probe refused 400 for it would take a healthy instance out
 * of service. None of them filters anything, so no misspelt parameter can change an answer (unknown-query.ts).
 */
const ANY_QUERY = z.looseObject({});

const Check = z.looseObject({ name: z.string(), ready: z.boolean(), detail: z.string().optional() });

/** The platform's own endpoints, defined as operations like everything else (public, not rate limited). */
export function platformEngine(deps: { storage: Storage; modules: () => Module[]; metrics: Metrics; version: string }): Engine {
  const readiness = async (): Promise<ReadinessCheck[]> => {
    const checks: ReadinessCheck[] = [
      { name: 'storage', ready: await deps.storage.ping(), detail: deps.storage.dialect },
    ];
    for (const module of deps.modules()) {
      if (module.readiness) checks.push(...(await module.readiness()));
    }
    return checks;
  };
  // Frozen: the platform serialises a frozen result once and reuses the JSON (rest-routes.ts).
  const health = Object.freeze({ status: 'ok' as const, version: deps.version });
  return {
    name: 'platform',
    title: 'Platform',
    description: 'The service root, and health, readiness and metrics of this Lumen instance',
    prefixes: [''],
    access: 'public',
    rateLimit: false,
    mcp: false,
    operations: [
      rootIndexOperation(deps, ANY_QUERY),
      defineOperation({
        id: 'platform.health',
        summary: 'Liveness: the process is up',
        method: 'GET',
        path: '/healthz',
        query: ANY_QUERY,
        output: z.object({ status: z.literal('ok'), version: z.string() }),
        cache: { shared: true },
        handler: () => health,
      }),
      defineOperation({
        id: 'platform.ready',
        summary: 'Readiness: storage reachable and datasets loaded (503 with the failing checks otherwise)',
        method: 'GET',
        path: '/readyz',
        query: ANY_QUERY,
        output: z.object({ status: z.literal('ready'), checks: z.array(Check) }),
        problems: ['service_unavailable'],
        handler: async () => {
          const checks = await readiness();
          const failing = checks.filter((c) => !c.ready);
          if (failing.length > 0) {
            throw problem('service_unavailable', `Not ready: ${failing.map((c) => c.detail ? `${c.name} (${c.detail})` : c.name).join(', ')}.`, {
              extra: { checks },
            });
          }
          return { status: 'ready' as const, checks };
        },
      }),
      defineOperation({
        id: 'platform.metrics',
        summary: 'Prometheus metrics (text exposition format)',
        method: 'GET',
        path: '/metrics',
        query: ANY_QUERY,
        output: z.string(),
        alternates: [{ contentType: 'text/plain; version=0.0.4', description: 'Prometheus text format' }],
        onlyAlternates: true,
        handler: async () => raw(deps.metrics.contentType, await deps.metrics.render()),
      }),
    ],
  };
}

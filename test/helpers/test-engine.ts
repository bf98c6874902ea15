import { z } from 'zod';
import { problem } from '../../src/platform/errors/index.js';
import type { Module, Platform } from '../../src/platform/module.js';
import { type Engine, defineOperation } from '../../src/platform/operations/define.js';
import type { RateLimiter } from '../../src/platform/services.js';

/**
 * A small engine used by the platform's own tests: one operation per behaviour the platform must get right
 * (validation, bodies, ETags, errors, slowness), under /v1/probe with an alias at /v1/probe-alias.
 */
export function probeEngine(options: { access?: Engine['access']; slowMs?: number; onSlowStart?: () => void } = {}): Engine {
  return {
    name: 'probe',
    title: 'Probe',
    description: 'Operations that exercise the platform',
    prefixes: ['/v1/probe', '/v1/probe-alias'],
    access: options.access ?? 'public',
    rateLimit: 'probe',
    mcp: false,
    operations: [
      defineOperation({
        id: 'probe.items.get',
        summary: 'Echo an item',
        method: 'GET',
        path: '/items/{id}',
        params: z.object({ id: z.string().regex(/^[a-z]+$/, 'lower-case letters only') }),
        query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
        output: z.object({ id: z.string(), limit: z.number() }),
        cache: { etag: true, maxAgeS: 60 },
        handler: ({ params, query }) => {
          if (params.id === 'missing') throw problem('not_found', 'No item missing.');
          return { id: params.id, limit: query.limit };
        },
      }),
      defineOperation({
        id: 'probe.texts.get',
        summary: 'A text serialised by the operation itself',
        method: 'GET',
        path: '/texts/{id}',
        params: z.object({ id: z.string().regex(/^[a-z]+$/) }),
        output: z.object({ id: z.string(), text: z.string() }),
        cache: { etag: true, maxAgeS: 60, shared: true },
        // Its own JSON, with the keys swapped for one id: in tests the platform must refuse to send that.
        json: (r) => (r.id === 'drift' ? `{"text":${JSON.stringify(r.text)},"id":"${r.id}"}` : `{"id":"${r.id}","text":${JSON.stringify(r.text)}}`),
        handler: ({ params }) => ({ id: params.id, text: `«${'æ'.repeat(params.id === 'long' ? 3000 : 3)}» "${params.id}"` }),
      }),
      defineOperation({
        id: 'probe.items.create',
        summary: 'Create an item',
        problems: ['conflict', 'contact_details_refused'],
        method: 'POST',
        path: '/items',
        body: z.strictObject({ name: z.string().min(1).max(50) }),
        output: z.object({ name: z.string() }),
        successStatus: 201,
        handler: ({ body }) => ({ name: body.name }),
      }),
      defineOperation({
        id: 'probe.crash',
        summary: 'Fail with an unexpected error',
        method: 'GET',
        path: '/crash',
        output: z.object({}),
        handler: () => {
          throw new Error('secret internal detail at /srv/lumen/db.ts:42');
        },
      }),
      defineOperation({
        id: 'probe.slow',
        summary: 'Answer after a delay',
        method: 'GET',
        path: '/slow',
        output: z.object({ waited: z.number() }),
        handler: async () => {
          options.onSlowStart?.();
          await new Promise((r) => setTimeout(r, options.slowMs ?? 400));
          return { waited: options.slowMs ?? 400 };
        },
      }),
    ],
  };
}

/** A fixed-window counter good enough to drive the platform's 429 path in its own tests. */
export function countingLimiter(max: number): RateLimiter {
  const counts = new Map<string, number>();
  return {
    consume: async (bucket, key) => {
      const n = (counts.get(`${bucket}:${key}`) ?? 0) + 1;
      counts.set(`${bucket}:${key}`, n);
      const resetAt = Math.ceil(Date.now() / 1000) + 60;
      return { allowed: n <= max, limit: max, remaining: Math.max(0, max - n), resetAt, retryAfterS: n <= max ? 0 : 60 };
    },
    define: () => undefined,
  };
}

export function probeModules(options: { limiter?: RateLimiter; slowMs?: number; onSlowStart?: () => void; ready?: () => boolean } = {}) {
  return async (platform: Platform): Promise<Module[]> => {
    if (options.limiter) platform.services.rateLimiter = options.limiter;
    return [
      {
        name: 'probe',
        engines: [
          probeEngine({
            ...(options.slowMs === undefined ? {} : { slowMs: options.slowMs }),
            ...(options.onSlowStart ? { onSlowStart: options.onSlowStart } : {}),
          }),
        ],
        readiness: () => [{ name: 'probe', ready: options.ready ? options.ready() : true, detail: 'probe dataset' }],
      },
    ];
  };
}

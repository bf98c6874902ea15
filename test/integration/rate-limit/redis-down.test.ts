import assert from 'node:assert/strict';
import { test } from 'node:test';
import { identityWithProbes, portalToken, readWith } from '../../helpers/identity.js';
import { startServer } from '../../helpers/server.js';
import { freePort } from '../../helpers/services.js';

// With REDIS_URL set but Redis unreachable, Lumen still starts, and limited requests answer 503 rather than
// running without a limit; everything that is not limited keeps working.
test('ratelimit:redis-down — an unreachable Redis gives 503 on limited routes, never unlimited access', async () => {
  const port = await freePort();
  const started = Date.now();
  const server = await startServer({ modules: identityWithProbes(), env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  try {
    assert.ok(Date.now() - started < 10_000, 'start does not hang on Redis');
    // Before any limited request has been refused: /readyz asks Redis, so an instance that never reached it is
    // not reported ready (a load balancer would otherwise send it traffic that can only be answered 503).
    const early = await server.fetch('/readyz');
    assert.equal(early.status, 503, '/readyz is not ready before the first limited request');
    assert.match(await early.text(), /Redis \(rate limits\) unreachable/);
    const res = await readWith(server, 'lum_live_nope');
    assert.equal(res.status, 401, 'authentication still answers before the limiter');
    const health = await server.fetch('/healthz');
    assert.equal(health.status, 200);
    // The portal is limited too: no limiter, no answer but 503.
    const me = await server.fetch('/portal/me', { headers: { authorization: `Bearer ${await portalToken(server, 'alice')}` } });
    assert.equal(me.status, 503);
    assert.equal(((await me.json()) as { code: string }).code, 'service_unavailable');
    const ready = await server.fetch('/readyz');
    assert.equal(ready.status, 503, '/readyz reports the instance not ready');
    assert.match(await ready.text(), /Redis \(rate limits\) unreachable/);
  } finally {
    await server.close();
  }
});

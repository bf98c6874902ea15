import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { startServer } from '../../helpers/server.js';
import { REDIS_URL, needRedis } from '../../helpers/services.js';
import { connect, mcp } from '../oauth/oauth-driver.js';
import { mcpTestModules } from './mcp-modules.js';

/** A TCP relay to the real Redis that can be cut, as a Redis outage after start looks to Lumen. */
async function cuttableRedis(): Promise<{ url: string; cut(): void; close(): Promise<void> }> {
  const target = new URL(REDIS_URL);
  const sockets = new Set<net.Socket>();
  let open = true;
  const relay = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(relay.address() as net.AddressInfo).port}`,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

// REST answers 503 service_unavailable when the rate-limit store is unreachable (docs/rate-limits.md); a tool call
// says the same as a tool result the model can read and retry on, as it does for a spent budget, not as a JSON-RPC
// internal error.
test('with Redis gone after start a tool call is a service_unavailable tool error, never an unlimited answer', async (t) => {
  if (!(await needRedis(t))) return;
  const redis = await cuttableRedis();
  const server = await startServer({ modules: mcpTestModules, env: { REDIS_URL: redis.url } });
  try {
    const { access } = await connect(server);
    const call = async () => {
      const res = await mcp(server, access, 'tools/call', { name: 'psalter_psalms_get', arguments: { number: 22 } });
      assert.equal(res.status, 200);
      return (await res.json()) as { result?: { isError?: boolean; content: Array<{ text: string }> }; error?: unknown };
    };
    assert.equal((await call()).result?.isError, undefined, 'answers while Redis is there');
    redis.cut();
    for (let i = 0; i < 2; i++) {
      // The second call is the first one repeated: the kept result must not be handed out uncharged either.
      const answer = await call();
      assert.equal(answer.error, undefined, `a tool result, not a protocol error: ${JSON.stringify(answer)}`);
      assert.equal(answer.result?.isError, true);
      const body = JSON.parse(answer.result!.content[0]!.text) as { code: string; error: string };
      assert.equal(body.code, 'service_unavailable');
      assert.match(body.error, /rate-limit store is unreachable/);
    }
  } finally {
    await server.close();
    await redis.close();
  }
});

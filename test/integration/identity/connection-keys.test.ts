import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { after, before, test } from 'node:test';
import { identityWithProbes, portalToken } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// A connection's last key is not hashed again (identity/keys/connection-hashes.ts). Whatever a keep-alive
// connection sent before, each request is still authenticated as exactly the key it carries: switching keys,
// a mistyped key, or a key revoked in between are all seen on the very next request over the same socket.
let server: TestServer;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const sockets = new Set<Socket>();

interface Answer {
  status: number;
  remaining: string | undefined;
  body: { id?: string; code?: string };
}

function get(key: string): Promise<Answer> {
  const url = new URL('/v1/readprobe/whoami', server.url);
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'x-api-key': key } }, (res) => {
      sockets.add(res.socket);
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, remaining: res.headers['x-ratelimit-remaining'] as string | undefined, body: JSON.parse(text) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function newKey(sub: string): Promise<{ id: string; key: string }> {
  const res = await server.fetch('/portal/keys', {
    method: 'POST',
    headers: { authorization: `Bearer ${await portalToken(server, sub)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'connection test' }),
  });
  assert.equal(res.status, 201);
  return (await res.json()) as { id: string; key: string };
}

before(async () => {
  server = await startServer({ modules: identityWithProbes(), env: { RATE_LIMIT_READ_MAX: '50' } });
});
after(async () => {
  agent.destroy();
  await server.close();
});

test('identity:apikey:same-connection — each request on a keep-alive connection is its own key, however the keys alternate', async () => {
  const alice = await newKey('alice');
  const bob = await newKey('bob');
  const seen: string[] = [];
  for (const { id, key } of [alice, alice, bob, alice, bob, bob, alice]) {
    const answer = await get(key);
    assert.equal(answer.status, 200);
    assert.equal(answer.body.id, id, 'the principal is the key sent now, not the one sent before');
    seen.push(`${id === alice.id ? 'a' : 'b'}${answer.remaining}`);
  }
  assert.deepEqual(seen, ['a49', 'a48', 'b49', 'a47', 'b48', 'b47', 'a46'], 'each key is charged to its own budget');

  // One character changed (the checksum no longer matches): refused, though the connection just sent the real key.
  const last = alice.key.at(-1) === 'A' ? 'B' : 'A';
  const typo = await get(`${alice.key.slice(0, -1)}${last}`);
  assert.equal(typo.status, 401);
  assert.equal(typo.body.code, 'unauthorized');
  assert.equal((await get(alice.key)).status, 200, 'and the real key still passes after it');

  // Revoked between two requests on the same connection: the next request is refused.
  const revoked = await server.fetch(`/portal/keys/${alice.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${await portalToken(server, 'alice')}` },
  });
  assert.equal(revoked.status, 204);
  assert.equal((await get(alice.key)).status, 401);
  assert.equal((await get(bob.key)).status, 200);
  assert.equal(sockets.size, 1, 'every request above went over one connection');
});

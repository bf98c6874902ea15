import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { addressBucketKey } from '../../../src/platform/rate-limit/client-address.js';
import { createApiKey, createTenantKey, identityWithProbes } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { REDIS_URL, needRedis } from '../../helpers/services.js';

// Seed, "Rate-limit headers": every response of a rate-limited engine carries X-RateLimit-*. A request refused for
// its credential (401) charges no key's budget; it is charged to the refused-request budget of its client address,
// which its headers report, and which answers 429 once spent (docs/rate-limits.md "Refused credentials").

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: { code?: string; detail?: string };
}

/** A GET from a loopback address of the test's choosing (all of 127.0.0.0/8 is loopback on Linux). */
function getFrom(server: TestServer, localAddress: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers, localAddress, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
}

const randomLoopback = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

let server: TestServer;
before(async () => {
  server = await startServer({ modules: identityWithProbes(), env: { RATE_LIMIT_UNAUTHENTICATED_MAX: '4', RATE_LIMIT_READ_MAX: '50' } });
});
after(async () => server.close());

test('ratelimit:unauthenticated — a 401 carries its address budget, one budget across routes; spent, it is a 429', async () => {
  const from = randomLoopback();
  const tenant = await createTenantKey(server, 'wrong kind');
  const refusals = [
    await getFrom(server, from, '/v1/readprobe/whoami'),
    await getFrom(server, from, '/v1/readprobe/whoami', { 'x-api-key': 'key_not_a_real_key' }),
    await getFrom(server, from, '/v1/readprobe/whoami', { 'x-api-key': tenant.key }),
    await getFrom(server, from, '/v1/writeprobe/whoami'),
  ];
  assert.deepEqual(
    refusals.map((r) => r.status),
    [401, 401, 401, 401],
  );
  assert.deepEqual(
    refusals.map((r) => [r.headers['x-ratelimit-limit'], r.headers['x-ratelimit-remaining']]),
    [
      ['4', '3'],
      ['4', '2'],
      ['4', '1'],
      ['4', '0'],
    ],
    'missing, malformed and wrong-kind keys on either bucket spend one budget of the address',
  );
  for (const r of refusals) {
    assert.ok(Number(r.headers['x-ratelimit-reset']) > Date.now() / 1000, 'X-RateLimit-Reset is in the future');
    assert.equal(r.body.code, 'unauthorized');
    assert.ok(r.headers['www-authenticate'], 'the 401 keeps its challenge');
  }
  const spent = await getFrom(server, from, '/v1/readprobe/whoami', { 'x-api-key': 'key_not_a_real_key' });
  assert.equal(spent.status, 429);
  assert.equal(spent.body.code, 'rate_limited');
  assert.match(spent.body.detail ?? '', /without a valid credential/);
  assert.equal(spent.headers['x-ratelimit-remaining'], '0');
  const retry = Number(spent.headers['retry-after']);
  assert.ok(retry >= 1 && retry <= 900, `Retry-After ${retry}`);

  // The address budget belongs to no key: a valid key from the same address is answered with its own budget.
  const key = await createApiKey(server, 'honest');
  const honest = await getFrom(server, from, '/v1/readprobe/whoami', { 'x-api-key': key });
  assert.equal(honest.status, 200);
  assert.deepEqual([honest.headers['x-ratelimit-limit'], honest.headers['x-ratelimit-remaining']], ['50', '49']);

  // Another address has a budget of its own.
  const other = await getFrom(server, randomLoopback(), '/v1/readprobe/whoami');
  assert.equal(other.status, 401);
  assert.equal(other.headers['x-ratelimit-remaining'], '3');
});

test('ratelimit:unauthenticated — the refusals never touch a key budget', async () => {
  const key = await createApiKey(server, 'bystander');
  const from = randomLoopback();
  for (let i = 0; i < 6; i++) await getFrom(server, from, '/v1/readprobe/whoami', { 'x-api-key': `${key.slice(0, -2)}xx` });
  const own = await getFrom(server, from, '/v1/readprobe/whoami', { 'x-api-key': key });
  assert.equal(own.status, 200);
  assert.equal(own.headers['x-ratelimit-remaining'], '49', 'the key paid for its own call only');
});

test('client addresses: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 by its prefix, anything else as one key', () => {
  assert.equal(addressBucketKey('192.0.2.7'), '192.0.2.7');
  assert.equal(addressBucketKey('::ffff:192.0.2.7'), '192.0.2.7');
  assert.equal(addressBucketKey('::ffff:c000:207'), '192.0.2.7', 'the hex spelling of a mapped address');
  assert.equal(addressBucketKey('0:0:0:0:0:ffff:192.0.2.7'), '192.0.2.7', 'written in full');
  assert.equal(addressBucketKey('2001:db8:0:1:aaaa::1'), '2001:db8:0:1::/64');
  assert.equal(addressBucketKey('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff'), '2001:db8:0:1::/64', 'one /64, however written');
  assert.equal(addressBucketKey('2001:db8::1'), '2001:db8:0:0::/64');
  assert.notEqual(addressBucketKey('2001:db8:0:2::1'), addressBucketKey('2001:db8:0:1::1'));
  assert.equal(addressBucketKey('2001:db8:0:2::1', 3), addressBucketKey('2001:db8:0:1::1', 3), 'one /48 for refused requests');
  assert.equal(addressBucketKey('2001:db8:0:2::1', 3), '2001:db8:0::/48');
  for (const junk of ['', 'not-an-address', '1.2.3.4, 5.6.7.8', '999.1.1.1', `x${'a'.repeat(100)}`]) {
    assert.equal(addressBucketKey(junk), 'unknown', JSON.stringify(junk));
  }
});

test('ratelimit:unauthenticated — behind TRUST_PROXY=1 the proxy-reported client counts, never what the client wrote', async () => {
  const proxied = await startServer({ modules: identityWithProbes(), env: { RATE_LIMIT_UNAUTHENTICATED_MAX: '2', TRUST_PROXY: '1' } });
  try {
    const from = randomLoopback();
    // The proxy appends the address it saw; the entries before it are the client's own writing.
    const spoofed = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}, 203.0.113.9` });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await getFrom(proxied, from, '/v1/readprobe/whoami', spoofed(i)));
    assert.deepEqual(
      answers.map((r) => [r.status, r.headers['x-ratelimit-remaining']]),
      [
        [401, '1'],
        [401, '0'],
        [429, '0'],
      ],
      'a new forged first entry does not buy a new budget',
    );
    const another = await getFrom(proxied, from, '/v1/readprobe/whoami', { 'x-forwarded-for': '203.0.113.10' });
    assert.equal(another.status, 401, 'another client behind the proxy has its own budget');
  } finally {
    await proxied.close();
  }
});

test('ratelimit:unauthenticated — instances on one Redis share the address budget', async (t) => {
  if (!(await needRedis(t))) return;
  const env = { REDIS_URL, RATE_LIMIT_UNAUTHENTICATED_MAX: '3' };
  const a = await startServer({ modules: identityWithProbes(), env });
  const b = await startServer({ modules: identityWithProbes(), env });
  try {
    // An address of its own, so that no other test on the same Redis shares the budget.
    const from = randomLoopback();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await getFrom(i % 2 ? b : a, from, '/v1/readprobe/whoami'));
    assert.deepEqual(
      answers.map((r) => [r.status, r.headers['x-ratelimit-remaining']]),
      [
        [401, '2'],
        [401, '1'],
        [401, '0'],
        [429, '0'],
      ],
    );
  } finally {
    await b.close();
    await a.close();
  }
});

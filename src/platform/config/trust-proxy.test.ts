import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fastifyTrustProxy, trustProxySchema } from './trust-proxy.js';

test('TRUST_PROXY reads false, true, a hop count or a list of proxy addresses and ranges', () => {
  const read = (raw?: string) => trustProxySchema.parse(raw);
  assert.equal(read(undefined), false);
  for (const no of ['false', 'FALSE', 'no', 'off', '0', '']) assert.equal(read(no), false, no);
  for (const yes of ['true', 'True', 'yes', 'on']) assert.equal(read(yes), true, yes);
  assert.equal(read('1'), 1, 'a hop count, not "true": only the proxy in front is believed');
  assert.equal(read('2'), 2);
  assert.equal(read(' 10.0.0.0/8, 192.0.2.7 ,fd00::/8 '), '10.0.0.0/8,192.0.2.7,fd00::/8');
  for (const bad of ['maybe', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/x', 'proxy.example', '10.0.0.0/8,,']) {
    assert.equal(trustProxySchema.safeParse(bad).success, false, bad);
  }
  const hops = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
  assert.deepEqual([0, 1, 2, 3].map((hop) => hops('192.0.2.1', hop)), [true, true, false, false]);
  assert.equal(fastifyTrustProxy(false), false);
});

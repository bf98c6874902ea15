import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LumenError } from '../../../platform/errors/index.js';
import { type TargetPolicy, addressAllowed, checkTargetUrl, isBlockedAddress } from './target-guard.js';

const prod = { env: 'production' as const, allowHosts: [] };
const dev = { env: 'test' as const, allowHosts: [] };

function refused(url: string, policy: TargetPolicy = prod): boolean {
  try {
    checkTargetUrl(url, policy);
    return false;
  } catch (err) {
    assert.ok(err instanceof LumenError);
    assert.equal(err.code, 'webhook_target_refused');
    return true;
  }
}

test('private, loopback, link-local and reserved addresses are blocked', () => {
  for (const ip of ['10.1.2.3', '172.20.0.1', '192.168.1.1', '127.0.0.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1']) {
    assert.equal(isBlockedAddress(ip), true, ip);
  }
  for (const ip of ['93.184.216.34', '2606:4700::1111', '8.8.8.8']) assert.equal(isBlockedAddress(ip), false, ip);
});

test('in production only public https targets pass', () => {
  assert.equal(refused('https://hooks.example.com/lumen'), false);
  assert.equal(refused('http://hooks.example.com/lumen'), true);
  assert.equal(refused('https://127.0.0.1/x'), true);
  assert.equal(refused('https://localhost/x'), true);
  assert.equal(refused('https://10.0.0.8/x'), true);
  assert.equal(refused('https://[::1]/x'), true);
  assert.equal(refused('https://169.254.169.254/latest/meta-data'), true);
  assert.equal(refused('https://user:pw@hooks.example.com/'), true);
  assert.equal(refused('ftp://hooks.example.com/'), true);
  assert.equal(refused('not a url'), true);
});

test('development and test allow plain http on loopback only', () => {
  assert.equal(refused('http://127.0.0.1:9999/hook', dev), false);
  assert.equal(refused('http://localhost:9999/hook', dev), false);
  assert.equal(refused('http://10.0.0.8/hook', dev), true);
  assert.equal(refused('https://192.168.0.10/hook', dev), true);
  assert.equal(addressAllowed('192.168.0.10', new URL('https://x.test/'), dev), false);
});

test('the unsafe allow-list admits named hosts, and only those', () => {
  const policy = { env: 'production' as const, allowHosts: ['10.0.0.8', 'internal.test:8443'] };
  assert.equal(refused('http://10.0.0.8/hook', policy), false);
  assert.equal(refused('https://internal.test:8443/hook', policy), false);
  // Another port of the same name is checked where it matters: at connect time, on the resolved address.
  assert.equal(addressAllowed('10.0.0.9', new URL('https://internal.test:9443/'), policy), false);
  assert.equal(addressAllowed('10.0.0.9', new URL('https://internal.test:8443/'), policy), true);
  assert.equal(addressAllowed('10.0.0.9', new URL('https://other.test/'), policy), false);
});

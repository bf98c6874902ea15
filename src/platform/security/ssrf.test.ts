import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isBlockedAddress } from './ssrf.js';

// Regression: an outside check in production mode registered webhooks at these literals (201), because only the
// well-known NAT64 prefix was blocked. Each of them carries or translates an IPv4 address that may be private, or
// is a deprecated private range (IANA IPv6 Special-Purpose Address Registry).
test('IPv6 prefixes that embed or translate an IPv4 address, and site-local, are blocked', () => {
  for (const ip of [
    '64:ff9b:1::a00:1', // RFC 8215 local-use NAT64: 10.0.0.1 behind this network's translator
    '::7f00:1', // RFC 4291 §2.5.5.1 IPv4-compatible (deprecated): ::127.0.0.1
    '::a9fe:a9fe', // ::169.254.169.254
    '::ffff:0:a00:1', // RFC 2765 IPv4-translated: ::ffff:0:10.0.0.1
    '2002:a00:1::1', // RFC 3056 6to4 of 10.0.0.1
    '2001:0:a00:1::1', // RFC 4380 Teredo
    'fec0::1', // RFC 3879 site-local (deprecated; routed as private where still configured)
  ]) {
    assert.equal(isBlockedAddress(ip), true, ip);
  }
});

test('public IPv6 and IPv4-mapped public addresses stay allowed', () => {
  for (const ip of ['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '::ffff:808:808', '2001:4860:4860::8888']) {
    assert.equal(isBlockedAddress(ip), false, ip);
  }
});

test('IPv4-mapped addresses are judged as the IPv4 address they carry, in either spelling', () => {
  for (const ip of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::FFFF:10.0.0.1', '::ffff:a9fe:a9fe', '0:0:0:0:0:ffff:c0a8:101']) {
    assert.equal(isBlockedAddress(ip), true, ip);
  }
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loopbackAliases } from './loopback-aliases.js';

test('with the default public URL: the three loopback names on the own port, in the set\'s spelling', () => {
  const aliases = loopbackAliases({ publicUrlIsDefault: true, port: 8080 });
  assert.deepEqual(aliases.origins, ['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080']);
  assert.equal(aliases.originFor('127.0.0.1:8080'), 'http://127.0.0.1:8080');
  assert.equal(aliases.originFor('[::1]:8080'), 'http://[::1]:8080');
  assert.equal(aliases.originFor('LocalHost:8080'), 'http://localhost:8080');
});

test('any other Host is not an alias: another port, another name, no port, a look-alike', () => {
  const aliases = loopbackAliases({ publicUrlIsDefault: true, port: 8080 });
  for (const host of [undefined, '', 'evil.example:8080', '127.0.0.1:8081', '127.0.0.1', 'localhost', '127.0.0.2:8080', '[::1]', '::1:8080', 'localhost.:8080', 'localhost:8080@evil.example']) {
    assert.equal(aliases.originFor(host), undefined, String(host));
  }
});

test('no aliases when PUBLIC_URL is set, the port is 0, or in production (a proxy may send Host: 127.0.0.1:PORT)', () => {
  for (const server of [{ publicUrlIsDefault: false, port: 8080 }, { publicUrlIsDefault: true, port: 0 }, { publicUrlIsDefault: true, port: 8080, production: true }]) {
    const aliases = loopbackAliases(server);
    assert.deepEqual(aliases.origins, []);
    assert.equal(aliases.originFor('127.0.0.1:8080'), undefined);
    assert.equal(aliases.originFor('localhost:0'), undefined);
  }
});

import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { type TestServer, startServer } from '../../helpers/server.js';
import { authorize, pkcePair, token } from './oauth-driver.js';

// Client ID Metadata Documents (oauth:cimd:*). Served over loopback http, which only the test-only
// OAUTH_CIMD_ALLOW_LOOPBACK_HTTP_UNSAFE permits; production accepts https URLs on public addresses only.
const REDIRECT = 'http://127.0.0.1:9/callback';
let server: TestServer;
let docs: http.Server;
let base: string;
let fetches = 0;
let concurrentFetches = 0;

before(async () => {
  docs = http.createServer((req, res) => {
    fetches++;
    const id = `${base}${req.url}`;
    if (req.url === '/good.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=600' });
      res.end(JSON.stringify({ client_id: id, client_name: 'Document client', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' }));
    } else if (req.url === '/mismatch.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ client_id: `${base}/other.json`, redirect_uris: [REDIRECT] }));
    } else if (req.url === '/huge.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ client_id: id, redirect_uris: [REDIRECT], padding: 'x'.repeat(20_000) }));
    } else if (req.url === '/redirect.json') {
      res.writeHead(302, { location: '/good.json' });
      res.end();
    } else if (req.url === '/concurrent.json') {
      concurrentFetches++;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ client_id: id, client_name: 'Concurrent client', redirect_uris: [REDIRECT] }));
      }, 200);
    } else if (req.url === '/slow.json') {
      setTimeout(() => res.end('{}'), 8000).unref();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((r) => docs.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(docs.address() as AddressInfo).port}`;
  server = await startServer({ env: { OAUTH_CIMD_ALLOW_LOOPBACK_HTTP_UNSAFE: 'true' } });
});
after(async () => {
  await server.close();
  docs.closeAllConnections();
  await new Promise((r) => docs.close(r));
});

test('a URL client_id is fetched, cached, and works through consent and token exchange (oauth:cimd:accept)', async () => {
  const clientId = `${base}/good.json`;
  const { verifier, challenge } = pkcePair();
  const { location, consentHtml } = await authorize(server, { clientId, challenge });
  assert.match(consentHtml, /Document client/);
  const t = await token(server, { grant_type: 'authorization_code', code: location.searchParams.get('code')!, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier });
  assert.equal(t.status, 200);
  assert.equal(fetches, 1, 'the document is cached for its max-age');
});

for (const [name, path] of [
  ['client_id inside the document differs from its URL', '/mismatch.json'],
  ['larger than the size limit', '/huge.json'],
  ['a redirect (not followed)', '/redirect.json'],
  ['missing', '/missing.json'],
] as const) {
  test(`refused and shown, never redirected: ${name} (oauth:cimd:refuse)`, async () => {
    const q = new URLSearchParams({ response_type: 'code', client_id: `${base}${path}`, redirect_uri: REDIRECT, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    const res = await fetch(`${server.url}/oauth/authorize?${q}`, { redirect: 'manual' });
    assert.equal(res.status, 400);
    assert.equal(res.headers.get('location'), null);
  });
}

test('the token endpoint answers invalid_client for a document that cannot be used (oauth:cimd:token)', async () => {
  const t = await token(server, { grant_type: 'authorization_code', code: 'x', redirect_uri: REDIRECT, client_id: `${base}/mismatch.json`, code_verifier: 'x' });
  assert.equal(t.status, 401);
  assert.equal(t.body.error, 'invalid_client');
});

test('IP-literal client IDs are refused without a fetch, and network errors are not echoed (oauth:cimd:ssrf)', async () => {
  for (const clientId of ['https://127.0.0.1:9/x.json', 'https://[::1]/a', 'https://0x7f.1/c.json', 'http://127.0.0.1:9/closed.json']) {
    const q = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: REDIRECT, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
    const res = await fetch(`${server.url}/oauth/authorize?${q}`, { redirect: 'manual' });
    assert.equal(res.status, 400, clientId);
    const body = await res.text();
    assert.doesNotMatch(body, /ECONNREFUSED|EPROTO|certificate|connect /i, clientId);
  }
  const t = await token(server, { grant_type: 'authorization_code', code: 'x', redirect_uri: REDIRECT, client_id: 'https://127.0.0.1:9/x.json', code_verifier: 'x' });
  assert.equal(t.status, 401);
  assert.doesNotMatch(JSON.stringify(t.body), /ECONNREFUSED/);
});

test('concurrent requests for one document share one fetch (oauth:cimd:single-flight)', async () => {
  const q = new URLSearchParams({ response_type: 'code', client_id: `${base}/concurrent.json`, redirect_uri: REDIRECT, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
  const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${server.url}/oauth/authorize?${q}`, { redirect: 'manual' })));
  for (const res of answers) {
    assert.equal(res.status, 303, 'known client: on to sign-in');
    await res.arrayBuffer();
  }
  assert.equal(concurrentFetches, 1);
});

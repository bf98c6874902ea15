import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import * as oauth from 'oauth4webapi';
import { type TestServer, startServer } from '../../helpers/server.js';
import { authorize, pkcePair, registerClient } from './oauth-driver.js';

// How the authorization endpoint matches a redirect URI (oauth:authorize:loopback-port) and writes its response
// onto it (oauth:authorize:redirect-query), checked with a strict client (oauth4webapi).
let server: TestServer;
let as: oauth.AuthorizationServer;
let docs: http.Server;
let docsBase: string;
const opts = { [oauth.allowInsecureRequests]: true };

before(async () => {
  // A client ID metadata document as Claude Code publishes one: loopback redirect URIs without a port.
  docs = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ client_id: `${docsBase}${req.url}`, client_name: 'Native CLI', redirect_uris: ['http://localhost/callback', 'http://127.0.0.1/callback'] }));
  });
  await new Promise<void>((r) => docs.listen(0, '127.0.0.1', r));
  docsBase = `http://127.0.0.1:${(docs.address() as AddressInfo).port}`;
  server = await startServer({ env: { OAUTH_REGISTER_MAX: '100', OAUTH_CIMD_ALLOW_LOOPBACK_HTTP_UNSAFE: 'true' } });
  const issuer = new URL(server.url);
  as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...opts, algorithm: 'oauth2' }));
});
after(async () => {
  await server.close();
  docs.closeAllConnections();
  await new Promise((r) => docs.close(r));
});

/** Approves at `redirectUri` and exchanges the code there, as a native app listening on that port would. */
async function connectAt(clientId: string, redirectUri: string): Promise<oauth.TokenEndpointResponse> {
  const client: oauth.Client = { client_id: clientId, token_endpoint_auth_method: 'none' };
  const { verifier, challenge } = pkcePair();
  const state = oauth.generateRandomState();
  const { location } = await authorize(server, { clientId, redirectUri, challenge, state });
  assert.equal(`${location.origin}${location.pathname}`, redirectUri.split('?')[0], 'redirected to the port asked');
  const params = oauth.validateAuthResponse(as, client, location, state);
  const res = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirectUri, verifier, opts);
  return oauth.processAuthorizationCodeResponse(as, client, res);
}

async function authorizeStatus(clientId: string, redirectUri: string): Promise<number> {
  const q = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: redirectUri, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
  const res = await fetch(`${server.url}/oauth/authorize?${q}`, { redirect: 'manual' });
  await res.arrayBuffer();
  return res.status;
}

test('a loopback redirect URI answers for any port asked at the time of the request (oauth:authorize:loopback-port)', async () => {
  // RFC 8252 §7.3: "MUST allow any port"; before the fix every one of these was an error page.
  for (const [registered, asked] of [
    ['http://127.0.0.1/callback', 'http://127.0.0.1:51234/callback'],
    ['http://127.0.0.1:3000/callback', 'http://127.0.0.1:51235/callback'],
    ['http://[::1]:3000/callback', 'http://[::1]:51236/callback'],
    ['http://localhost/callback', 'http://localhost:51237/callback'],
  ]) {
    const { client_id } = await registerClient(server, { redirect_uris: [registered] });
    const tokens = await connectAt(client_id, asked!);
    assert.equal(tokens.token_type, 'bearer', `${registered} asked as ${asked}`);
  }
});

test('a metadata-document client with portless loopback URIs signs in on an ephemeral port (oauth:authorize:loopback-port)', async () => {
  const tokens = await connectAt(`${docsBase}/claude-code.json`, 'http://localhost:49567/callback');
  assert.match(tokens.access_token, /^ey/);
});

test('only the port of an http loopback URI may differ (oauth:authorize:loopback-port)', async () => {
  const { client_id } = await registerClient(server, {
    redirect_uris: ['http://127.0.0.1:3000/callback', 'https://app.example/callback', 'http://localhost:3000/cb?x=1'],
  });
  for (const asked of [
    'http://127.0.0.1:4000/other',
    'http://127.0.0.1:4000/callback/',
    'http://localhost:4000/callback',
    'http://[::1]:4000/callback',
    'http://user@127.0.0.1:4000/callback',
    'http://127.0.0.1:4000/callback?x=1',
    'http://localhost:4000/cb?x=2',
    'https://app.example:8443/callback',
    'https://127.0.0.1:4000/callback',
  ]) {
    assert.equal(await authorizeStatus(client_id, asked), 400, asked);
  }
  assert.equal(await authorizeStatus(client_id, 'http://localhost:4000/cb?x=1'), 303, 'the same query on another port');
});

test("the registered query is kept as written, and a response parameter in it is not doubled (oauth:authorize:redirect-query)", async () => {
  // RFC 6749 §3.1.2: the query component must be retained; before the fix it was re-serialised (`%20` → `+`,
  // `flag` → `flag=`).
  const registered = 'http://127.0.0.1:9/cb?tenant=a%20b&flag&state=fixed';
  const { client_id } = await registerClient(server, { redirect_uris: [registered] });
  const { verifier, challenge } = pkcePair();
  const { location } = await authorize(server, { clientId: client_id, redirectUri: registered, challenge, state: 'st 1' });
  assert.ok(location.href.startsWith('http://127.0.0.1:9/cb?tenant=a%20b&flag&code='), location.href);
  assert.deepEqual(location.searchParams.getAll('state'), ['st 1']);
  const client: oauth.Client = { client_id, token_endpoint_auth_method: 'none' };
  const params = oauth.validateAuthResponse(as, client, location, 'st 1');
  const res = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, registered, verifier, opts);
  assert.equal((await oauth.processAuthorizationCodeResponse(as, client, res)).token_type, 'bearer');
});

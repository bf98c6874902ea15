import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import * as oauth from 'oauth4webapi';
import { type TestServer, startServer } from '../../helpers/server.js';
import { authorize, pkcePair, registerClient } from './oauth-driver.js';

// Authorization request parameters Lumen does not support are refused, not silently ignored
// (oauth:authorize:unsupported-params): a request object (RFC 9101) and response modes other than `query`.
const REDIRECT = 'http://127.0.0.1:9/callback';
let server: TestServer;
let clientId: string;

before(async () => {
  server = await startServer();
  clientId = (await registerClient(server)).client_id;
});
after(async () => server.close());

/** The error the page's "Return to" link carries back to the client; the browser is never sent there on its own. */
async function shownError(extra: Record<string, string>): Promise<URLSearchParams> {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    state: 'xyz',
    ...extra,
  });
  const res = await fetch(`${server.url}/oauth/authorize?${q}`, { redirect: 'manual' });
  const html = await res.text();
  assert.equal(res.status, 400, `${JSON.stringify(extra)}: no sign-in or consent may start`);
  assert.equal(res.headers.get('location'), null);
  const href = /<a href="([^"]+)">Return to/.exec(html)![1]!.replace(/&#(\d+);/g, (_x, n: string) => String.fromCharCode(Number(n)));
  const params = new URL(href).searchParams;
  assert.equal(params.get('state'), 'xyz');
  assert.equal(params.get('iss'), server.url);
  return params;
}

test('a request object or request_uri is refused with its own error code (oauth:authorize:unsupported-params)', async () => {
  // RFC 9101 §5: a request object's parameters replace the query's; acting on the query instead would grant what
  // the client did not ask for.
  const object = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(`{"redirect_uri":"https://elsewhere.example/cb"}`).toString('base64url')}.`;
  assert.equal((await shownError({ request: object })).get('error'), 'request_not_supported');
  assert.equal((await shownError({ request_uri: 'urn:ietf:params:oauth:request_uri:abc' })).get('error'), 'request_uri_not_supported');
});

test('the metadata says neither request objects nor request URIs are supported (oauth:authorize:unsupported-params)', async () => {
  // request_uri_parameter_supported is true when absent (OpenID Connect Discovery §3), so it must be said.
  const issuer = new URL(server.url);
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { [oauth.allowInsecureRequests]: true, algorithm: 'oauth2' }));
  assert.equal(as.request_parameter_supported, false);
  assert.equal(as.request_uri_parameter_supported, false);
  assert.deepEqual(as.response_modes_supported, ['query']);
});

test('a response mode other than query is invalid_request; query itself is accepted (oauth:authorize:unsupported-params)', async () => {
  for (const mode of ['fragment', 'form_post', 'query.jwt']) {
    const params = await shownError({ response_mode: mode });
    assert.equal(params.get('error'), 'invalid_request', mode);
    assert.match(params.get('error_description') ?? '', /response_mode/);
  }
  const { location } = await authorize(server, { clientId, challenge: pkcePair().challenge, extra: { response_mode: 'query' } });
  assert.ok(location.searchParams.get('code'), 'response_mode=query answers with a code in the query');
});

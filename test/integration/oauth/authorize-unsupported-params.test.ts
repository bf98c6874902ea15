import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as oauth from 'oauth4webapi';
import { authorize, authorizeUrl, linkBack, pkcePair, serverWithClient } from './oauth-driver.js';

// Authorization request parameters Lumen does not support are refused, not silently ignored
// (oauth:authorize:unsupported-params): a request object (RFC 9101) and response modes other than `query`.
const fixture = serverWithClient();

/** The error the page's "Return to" link carries back to the client; the browser is never sent there on its own. */
async function shownError(extra: Record<string, string>): Promise<URLSearchParams> {
  const res = await fetch(authorizeUrl(fixture.server, fixture.clientId, extra), { redirect: 'manual' });
  const html = await res.text();
  assert.equal(res.status, 400, `${JSON.stringify(extra)}: no sign-in or consent may start`);
  assert.equal(res.headers.get('location'), null);
  const params = linkBack(html).searchParams;
  assert.equal(params.get('state'), 'xyz');
  assert.equal(params.get('iss'), fixture.server.url);
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
  const issuer = new URL(fixture.server.url);
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
  const { location } = await authorize(fixture.server, { clientId: fixture.clientId, challenge: pkcePair().challenge, extra: { response_mode: 'query' } });
  assert.ok(location.searchParams.get('code'), 'response_mode=query answers with a code in the query');
});

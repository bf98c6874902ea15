import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import * as oauth from 'oauth4webapi';
import { AuthorizationCodes } from '../../../src/oauth/grants/authorization-codes.js';
import { committing } from '../../../src/oauth/grants/committing.js';
import { GrantStore } from '../../../src/oauth/grants/grant-store.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { authorize, authorizeUrl, linkBack, pkcePair, registerClient } from './oauth-driver.js';

// The negative list of issue 5, driven by a strict OAuth client library (oauth4webapi). Requirement ids are in
// docs/conformance.md.
const REDIRECT = 'http://127.0.0.1:9/callback';
let server: TestServer;
let as: oauth.AuthorizationServer;
const opts = { [oauth.allowInsecureRequests]: true };

before(async () => {
  // Every test registers its own clients: more than one address may register per hour by default.
  server = await startServer({ env: { OAUTH_REGISTER_MAX: '100' } });
  const issuer = new URL(server.url);
  as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...opts, algorithm: 'oauth2' }));
});
after(async () => server.close());

async function newClient(): Promise<oauth.Client> {
  const c = await registerClient(server);
  return { client_id: c.client_id, token_endpoint_auth_method: 'none' };
}

/** Approves an authorization and returns the validated callback parameters plus the PKCE verifier. */
async function approved(client: oauth.Client) {
  const { verifier, challenge } = pkcePair();
  const state = oauth.generateRandomState();
  const { location } = await authorize(server, { clientId: client.client_id, challenge, state });
  const params = oauth.validateAuthResponse(as, client, location, state);
  return { params, verifier };
}

async function exchange(client: oauth.Client, params: URLSearchParams, verifier: string, redirect = REDIRECT) {
  const res = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirect, verifier, opts);
  return oauth.processAuthorizationCodeResponse(as, client, res);
}

async function refresh(client: oauth.Client, token: string) {
  const res = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), token, opts);
  return oauth.processRefreshTokenResponse(as, client, res);
}

async function rejects(promise: Promise<unknown>, error: string): Promise<void> {
  await assert.rejects(promise, (err: unknown) => {
    assert.ok(err instanceof oauth.ResponseBodyError, `expected an OAuth error response, got ${String(err)}`);
    assert.equal(err.error, error);
    return true;
  });
}

describe('authorization code (oauth:code:*)', () => {
  test('a form labelled charset=ISO-8859-1 (Apache HttpClient 4\'s default) is read when it is ASCII; a non-ASCII one is refused (oauth:token:response)', async () => {
    // Regression (review): the 415 for bodies declared in another charset than UTF-8 refused every token request
    // of clients that label their percent-encoded (ASCII) forms ISO-8859-1.
    const client = await newClient();
    const { params, verifier } = await approved(client);
    const form = new URLSearchParams({ grant_type: 'authorization_code', code: params.get('code')!, redirect_uri: REDIRECT, client_id: client.client_id, code_verifier: verifier });
    const post = (body: string | Buffer) =>
      fetch(`${server.url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=ISO-8859-1' }, body });
    const ok = await post(form.toString());
    assert.equal(ok.status, 200, await ok.clone().text());
    assert.equal(((await ok.json()) as { token_type: string }).token_type, 'Bearer');
    const latin1 = await post(Buffer.from(`${form}&client_name=Jos\u00e9`, 'latin1'));
    assert.equal(latin1.status, 400);
    assert.match(((await latin1.json()) as { error_description: string }).error_description, /charset=iso-8859-1/);
  });

  test('a correct exchange yields Bearer tokens with no-store (oauth:token:response)', async () => {
    const client = await newClient();
    const { params, verifier } = await approved(client);
    const res = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, opts);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, res);
    assert.equal(tokens.token_type, 'bearer');
    assert.equal(tokens.expires_in, 3600);
    assert.match(tokens.refresh_token ?? '', /^lmn_rt_/);
  });

  test('wrong code_verifier is invalid_grant (oauth:code:pkce-verifier)', async () => {
    const client = await newClient();
    const { params } = await approved(client);
    await rejects(exchange(client, params, pkcePair().verifier), 'invalid_grant');
  });

  test('a missing code_verifier or redirect_uri is invalid_request and leaves the code usable (oauth:code:pkce-verifier)', async () => {
    const client = await newClient();
    const { params, verifier } = await approved(client);
    const code = params.get('code')!;
    for (const form of <Array<Record<string, string>>>[
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: client.client_id },
      { grant_type: 'authorization_code', code, code_verifier: verifier, client_id: client.client_id },
    ]) {
      const res = await server.fetch('/oauth/token', { method: 'POST', body: new URLSearchParams(form) });
      assert.equal(res.status, 400);
      const body = (await res.json()) as { error: string; error_description: string };
      assert.equal(body.error, 'invalid_request');
      assert.match(body.error_description, /code_verifier|redirect_uri/);
    }
    // RFC 6749 §5.2: a malformed request is refused as such; the code was not spent on it.
    const tokens = await exchange(client, params, verifier);
    assert.ok(tokens.access_token);
  });

  test('a JSON body is not a token request; client authentication gets a challenge in its scheme (oauth:token:form-only)', async () => {
    const client = await newClient();
    const { params, verifier } = await approved(client);
    const form = { grant_type: 'authorization_code', code: params.get('code')!, redirect_uri: REDIRECT, code_verifier: verifier, client_id: client.client_id };
    const json = await server.fetch('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(form) });
    assert.equal(json.status, 400);
    assert.equal(((await json.json()) as { error: string }).error, 'invalid_request');
    const basic = await server.fetch('/oauth/token', { method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${client.client_id}:x`).toString('base64')}` }, body: new URLSearchParams(form) });
    assert.equal(basic.status, 401);
    assert.equal(((await basic.json()) as { error: string }).error, 'invalid_client');
    assert.equal(basic.headers.get('www-authenticate'), 'Basic realm="lumen"');
  });

  test('redirect_uri differing from the authorization request is invalid_grant (oauth:code:redirect-bound)', async () => {
    const client = await newClient();
    const { params, verifier } = await approved(client);
    await rejects(exchange(client, params, verifier, 'http://127.0.0.1:9/other'), 'invalid_grant');
  });

  test('a resource other than the one authorized is invalid_target at the code exchange, as at refresh (oauth:code:resource-bound)', async () => {
    // RFC 8707 §2.2: the token endpoint refuses a resource it will not issue for with invalid_target; the refresh
    // grant already did, the code exchange said invalid_grant, which tells a client to start the flow over.
    const client = await newClient();
    for (const resource of ['https://evil.example/mcp', `${server.url}/mcpx`]) {
      const { params, verifier } = await approved(client);
      const res = await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, { ...opts, additionalParameters: { resource } });
      assert.equal(res.status, 400);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      await rejects(oauth.processAuthorizationCodeResponse(as, client, res), 'invalid_target');
    }
    const { params, verifier } = await approved(client);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, { ...opts, additionalParameters: { resource: `${server.url}/mcp` } }),
    );
    const res = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, { ...opts, additionalParameters: { resource: 'https://evil.example/mcp' } });
    await rejects(oauth.processRefreshTokenResponse(as, client, res), 'invalid_target');
  });

  test('the MCP resource with a trailing slash, accepted at authorize, is the same resource at the token endpoint (oauth:code:resource-bound)', async () => {
    // The authorization endpoint and the bearer gate read `…/mcp/` as `…/mcp`; the token endpoint refused it as
    // another resource (invalid_target), so a client that wrote it one way everywhere could never get a token.
    const client = await newClient();
    const resource = `${server.url}/mcp/`;
    const { verifier, challenge } = pkcePair();
    const state = oauth.generateRandomState();
    const { location } = await authorize(server, { clientId: client.client_id, challenge, state, extra: { resource } });
    const params = oauth.validateAuthResponse(as, client, location, state);
    const withResource = { ...opts, additionalParameters: { resource } };
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, REDIRECT, verifier, withResource),
    );
    assert.equal(decodeJwt(tokens.access_token).aud, `${server.url}/mcp`);
    const refreshed = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, withResource));
    assert.equal(decodeJwt(refreshed.access_token).aud, `${server.url}/mcp`);
  });

  test('several resource parameters ask for several resources: invalid_target, not a malformed request (oauth:code:resource-bound)', async () => {
    // RFC 8707 §2: `resource` may be repeated; Lumen issues for its one resource, so the answer is invalid_target
    // (it was invalid_request "resource is repeated"), at the authorization endpoint and the token endpoint alike.
    const client = await newClient();
    const mcpUrl = `${server.url}/mcp`;
    const page = await fetch(`${authorizeUrl(server, client.client_id, { resource: mcpUrl })}&resource=https://other.example/api`, { redirect: 'manual' });
    assert.equal(page.status, 400);
    assert.equal(linkBack(await page.text()).searchParams.get('error'), 'invalid_target');
    const { params, verifier } = await approved(client);
    const form = new URLSearchParams({ grant_type: 'authorization_code', client_id: client.client_id, code: params.get('code')!, redirect_uri: REDIRECT, code_verifier: verifier });
    form.append('resource', mcpUrl);
    form.append('resource', 'https://other.example/api');
    const res = await server.fetch('/oauth/token', { method: 'POST', body: form });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { error: string }).error, 'invalid_target');
    // Refused before the code was claimed: it still works.
    await exchange(client, params, verifier);
  });

  test('a replayed code is refused and revokes the tokens issued from it (oauth:code:replay-revokes)', async () => {
    const client = await newClient();
    const { params, verifier } = await approved(client);
    const first = await exchange(client, params, verifier);
    await rejects(exchange(client, params, verifier), 'invalid_grant');
    // The refresh token issued from the first exchange no longer works.
    await rejects(refresh(client, first.refresh_token!), 'invalid_grant');
  });

  test('a code is bound to its client (oauth:code:client-bound)', async () => {
    const client = await newClient();
    const other = await newClient();
    const { params, verifier } = await approved(client);
    await rejects(exchange(other, params, verifier), 'invalid_grant');
  });

  test('unknown client is invalid_client with 401 (oauth:token:unknown-client)', async () => {
    const client = await newClient();
    const { params, verifier } = await approved(client);
    const ghost = { client_id: 'cli_doesnotexist', token_endpoint_auth_method: 'none' } as oauth.Client;
    const res = await oauth.authorizationCodeGrantRequest(as, ghost, oauth.None(), params, REDIRECT, verifier, opts);
    assert.equal(res.status, 401);
    await rejects(oauth.processAuthorizationCodeResponse(as, ghost, res), 'invalid_client');
  });

  test('unsupported grant types and repeated parameters are refused', async () => {
    const client = await newClient();
    let res = await server.fetch('/oauth/token', { method: 'POST', body: new URLSearchParams({ grant_type: 'password', client_id: client.client_id }) });
    assert.equal(((await res.json()) as { error: string }).error, 'unsupported_grant_type');
    res = await server.fetch('/oauth/token', { method: 'POST', body: 'grant_type=refresh_token&client_id=a&client_id=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { error: string }).error, 'invalid_request');
    res = await server.fetch('/oauth/token', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { error: string }).error, 'invalid_request');
  });

  test('a body of any other media type is told to come form-encoded, like a JSON one (oauth:token:form-only)', async () => {
    // The platform's parsers refuse these before the endpoint sees them; their own text ("Send application/json …",
    // "Unsupported Media Type") sent a client the wrong way.
    const bodies: Array<[string, string]> = [
      ['text/plain', 'grant_type=refresh_token&client_id=a&refresh_token=b'],
      ['application/xml', '<grant_type>refresh_token</grant_type>'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="grant_type"\r\n\r\nrefresh_token\r\n--x--\r\n'],
      ['application/json', '{"grant_type":'],
    ];
    for (const [type, body] of bodies) {
      const res = await server.fetch('/oauth/token', { method: 'POST', body, headers: { 'content-type': type } });
      assert.equal(res.status, 400, type);
      assert.equal(res.headers.get('cache-control'), 'no-store', type);
      const answer = (await res.json()) as { error: string; error_description: string };
      assert.equal(answer.error, 'invalid_request', type);
      assert.match(answer.error_description, /x-www-form-urlencoded/, type);
    }
  });
});

describe('refresh tokens (oauth:refresh:*)', () => {
  test('rotation: each use yields a new refresh token (oauth:refresh:rotate)', async () => {
    const client = await newClient();
    const { params, verifier } = await approved(client);
    const t1 = await exchange(client, params, verifier);
    const t2 = await refresh(client, t1.refresh_token!);
    assert.notEqual(t2.refresh_token, t1.refresh_token);
    assert.notEqual(t2.access_token, t1.access_token);
    const t3 = await refresh(client, t2.refresh_token!);
    assert.ok(t3.access_token);
  });

  test("refresh with another client's id is invalid_grant (oauth:refresh:client-bound)", async () => {
    const client = await newClient();
    const other = await newClient();
    const { params, verifier } = await approved(client);
    const t1 = await exchange(client, params, verifier);
    await rejects(refresh(other, t1.refresh_token!), 'invalid_grant');
    // The rightful client can still use it: a foreign attempt is not reuse.
    assert.ok((await refresh(client, t1.refresh_token!)).access_token);
  });

  test('reuse of a redeemed token revokes the chain; the newest token is refused afterwards (oauth:refresh:reuse-revokes-chain)', async () => {
    const client = await newClient();
    const { params, verifier } = await approved(client);
    const t1 = await exchange(client, params, verifier);
    const t2 = await refresh(client, t1.refresh_token!);
    await rejects(refresh(client, t1.refresh_token!), 'invalid_grant');
    await rejects(refresh(client, t2.refresh_token!), 'invalid_grant');
  });

  test('a scope asked at refresh cannot widen the grant (oauth:refresh:scope)', async () => {
    const client = await newClient();
    const { params, verifier } = await approved(client);
    const t1 = await exchange(client, params, verifier);
    const wider = await server.fetch('/oauth/token', {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: t1.refresh_token!, client_id: client.client_id, scope: 'mcp:read mcp:write' }),
    });
    assert.equal(wider.status, 400);
    assert.equal(((await wider.json()) as { error: string }).error, 'invalid_scope');
    // Refused before the token was touched: it still rotates, with the scope it holds.
    const same = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), t1.refresh_token!, { ...opts, additionalParameters: { scope: 'mcp:read' } });
    assert.ok((await oauth.processRefreshTokenResponse(as, client, same)).access_token);
  });

  test('an unknown refresh token is invalid_grant', async () => {
    const client = await newClient();
    await rejects(refresh(client, 'lmn_rt_nothing'), 'invalid_grant');
  });
});

describe('revocation (oauth:revoke:*)', () => {
  test('unknown tokens get 200, with or without client_id (oauth:revoke:always-200)', async () => {
    const client = await newClient();
    const res = await oauth.revocationRequest(as, client, oauth.None(), 'lmn_rt_unknown', opts);
    assert.equal(res.status, 200);
    await oauth.processRevocationResponse(res);
    const bare = await server.fetch('/oauth/revoke', { method: 'POST', body: new URLSearchParams({ token: 'whatever' }) });
    assert.equal(bare.status, 200);
    const empty = await server.fetch('/oauth/revoke', { method: 'POST', body: new URLSearchParams({}) });
    assert.equal(empty.status, 200);
  });

  test('a repeated token still gets 200; an oversized body 413 (oauth:revoke:always-200)', async () => {
    const repeated = await server.fetch('/oauth/revoke', { method: 'POST', body: 'token=a&token=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(repeated.status, 200);
    const huge = await server.fetch('/oauth/revoke', { method: 'POST', body: `token=${'x'.repeat(2_000_000)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(huge.status, 413);
  });

  test('a body that is not form-encoded is invalid_request, as at the token endpoint, and revokes nothing (oauth:revoke:form-only)', async () => {
    const client = await newClient();
    const { params, verifier } = await approved(client);
    const tokens = await exchange(client, params, verifier);
    const token = tokens.refresh_token!;
    const attempts: Array<[string, RequestInit]> = [
      ['JSON', { body: JSON.stringify({ token, client_id: client.client_id }), headers: { 'content-type': 'application/json' } }],
      ['malformed JSON', { body: `{"token":"${token}"`, headers: { 'content-type': 'application/json' } }],
      ['text', { body: `token=${token}`, headers: { 'content-type': 'text/plain' } }],
      ['no body', {}],
    ];
    for (const [what, init] of attempts) {
      const res = await server.fetch('/oauth/revoke', { method: 'POST', ...init });
      assert.equal(res.status, 400, what);
      assert.equal(res.headers.get('cache-control'), 'no-store', what);
      const body = (await res.json()) as { error: string; error_description: string };
      assert.equal(body.error, 'invalid_request', what);
      assert.match(body.error_description, /x-www-form-urlencoded/, what);
    }
    // Nothing was revoked: the refresh token still rotates.
    assert.match((await refresh(client, token)).refresh_token ?? '', /^lmn_rt_/);
  });

  test('revoking a valid refresh token ends its chain, without client_id too (oauth:revoke:ends-chain)', async () => {
    const client = await newClient();
    for (const withClientId of [true, false]) {
      const { params, verifier } = await approved(client);
      const t1 = await exchange(client, params, verifier);
      const t2 = await refresh(client, t1.refresh_token!);
      const form = new URLSearchParams({ token: t2.refresh_token!, token_type_hint: 'refresh_token' });
      if (withClientId) form.set('client_id', client.client_id);
      const res = await server.fetch('/oauth/revoke', { method: 'POST', body: form });
      assert.equal(res.status, 200);
      await rejects(refresh(client, t2.refresh_token!), 'invalid_grant');
    }
  });

  test("another client's client_id does not revoke the token", async () => {
    const client = await newClient();
    const other = await newClient();
    const { params, verifier } = await approved(client);
    const t1 = await exchange(client, params, verifier);
    const res = await oauth.revocationRequest(as, other, oauth.None(), t1.refresh_token!, opts);
    assert.equal(res.status, 200);
    assert.ok((await refresh(client, t1.refresh_token!)).access_token);
  });
});

test('a replay arriving between the claim and the grant write waits, then revokes the grant (oauth:code:replay-race)', async () => {
  const db = server.lumen.platform.storage.db as unknown as ConstructorParameters<typeof GrantStore>[0];
  const client = await newClient();
  const { params, verifier } = await approved(client);
  const exchangeInput = { code: params.get('code')!, clientId: client.client_id, redirectUri: REDIRECT, codeVerifier: verifier, resource: undefined };
  const redeem = () => committing(db, (trx) => codes.redeem(exchangeInput, trx));
  let replay: Promise<unknown> | undefined;
  let created: string | undefined;
  // The replay starts exactly in the window: after the first redemption claimed the code, before it records the
  // grant. It cannot interleave: the exchange is one transaction, so the replay sees the code once it commits.
  class RacingGrants extends GrantStore {
    override async create(g: Parameters<GrantStore['create']>[0], trx?: Parameters<GrantStore['create']>[1]) {
      replay ??= redeem().catch((err: unknown) => err);
      const grant = await super.create(g, trx);
      created = grant.id;
      return grant;
    }
  }
  const grants = new RacingGrants(db);
  const codes = new AuthorizationCodes(db, grants, 60, server.lumen.platform.log);
  const first = await redeem();
  assert.equal(first.id, created);
  assert.match(String(((await replay) as Error).message), /already used/);
  assert.notEqual((await grants.find(created!))?.revokedAt ?? null, null, 'the grant created by the first redemption is revoked');
});

test('an exchange is all or nothing: a failure after the refresh token was redeemed leaves it usable (oauth:refresh:atomic)', async () => {
  const client = await newClient();
  const { params, verifier } = await approved(client);
  const t1 = await exchange(client, params, verifier);
  const db = server.lumen.platform.storage.db as unknown as ConstructorParameters<typeof GrantStore>[0];
  // The successor's insert fails (as a crash or a full disk would stop it) after the old token was claimed.
  const trigger = sql`create trigger refuse_refresh before insert on oauth_refresh_token begin select raise(abort, 'no space'); end`;
  await trigger.execute(db);
  try {
    const res = await server.fetch('/oauth/token', {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: t1.refresh_token!, client_id: client.client_id }),
    });
    assert.equal(res.status, 500);
  } finally {
    await sql`drop trigger refuse_refresh`.execute(db);
  }
  // Nothing of the failed rotation stuck: the same token rotates now, and the chain was not revoked as reuse.
  const t2 = await refresh(client, t1.refresh_token!);
  assert.ok(t2.access_token && t2.refresh_token);
  await rejects(refresh(client, t1.refresh_token!), 'invalid_grant');
});

test('a client that did not register the refresh_token grant gets no refresh token (oauth:token:no-unasked-refresh)', async () => {
  const c = await registerClient(server, { grant_types: ['authorization_code'] });
  const { verifier, challenge } = pkcePair();
  const { location } = await authorize(server, { clientId: c.client_id, challenge });
  const res = await server.fetch('/oauth/token', {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', code: location.searchParams.get('code')!, redirect_uri: REDIRECT, client_id: c.client_id, code_verifier: verifier }),
  });
  assert.equal(res.status, 200);
  const body = (await res.json()) as Record<string, unknown>;
  assert.match(String(body.access_token), /^ey/);
  assert.equal(body.refresh_token, undefined);
});

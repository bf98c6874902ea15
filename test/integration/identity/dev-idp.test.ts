import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createLumen } from '../../../src/main.js';
import { loadConfig } from '../../../src/platform/config/load-config.js';
import { identityWithProbes } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// The built-in development OpenID provider: discovery → authorize (PKCE S256) → token → id_token that verifies
// against its JWKS, the way the OAuth consent page and any relying party use it (OIDC Core §3.1).
let server: TestServer;
before(async () => {
  server = await startServer({ modules: identityWithProbes() });
});
after(async () => server.close());

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

async function authorizeUrl(extra: Record<string, string> = {}) {
  const discovery = (await (await server.fetch('/dev-idp/.well-known/openid-configuration')).json()) as Record<string, string>;
  const { verifier, challenge } = pkce();
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: 'lumen-dev',
    redirect_uri: `${server.url}/callback`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st<"&>',
    nonce: 'n-1',
    scope: 'openid',
    ...extra,
  });
  return { discovery, verifier, params };
}

test('discovery names the issuer PUBLIC_URL/dev-idp and its endpoints', async () => {
  const { discovery } = await authorizeUrl();
  assert.equal(discovery.issuer, `${server.url}/dev-idp`);
  assert.equal(discovery.jwks_uri, `${server.url}/dev-idp/jwks`);
  assert.deepEqual(discovery.code_challenge_methods_supported, ['S256']);
});

test('identity:dev-idp:flow — sign in as a user: form, code, token, id_token verified with the JWKS, portal accepts the token', async () => {
  const { discovery, verifier, params } = await authorizeUrl();
  const page = await fetch(`${discovery.authorization_endpoint}?${params}`);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'/);
  assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
  const html = await page.text();
  assert.match(html, /id="username"/);
  assert.match(html, /<button type="submit">Sign in<\/button>/);
  assert.ok(!html.includes('st<"&>'), 'request values are escaped');
  assert.ok(html.includes('st&#60;&#34;&#38;&#62;'));

  const form = new URLSearchParams(params);
  form.set('username', 'alice');
  const signedIn = await fetch(discovery.authorization_endpoint!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  assert.equal(signedIn.status, 303);
  const location = new URL(signedIn.headers.get('location')!);
  assert.equal(`${location.origin}${location.pathname}`, `${server.url}/callback`);
  assert.equal(location.searchParams.get('state'), 'st<"&>');
  assert.equal(location.searchParams.get('iss'), discovery.issuer);
  const code = location.searchParams.get('code')!;

  const exchange = (v: string) =>
    fetch(discovery.token_endpoint!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${server.url}/callback`, client_id: 'lumen-dev', code_verifier: v }),
    });
  const tokens = (await (await exchange(verifier)).json()) as Record<string, string | number>;
  assert.equal(tokens.token_type, 'Bearer');
  assert.equal(tokens.expires_in, 3600);
  const { payload, protectedHeader } = await jwtVerify(String(tokens.id_token), createRemoteJWKSet(new URL(discovery.jwks_uri!)), {
    issuer: discovery.issuer,
    audience: 'lumen-dev',
  });
  assert.equal(protectedHeader.alg, 'RS256');
  assert.equal(payload.sub, 'alice');
  assert.equal(payload.nonce, 'n-1');

  const replay = await exchange(verifier);
  assert.equal(replay.status, 400);
  assert.equal(((await replay.json()) as { error: string }).error, 'invalid_grant', 'a code is single use');

  const me = await server.fetch('/portal/me', { headers: { authorization: `Bearer ${tokens.access_token}` } });
  assert.equal(me.status, 200);
  assert.equal(((await me.json()) as { subject: string }).subject, 'alice');
});

test('a wrong code_verifier is invalid_grant', async () => {
  const { discovery, params } = await authorizeUrl();
  const form = new URLSearchParams(params);
  form.set('username', 'bob');
  const res = await fetch(discovery.authorization_endpoint!, { method: 'POST', body: form, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
  const token = await fetch(discovery.token_endpoint!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${server.url}/callback`, client_id: 'lumen-dev', code_verifier: pkce().verifier }),
  });
  assert.equal(token.status, 400);
  assert.equal(((await token.json()) as { error: string }).error, 'invalid_grant');
});

test('identity:dev-idp:pkce-redirect — PKCE is required; a redirect_uri outside PUBLIC_URL or an unknown client is never redirected to', async () => {
  const noPkce = await authorizeUrl({ code_challenge_method: 'plain' });
  const res = await fetch(`${noPkce.discovery.authorization_endpoint}?${noPkce.params}`, { redirect: 'manual' });
  assert.equal(res.status, 303);
  assert.equal(new URL(res.headers.get('location')!).searchParams.get('error'), 'invalid_request');
  const extras: Array<Record<string, string>> = [{ redirect_uri: 'https://evil.example/cb' }, { client_id: 'other' }];
  for (const extra of extras) {
    const bad = await authorizeUrl(extra);
    const page = await fetch(`${bad.discovery.authorization_endpoint}?${bad.params}`, { redirect: 'manual' });
    assert.equal(page.status, 400);
    assert.equal(page.headers.get('location'), null);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
  }
});

test('identity:dev-idp:never-in-production — production without OIDC_ISSUER refuses to start, with a clear message', async () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: join(server.dir, 'production.sqlite'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://lumen.example',
  });
  await assert.rejects(createLumen({ config, modules: identityWithProbes() }), /OIDC_ISSUER is required with NODE_ENV=production/);
  const res = await server.fetch('/dev-idp/jwks');
  assert.equal(res.status, 200, 'while the development server still serves it');
});

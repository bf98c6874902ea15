import assert from 'node:assert/strict';
import { createPublicKey } from 'node:crypto';
import { after, before, test } from 'node:test';
import { SignJWT } from 'jose';
import { identityWithProbes } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';
import { type TestIdp, startTestIdp } from '../../helpers/test-idp.js';

// Contract: portal JWTs from the external IdP are verified against its JWKS (found by discovery), issuer and
// audience, with an asymmetric algorithm allow-list (RFC 8725 §3.1), and no database look-up to verify.
const AUDIENCE = 'lumen-portal';
let idp: TestIdp;
let server: TestServer;

before(async () => {
  idp = await startTestIdp(AUDIENCE);
  server = await startServer({
    modules: identityWithProbes(),
    env: { OIDC_ISSUER: idp.issuer, OIDC_AUDIENCE: AUDIENCE, OIDC_JWKS_COOLDOWN_S: '0' },
  });
});
after(async () => {
  await server.close();
  await idp.close();
});

async function me(token: string | undefined, scheme = 'Bearer') {
  const res = await server.fetch('/portal/me', token === undefined ? {} : { headers: { authorization: `${scheme} ${token}` } });
  return { status: res.status, challenge: res.headers.get('www-authenticate'), body: (await res.json()) as Record<string, unknown> };
}

const now = () => Math.floor(Date.now() / 1000);
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

test('identity:jwt:valid — a valid token signs the user in, created once from iss + sub', async () => {
  const first = await me(await idp.sign({ sub: 'alice', email: 'alice@example.org' }));
  assert.equal(first.status, 200);
  assert.equal(first.body.subject, 'alice');
  assert.equal(first.body.issuer, idp.issuer);
  assert.equal(first.body.email, 'alice@example.org');
  const second = await me(await idp.sign({ sub: 'alice' }));
  assert.equal(second.body.id, first.body.id);
  const other = await me(await idp.sign({ sub: 'alice2' }));
  assert.notEqual(other.body.id, first.body.id);
});

test('missing or non-Bearer credentials: 401 with an RFC 6750 challenge', async () => {
  const missing = await me(undefined);
  assert.equal(missing.status, 401);
  assert.equal(missing.challenge, 'Bearer realm="lumen-portal"');
  const basic = await me('dXNlcjpwYXNz', 'Basic');
  assert.equal(basic.status, 401);
  assert.match(basic.challenge ?? '', /error="invalid_request"/);
});

const refused: Array<[string, () => Promise<string>]> = [
  ['expired', () => idp.sign({ iat: now() - 7200, exp: now() - 3600 })],
  ['not yet valid', () => idp.sign({ nbf: now() + 3600 })],
  ['wrong issuer', () => idp.sign({ iss: 'https://evil.example' })],
  ['wrong audience', () => idp.sign({ aud: 'someone-else' })],
  ['no subject', () => idp.sign({ sub: undefined })],
  ['unknown kid', async () => {
    const stray = await idp.unpublished();
    return idp.sign({}, { kid: stray.kid, key: stray.privateKey });
  }],
  ['published kid, wrong key', async () => idp.sign({}, { kid: 'k1', key: (await idp.unpublished()).privateKey })],
  ['alg none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: idp.issuer, aud: AUDIENCE, sub: 'mallory', exp: now() + 600 })}.`],
  ['HS256 signed with the public key', async () => {
    const pem = createPublicKey({ key: idp.publicJwk('k1') as never, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
    return new SignJWT({ iss: idp.issuer, aud: AUDIENCE, sub: 'mallory', exp: now() + 600 })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .sign(new TextEncoder().encode(String(pem)));
  }],
  ['tampered payload', async () => {
    const [h, , s] = (await idp.sign({ sub: 'alice' })).split('.');
    return `${h}.${b64({ iss: idp.issuer, aud: AUDIENCE, sub: 'mallory', exp: now() + 600 })}.${s}`;
  }],
  ['not a JWT', async () => 'abc.def'],
];

for (const [name, make] of refused) {
  test(`identity:jwt:refused — ${name} → 401 invalid_token`, async () => {
    const res = await me(await make());
    assert.equal(res.status, 401, name);
    assert.equal(res.body.code, 'unauthorized');
    assert.match(res.challenge ?? '', /error="invalid_token"/);
  });
}

test('a wrong issuer is refused with a detail naming the issuer accepted (a token of another instance or port)', async () => {
  const res = await me(await idp.sign({ iss: 'http://localhost:8080/dev-idp' }));
  assert.equal(res.status, 401);
  assert.equal(res.body.detail, `The bearer token's iss claim is not acceptable: this service accepts tokens issued by ${idp.issuer}.`);
});

test('a small clock skew is tolerated (exp 10 s ago)', async () => {
  const res = await me(await idp.sign({ exp: now() - 10 }));
  assert.equal(res.status, 200);
});

test('identity:jwt:jwks-refetch — key rotation: a token with a new kid refetches the JWKS and verifies', async () => {
  const before = idp.jwksFetches;
  await idp.rotate();
  const res = await me(await idp.sign({ sub: 'rotated' }));
  assert.equal(res.status, 200);
  assert.ok(idp.jwksFetches > before, 'the JWKS was fetched again for the unknown kid');
  const cached = idp.jwksFetches;
  await me(await idp.sign({ sub: 'rotated' }));
  assert.equal(idp.jwksFetches, cached, 'known kids are served from the cached JWKS');
});

test('with an external IdP configured, the development IdP is not mounted', async () => {
  const res = await server.fetch('/dev-idp/.well-known/openid-configuration');
  assert.equal(res.status, 404);
});

import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { OidcClient } from './oidc-client.js';

// A minimal identity provider on loopback: discovery, JWKS, and a token endpoint answering the next ID token.
let issuer: string;
let server: http.Server;
let nextIdToken = '';
let sign: (claims: Record<string, unknown>, o?: { exp?: boolean; sub?: boolean }) => Promise<string>;

before(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` }));
    } else if (req.url === '/jwks') res.end(JSON.stringify({ keys: [jwk] }));
    else if (req.url === '/token') res.end(JSON.stringify({ id_token: nextIdToken, token_type: 'Bearer', access_token: 'x' }));
    else res.writeHead(404).end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sign = (claims, o = {}) => {
    let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer(issuer).setAudience('lumen').setIssuedAt();
    if (o.exp !== false) jwt = jwt.setExpirationTime('5m');
    if (o.sub !== false) jwt = jwt.setSubject('person-1');
    return jwt.sign(privateKey);
  };
});
after(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

async function signIn(o: { exp?: boolean; sub?: boolean }) {
  const client = new OidcClient({ issuer, clientId: 'lumen', clientSecret: undefined, development: true }, 'http://127.0.0.1/cb');
  const { state } = await client.start('req-1');
  nextIdToken = await sign({ nonce: state.nonce }, o);
  return client.finish('code', state);
}

test('an ID token with exp and sub signs the person in', async () => {
  assert.equal((await signIn({})).subject, 'person-1');
});

test('an ID token without exp is refused (OIDC Core §3.1.3.7)', async () => {
  await assert.rejects(signIn({ exp: false }), /exp/);
});

test('an ID token without sub is refused', async () => {
  await assert.rejects(signIn({ sub: false }), /sub/);
});

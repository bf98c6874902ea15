import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestServer, startServer } from '../../helpers/server.js';
import { pkcePair, registerClient } from './oauth-driver.js';

// RFC 6749 §4.1.2.1 and §5.2: error_description is printable ASCII without `"` and `\` (oauth:errors:description-charset).
// Lumen's messages quoted values ("code") and cited sections (§), which strict clients may reject or mangle.
const ALLOWED = /^[\x20\x21\x23-\x5b\x5d-\x7e]+$/;
let server: TestServer;
let clientId: string;

before(async () => {
  server = await startServer();
  clientId = (await registerClient(server)).client_id;
});
after(async () => server.close());

async function described(path: string, init: RequestInit): Promise<string> {
  const res = await server.fetch(path, init);
  assert.ok(res.status >= 400 && res.status < 500, `${path}: ${res.status}`);
  return ((await res.json()) as { error_description: string }).error_description;
}

test('every kind of OAuth error answer keeps error_description in the RFC 6749 character set (oauth:errors:description-charset)', async () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const json = { 'content-type': 'application/json' };
  const descriptions = [
    // Each of these was sent with § or double quotes before.
    await described('/oauth/token', { method: 'POST', headers: form, body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code: 'x' }) }),
    await described('/oauth/token', { method: 'POST', headers: json, body: '{}' }),
    await described('/oauth/revoke', { method: 'POST', headers: json, body: '{}' }),
    await described('/oauth/register', { method: 'POST', headers: json, body: JSON.stringify({ redirect_uris: ['https://app.example/cb'], grant_types: ['password'] }) }),
  ];
  const q = new URLSearchParams({ response_type: 'token', client_id: clientId, redirect_uri: 'http://127.0.0.1:9/callback', code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });
  const page = await (await fetch(`${server.url}/oauth/authorize?${q}`, { redirect: 'manual' })).text();
  const href = /<a href="([^"]+)">Return to/.exec(page)![1]!.replace(/&#(\d+);/g, (_x, n: string) => String.fromCharCode(Number(n)));
  descriptions.push(new URL(href).searchParams.get('error_description')!);
  for (const d of descriptions) assert.match(d, ALLOWED, d);
  assert.match(descriptions[0]!, /RFC 6749 section 4\.1\.3/, 'a section stays readable');
  assert.match(descriptions[4]!, /response_type must be 'code'/);
});

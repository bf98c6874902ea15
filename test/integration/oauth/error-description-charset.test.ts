import assert from 'node:assert/strict';
import { test } from 'node:test';
import { authorizeUrl, linkBack, serverWithClient } from './oauth-driver.js';

// RFC 6749 §4.1.2.1 and §5.2: error_description is printable ASCII without `"` and `\` (oauth:errors:description-charset).
// Lumen's messages quoted values ("code") and cited sections (§), which strict clients may reject or mangle.
const ALLOWED = /^[\x20\x21\x23-\x5b\x5d-\x7e]+$/;
const fixture = serverWithClient();

async function described(path: string, init: RequestInit): Promise<string> {
  const res = await fixture.server.fetch(path, init);
  assert.ok(res.status >= 400 && res.status < 500, `${path}: ${res.status}`);
  return ((await res.json()) as { error_description: string }).error_description;
}

test('every kind of OAuth error answer keeps error_description in the RFC 6749 character set (oauth:errors:description-charset)', async () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const json = { 'content-type': 'application/json' };
  const descriptions = [
    // Each of these was sent with § or double quotes before.
    await described('/oauth/token', { method: 'POST', headers: form, body: new URLSearchParams({ grant_type: 'authorization_code', client_id: fixture.clientId, code: 'x' }) }),
    await described('/oauth/token', { method: 'POST', headers: json, body: '{}' }),
    await described('/oauth/revoke', { method: 'POST', headers: json, body: '{}' }),
    await described('/oauth/register', { method: 'POST', headers: json, body: JSON.stringify({ redirect_uris: ['https://app.example/cb'], grant_types: ['password'] }) }),
  ];
  const page = await (await fetch(authorizeUrl(fixture.server, fixture.clientId, { response_type: 'token' }), { redirect: 'manual' })).text();
  descriptions.push(linkBack(page).searchParams.get('error_description')!);
  for (const d of descriptions) assert.match(d, ALLOWED, d);
  assert.match(descriptions[0]!, /RFC 6749 section 4\.1\.3/, 'a section stays readable');
  assert.match(descriptions[4]!, /response_type must be 'code'/);
});

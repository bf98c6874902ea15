import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type TestServer, startServer } from '../../helpers/server.js';
import { authorize, authorizeUrl as driverAuthorizeUrl, linkBack, pkcePair, registerClient } from './oauth-driver.js';

// The authorization endpoint and the consent page (oauth:authorize:*, oauth:consent:*).
const REDIRECT = 'http://127.0.0.1:9/callback';
let server: TestServer;
let clientId: string;

before(async () => {
  server = await startServer();
  clientId = (await registerClient(server)).client_id;
});
after(async () => server.close());

const authorizeUrl = (overrides: Record<string, string | null> = {}) => driverAuthorizeUrl(server, clientId, overrides);

describe('errors that must not be redirected are shown (oauth:authorize:unsafe-errors-shown)', () => {
  for (const [why, overrides] of [
    ['unknown client', { client_id: 'cli_unknown' }],
    ['missing client', { client_id: null }],
    ['unregistered redirect URI', { redirect_uri: 'http://127.0.0.1:9/other' }],
    ['redirect URI differing by a trailing slash', { redirect_uri: `${REDIRECT}/` }],
    ['missing redirect URI', { redirect_uri: null }],
  ] as const) {
    test(why, async () => {
      const res = await fetch(authorizeUrl(overrides), { redirect: 'manual' });
      assert.equal(res.status, 400);
      assert.equal(res.headers.get('location'), null);
      assert.match(res.headers.get('content-type') ?? '', /text\/html/);
      assert.match(await res.text(), /cannot continue/);
    });
  }
});

describe('other errors are shown with a link back to the client, never auto-redirected (oauth:authorize:redirected-errors)', () => {
  // RFC 9700 §4.11.2: with open registration an immediate redirect would make Lumen an open redirector.
  for (const [why, overrides, error] of [
    ['plain PKCE', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['missing PKCE method (means plain)', { code_challenge_method: null }, 'invalid_request'],
    ['missing challenge', { code_challenge: null }, 'invalid_request'],
    ['token response type', { response_type: 'token' }, 'unsupported_response_type'],
    ['missing response type', { response_type: null }, 'invalid_request'],
    ['unknown scope', { scope: 'mcp:read mcp:write' }, 'invalid_scope'],
    ['foreign resource', { resource: 'https://elsewhere.example/mcp' }, 'invalid_target'],
    ['resource sharing only a prefix', { resource: `PUBLIC/mcpx` }, 'invalid_target'],
  ] as const) {
    test(why, async () => {
      const o = Object.fromEntries(Object.entries(overrides).map(([k, v]) => [k, typeof v === 'string' ? v.replace('PUBLIC', server.url) : v]));
      const res = await fetch(authorizeUrl(o), { redirect: 'manual' });
      assert.equal(res.status, 400);
      assert.equal(res.headers.get('location'), null);
      assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'none'/);
      const html = await res.text();
      assert.match(html, /Return to <span class="client">Test client<\/span>/);
      const loc = linkBack(html);
      assert.equal(`${loc.origin}${loc.pathname}`, REDIRECT);
      assert.equal(loc.searchParams.get('error'), error);
      assert.equal(loc.searchParams.get('state'), 'xyz');
      assert.equal(loc.searchParams.get('iss'), server.url);
    });
  }

  test('the client name and error text on the page are escaped', async () => {
    const evil = await registerClient(server, { client_name: '<img src=x onerror=alert(1)>' });
    const res = await fetch(authorizeUrl({ client_id: evil.client_id, response_type: 'token' }), { redirect: 'manual' });
    const html = await res.text();
    assert.equal(res.status, 400);
    assert.ok(!html.includes('<img src=x'));
    assert.match(html, /Return to <span class="client">&#60;img/);
  });
});

describe('consent', () => {
  test('approve: code, state and iss; a signed-in session skips the sign-in (oauth:consent:approve)', async () => {
    const { location, cookie } = await authorize(server, { clientId, challenge: pkcePair().challenge, state: 's1' });
    assert.match(location.searchParams.get('code') ?? '', /^lmn_ac_/);
    assert.equal(location.searchParams.get('state'), 's1');
    assert.equal(location.searchParams.get('iss'), server.url);
    const res = await fetch(authorizeUrl(), { headers: { cookie }, redirect: 'manual' });
    assert.equal(res.status, 200);
    assert.match(await res.text(), /Approve/);
  });

  test('deny: error=access_denied with state and iss (oauth:consent:deny)', async () => {
    const { location } = await authorize(server, { clientId, challenge: pkcePair().challenge, state: 's2', decision: 'deny' });
    assert.equal(location.searchParams.get('error'), 'access_denied');
    assert.equal(location.searchParams.get('state'), 's2');
    assert.equal(location.searchParams.get('iss'), server.url);
    assert.equal(location.searchParams.get('code'), null);
  });

  test('the page cannot be framed, runs no script, and the session cookie is HttpOnly SameSite=Lax (oauth:consent:headers)', async () => {
    const { cookie } = await authorize(server, { clientId, challenge: pkcePair().challenge });
    const res = await fetch(authorizeUrl(), { headers: { cookie } });
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /default-src 'none'/);
    assert.equal(res.headers.get('x-frame-options'), 'DENY');
    assert.equal(res.headers.get('cache-control'), 'no-store');
    // The cookie attributes, from a fresh sign-in.
    const start = await fetch(authorizeUrl(), { redirect: 'manual' });
    const idp = new URL(start.headers.get('location')!);
    const loginCookie = start.headers.get('set-cookie') ?? '';
    assert.match(loginCookie, /^lumen_oauth_login=[^;]+; Path=\/oauth\/login; Max-Age=600; HttpOnly; SameSite=Lax$/);
    const form = new URLSearchParams(idp.searchParams);
    form.set('username', 'dora');
    const back = await fetch(idp, { method: 'POST', body: form, redirect: 'manual' });
    const callback = await fetch(back.headers.get('location')!, { redirect: 'manual', headers: { cookie: loginCookie.split(';')[0]! } });
    assert.equal(callback.status, 303);
    assert.ok(callback.headers.getSetCookie().some((c) => /^lumen_oauth_login=; .*Max-Age=0/.test(c)), 'the login cookie is cleared');
    const setCookie = callback.headers.getSetCookie().find((c) => c.startsWith('lumen_oauth_session=')) ?? '';
    assert.match(setCookie, /HttpOnly/);
    assert.match(setCookie, /SameSite=Lax/);
    assert.doesNotMatch(setCookie, /Secure/); // http PUBLIC_URL in tests; Secure is added on https
  });

  test('the sign-in callback opened in a browser without the login cookie is refused (oauth:login:csrf)', async () => {
    // Login CSRF: an attacker's own callback URL (code + state) sent to a victim must not sign the victim in.
    const start = await fetch(authorizeUrl(), { redirect: 'manual' });
    const loginCookie = (start.headers.get('set-cookie') ?? '').split(';')[0]!;
    const idp = new URL(start.headers.get('location')!);
    const form = new URLSearchParams(idp.searchParams);
    form.set('username', 'mallory');
    const back = await fetch(idp, { method: 'POST', body: form, redirect: 'manual' });
    const callbackUrl = back.headers.get('location')!;
    const forged = await fetch(callbackUrl, { redirect: 'manual', headers: { cookie: 'lumen_oauth_login=someone-elses' } });
    assert.equal(forged.status, 400);
    assert.ok(!forged.headers.getSetCookie().some((c) => c.startsWith('lumen_oauth_session=')));
    // And a fresh sign-in with no cookie at all.
    const start2 = await fetch(authorizeUrl(), { redirect: 'manual' });
    const idp2 = new URL(start2.headers.get('location')!);
    const form2 = new URLSearchParams(idp2.searchParams);
    form2.set('username', 'mallory');
    const back2 = await fetch(idp2, { method: 'POST', body: form2, redirect: 'manual' });
    const bare = await fetch(back2.headers.get('location')!, { redirect: 'manual' });
    assert.equal(bare.status, 400);
    assert.match(await bare.text(), /another browser/);
    assert.ok(loginCookie.startsWith('lumen_oauth_login='));
  });

  test('a decision without the CSRF token or session is refused, and the request survives (oauth:consent:csrf)', async () => {
    const { cookie } = await authorize(server, { clientId, challenge: pkcePair().challenge });
    const page = await (await fetch(authorizeUrl(), { headers: { cookie } })).text();
    const request = /name="request" value="([^"]+)"/.exec(page)![1]!;
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!;
    const post = (body: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/oauth/authorize/decision`, { method: 'POST', body: new URLSearchParams(body), headers, redirect: 'manual' });
    assert.equal((await post({ request, csrf: 'forged', decision: 'approve' }, { cookie })).status, 403);
    assert.equal((await post({ request, decision: 'approve' }, { cookie })).status, 403);
    assert.equal((await post({ request, csrf, decision: 'approve' })).status, 403);
    const ok = await post({ request, csrf, decision: 'approve' }, { cookie });
    assert.equal(ok.status, 303);
    // Used once.
    assert.equal((await post({ request, csrf, decision: 'approve' }, { cookie })).status, 400);
  });

  test("another signed-in person cannot answer a request shown to someone else, even knowing its id (oauth:consent:csrf)", async () => {
    const post = (body: Record<string, string>, cookie: string) =>
      fetch(`${server.url}/oauth/authorize/decision`, { method: 'POST', body: new URLSearchParams(body), headers: { cookie }, redirect: 'manual' });
    const formOf = (html: string) => ({ request: /name="request" value="([^"]+)"/.exec(html)![1]!, csrf: /name="csrf" value="([^"]+)"/.exec(html)![1]! });
    const victim = (await authorize(server, { clientId, challenge: pkcePair().challenge, username: 'vera' })).cookie;
    const attacker = (await authorize(server, { clientId, challenge: pkcePair().challenge, username: 'mallory' })).cookie;
    const victims = formOf(await (await fetch(authorizeUrl(), { headers: { cookie: victim } })).text());
    const own = formOf(await (await fetch(authorizeUrl(), { headers: { cookie: attacker } })).text());
    // Mallory's own session and her own form's token, on Vera's request id: refused, and Vera's request survives.
    assert.equal((await post({ request: victims.request, csrf: own.csrf, decision: 'approve' }, attacker)).status, 403);
    assert.notEqual(own.csrf, victims.csrf);
    assert.equal((await post({ request: victims.request, csrf: victims.csrf, decision: 'approve' }, attacker)).status, 403);
    const ok = await post({ ...victims, decision: 'approve' }, victim);
    assert.equal(ok.status, 303);
    assert.ok(new URL(ok.headers.get('location')!).searchParams.get('code'));
  });

  test('client_name injection is shown as text (oauth:consent:escaping)', async () => {
    const evil = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const c = await registerClient(server, { client_name: evil });
    const { consentHtml } = await authorize(server, { clientId: c.client_id, challenge: pkcePair().challenge });
    assert.ok(!consentHtml.includes('<script>alert(1)'));
    assert.ok(!consentHtml.includes('<img src=x'));
    assert.ok(consentHtml.includes('&#60;script&#62;alert(1)&#60;&#47;script&#62;'));
  });
});

test('a malformed session cookie is treated as no session, not a server error (oauth:consent:bad-cookie)', async () => {
  const res = await fetch(authorizeUrl(), { headers: { cookie: 'lumen_oauth_session=%E0%A4%A' }, redirect: 'manual' });
  assert.equal(res.status, 303, 'on to sign-in');
  assert.match(res.headers.get('location') ?? '', /\/dev-idp\//);
  const decision = await fetch(`${server.url}/oauth/authorize/decision`, {
    method: 'POST',
    body: new URLSearchParams({ request: 'x', csrf: 'y', decision: 'approve' }),
    headers: { cookie: 'lumen_oauth_session=%E0%A4%A' },
    redirect: 'manual',
  });
  assert.ok(decision.status < 500, `decision answered ${decision.status}`);
});

test('the consent page shows the redirect scheme with the host, so a private-use scheme cannot pass for https (oauth:consent:target)', async () => {
  const c = await registerClient(server, { redirect_uris: ['web+x://lumen.example.com/cb'] });
  const { consentHtml } = await authorize(server, { clientId: c.client_id, redirectUri: 'web+x://lumen.example.com/cb', challenge: pkcePair().challenge });
  assert.match(consentHtml, /<span class="host">web\+x:&#47;&#47;lumen.example.com<\/span>/);
  const plain = await authorize(server, { clientId, challenge: pkcePair().challenge });
  assert.match(plain.consentHtml, /<span class="host">http:&#47;&#47;127.0.0.1:9<\/span>/);
});

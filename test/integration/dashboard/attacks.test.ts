import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Kysely } from 'kysely';
import { DashboardSessions, TOUCH_EVERY_MS } from '../../../src/dashboard/session/session-store.js';
import type { DashboardTables } from '../../../src/dashboard/tables.js';
import { DASHBOARD_COOKIE, dashboardPage, portalKeys, postForm, signInDashboard } from '../../helpers/dashboard.js';
import { portalToken } from '../../helpers/identity.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// Issue 17's attack tests without a browser: CSRF from another origin, ended sessions, another user's ids, and
// script in a key name (the single-use create form: create-once.test.ts). Requirement ids are listed in
// docs/conformance.md.
let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const keysOf = (sub: string) => portalKeys(server, sub);

test('dashboard:csrf — a form posted from another origin, or without the session token, changes nothing', async () => {
  const session = await signInDashboard(server, 'carla');
  const { csrf, form } = await dashboardPage(server, session);
  assert.ok(csrf.length >= 40);
  const evil = await postForm(server, session, '/dashboard/keys', { name: 'evil', csrf }, { origin: 'http://evil.example' });
  assert.equal(evil.status, 403);
  assert.match(await evil.text(), /another site/);
  const crossSite = await postForm(server, session, '/dashboard/keys', { name: 'evil', csrf }, { 'sec-fetch-site': 'cross-site' });
  assert.equal(crossSite.status, 403);
  const noToken = await postForm(server, session, '/dashboard/keys', { name: 'evil' }, { origin: server.url });
  assert.equal(noToken.status, 403);
  const wrongToken = await postForm(server, session, '/dashboard/keys', { name: 'evil', csrf: `${csrf.slice(0, -1)}x` });
  assert.equal(wrongToken.status, 403);
  assert.equal((await keysOf('carla')).length, 0, 'no key was created');
  const ok = await postForm(server, session, '/dashboard/keys', { name: 'fine', csrf, form }, { origin: server.url, 'sec-fetch-site': 'same-origin' });
  assert.equal(ok.status, 201);
  assert.equal((await keysOf('carla')).length, 1);
});

test('dashboard:session-ended — after sign-out the old cookie and token are worthless; forged cookies are ignored', async () => {
  const session = await signInDashboard(server, 'dino');
  const { csrf, html } = await dashboardPage(server, session);
  assert.match(html, /Signed in as/);
  const out = await postForm(server, session, '/dashboard/sign-out', { csrf }, { origin: server.url });
  assert.equal(out.status, 303);
  assert.match(out.headers.getSetCookie().join('\n'), new RegExp(`${DASHBOARD_COOKIE}=;.*Max-Age=0`));
  const again = await dashboardPage(server, session);
  assert.doesNotMatch(again.html, /Signed in as/);
  assert.match(again.html, /href="\/dashboard\/sign-in"/);
  const post = await postForm(server, session, '/dashboard/keys', { name: 'late', csrf });
  assert.equal(post.status, 401);
  // The page a person gets there offers signing in again, not only the (signed-out) dashboard.
  assert.match(await post.text(), /<a class="button" href="\/dashboard\/sign-in">Sign in again<\/a>/);
  assert.equal((await keysOf('dino')).length, 0);
  const forged = await dashboardPage(server, 'lmn_ds_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  assert.doesNotMatch(forged.html, /Signed in as/);
  // Each sign-in issues a new session id (rotation): two sign-ins never share one, and signing in again in the same
  // browser (as another person, too) ends the session that browser held, although its cookie never reaches the
  // identity provider's callback.
  const jack = await signInDashboard(server, 'jack');
  assert.match((await dashboardPage(server, jack)).html, /Signed in as/);
  const kate = await signInDashboard(server, 'kate', jack);
  assert.notEqual(kate, jack);
  assert.match((await dashboardPage(server, kate)).html, /Signed in as/);
  assert.doesNotMatch((await dashboardPage(server, jack)).html, /Signed in as/, "jack's session ended when kate signed in");
});

test("dashboard:not-yours — another user's key or connection id is a 404 and stays untouched", async () => {
  const owner = await portalToken(server, 'owner');
  const created = await server.fetch('/portal/keys', {
    method: 'POST',
    headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'owner key' }),
  });
  const { id } = (await created.json()) as { id: string };
  const session = await signInDashboard(server, 'intruder');
  const { csrf } = await dashboardPage(server, session);
  assert.equal((await dashboardPage(server, session, `/dashboard/keys/${id}`)).status, 404);
  assert.equal((await dashboardPage(server, session, `/dashboard/keys/${id}/revoke`)).status, 404);
  assert.equal((await postForm(server, session, `/dashboard/keys/${id}/revoke`, { csrf })).status, 404);
  assert.equal((await postForm(server, session, `/dashboard/keys/${id}/rename`, { csrf, name: 'mine now' })).status, 404);
  assert.equal((await postForm(server, session, '/dashboard/connections/grt_doesnotexist000/revoke', { csrf })).status, 404);
  assert.equal((await dashboardPage(server, session, '/dashboard/connections/grt_doesnotexist000/revoke')).status, 404);
  const [key] = await keysOf('owner');
  assert.equal(key!.name, 'owner key');
  assert.equal(key!.revoked, false);
  // The same through the portal API, for scripts.
  const intruder = { authorization: `Bearer ${await portalToken(server, 'intruder')}` };
  assert.equal((await server.fetch(`/portal/keys/${id}/usage`, { headers: intruder })).status, 404);
  const patch = await server.fetch(`/portal/keys/${id}`, { method: 'PATCH', headers: { ...intruder, 'content-type': 'application/json' }, body: '{"name":"x"}' });
  assert.equal(patch.status, 404);
  // A malformed id in a page's address is a page that does not exist (the portal API answers it 400).
  const malformed = await dashboardPage(server, session, '/dashboard/keys/not-a-key-id');
  assert.equal(malformed.status, 404);
  assert.doesNotMatch(malformed.html, /path\.id/);
  assert.equal((await dashboardPage(server, session, '/dashboard/keys/not-a-key-id/revoke')).status, 404);
  assert.equal((await server.fetch('/portal/keys/not-a-key-id', { headers: intruder })).status, 400);
});

test('dashboard:escaping — a <script> key name is shown as text, and every page is locked down', async () => {
  const session = await signInDashboard(server, 'eve');
  const { csrf, form } = await dashboardPage(server, session);
  const name = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'';
  const created = await postForm(server, session, '/dashboard/keys', { name, csrf, form });
  assert.equal(created.status, 201);
  const createdHtml = await created.text();
  assert.equal(created.headers.get('cache-control'), 'no-store');
  for (const page of [createdHtml, (await dashboardPage(server, session)).html]) {
    assert.ok(!page.includes('<script>alert'), 'no live script tag');
    assert.ok(!page.includes('<img src=x'), 'no live img tag');
    assert.ok(page.includes('&#60;script&#62;alert(1)&#60;/script&#62;'), 'the name is shown as text');
    // Strict CSP holds only if the pages have no inline code: every script has a src, nothing has style="".
    assert.deepEqual(page.match(/<script(?![^>]*\bsrc=)[^>]*>/g), null);
    assert.doesNotMatch(page, /<[^>]*\s(style|on[a-z]+)=/i);
  }
  const res = await server.fetch('/dashboard', { headers: { cookie: `${DASHBOARD_COOKIE}=${session}` } });
  assert.match(res.headers.get('content-security-policy')!, /script-src 'self';.*frame-ancestors 'none'/);
  assert.doesNotMatch(res.headers.get('content-security-policy')!, /unsafe-inline/);
  assert.equal(res.headers.get('x-frame-options'), 'DENY');
  // A problem page for a bad request is HTML with the same headers.
  const bad = await server.fetch('/dashboard/keys/key_zzzzzzzzzzzzzzzzzzzzzzzz', { headers: { cookie: `${DASHBOARD_COOKIE}=${session}` } });
  assert.equal(bad.status, 404);
  assert.match(bad.headers.get('content-type')!, /text\/html/);
  assert.equal(bad.headers.get('x-frame-options'), 'DENY');
});

test('dashboard:session-expiry — a session ends after its idle limit, and at its absolute limit however busy', async () => {
  const db = server.lumen.platform.storage.db as unknown as Kysely<DashboardTables>;
  const sessions = new DashboardSessions(db, { idleS: 600, absoluteS: 3600 });
  const t0 = Date.now();
  const idle = await sessions.create('usr_idle', 'idle', t0);
  assert.ok(await sessions.find(idle.cookie, t0 + 599_000), 'alive within the idle limit');
  // Ended once 10 idle minutes and the minute within which requests are not written have passed.
  assert.equal(await sessions.find(idle.cookie, t0 + 599_000 + 600_000 + TOUCH_EVERY_MS), undefined, 'ended after 10 idle minutes');
  assert.equal(await sessions.find(idle.cookie, t0 + 599_000), undefined, 'and removed, not merely hidden');
  const busy = await sessions.create('usr_busy', 'busy', t0);
  for (let t = t0; t < t0 + 3_600_000; t += 300_000) assert.ok(await sessions.find(busy.cookie, t), `alive at +${(t - t0) / 60_000} min`);
  assert.equal(await sessions.find(busy.cookie, t0 + 3_600_000), undefined, 'ended at the absolute limit');
  // Only the SHA-256 of the cookie is stored.
  const rows = await db.selectFrom('dashboard_session').select(['id_hash']).execute();
  assert.ok(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id_hash) && r.id_hash !== idle.cookie));
});

test('dashboard:session-expiry — a request the store did not write still gets the whole idle period after it (regression: ended up to a minute early)', async () => {
  const db = server.lumen.platform.storage.db as unknown as Kysely<DashboardTables>;
  const idleS = 600;
  const sessions = new DashboardSessions(db, { idleS, absoluteS: 3600 });
  const lastSeen = async (idHash: string) =>
    Number((await db.selectFrom('dashboard_session').select('last_seen_at').where('id_hash', '=', idHash).executeTakeFirstOrThrow()).last_seen_at);
  const t0 = Date.now();
  for (const offset of [0, 1, 30_000, TOUCH_EVERY_MS - 1]) {
    // The last request comes `offset` ms after the written one: within the minute, so it is a read, not a write.
    const last = t0 + offset;
    const valid = await sessions.create('usr_clock', 'clock', t0);
    assert.ok(await sessions.find(valid.cookie, last));
    assert.equal(await lastSeen(valid.session.idHash), t0, `a request ${offset} ms after the last write writes nothing`);
    assert.ok(await sessions.find(valid.cookie, last + idleS * 1000 - 1), `alive 1 ms before the idle end of a request at +${offset} ms`);
    const ends = await sessions.create('usr_clock', 'clock', t0);
    assert.ok(await sessions.find(ends.cookie, last));
    assert.equal(await sessions.find(ends.cookie, last + idleS * 1000 + TOUCH_EVERY_MS), undefined, `ended at most a minute after the idle end (+${offset} ms)`);
  }
  // A busy minute is one write: a page view every second changes last_seen_at once.
  const { cookie, session } = await sessions.create('usr_busy_minute', 'busy', t0);
  const seen = new Set<number>();
  for (let t = t0; t <= t0 + 120_000; t += 1000) {
    assert.ok(await sessions.find(cookie, t));
    seen.add(await lastSeen(session.idHash));
  }
  assert.deepEqual([...seen], [t0, t0 + 60_000, t0 + 120_000]);
});

test('dashboard:rate-limit — dashboard pages spend the same portal budget as /portal/*; a spent one is a 429 page', async () => {
  const limited = await startServer({ env: { RATE_LIMIT_PORTAL_MAX: '3', RATE_LIMIT_PORTAL_WINDOW_S: '600' } });
  try {
    const session = await signInDashboard(limited, 'rex');
    assert.equal((await dashboardPage(limited, session)).status, 200);
    const portal = await limited.fetch('/portal/me', { headers: { authorization: `Bearer ${await portalToken(limited, 'rex')}` } });
    assert.equal(portal.status, 200);
    assert.equal(portal.headers.get('x-ratelimit-remaining'), '1', 'the dashboard page was charged to the same budget');
    assert.equal((await dashboardPage(limited, session)).status, 200);
    const res = await limited.fetch('/dashboard', { headers: { cookie: `${DASHBOARD_COOKIE}=${session}` } });
    assert.equal(res.status, 429);
    assert.ok(Number(res.headers.get('retry-after')) > 0);
    assert.match(await res.text(), /Too many requests/);
  } finally {
    await limited.close();
  }
});

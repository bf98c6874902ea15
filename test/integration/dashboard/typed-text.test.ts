import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { dashboardPage, portalKeys, postForm, signInDashboard, signInDashboardFrom } from '../../helpers/dashboard.js';
import { type TestServer, startServer } from '../../helpers/server.js';

// What a person typed comes back to them, and only to them (docs/dashboard.md, "Forms and sessions"): a form from
// an earlier session is shown again only to a post from Lumen's own page; the 401 page shows the typed name only
// then; a sign-in returns only to a dashboard page. The browser journeys: test/e2e/dashboard-forms-browser.test.ts.
let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const TYPED = '<b>kept</b> name';
const ESCAPED = '&#60;b&#62;kept&#60;/b&#62; name';

test('dashboard:typed-text — a form of an earlier session comes back with its text only to a post from our own page; nothing is created', async () => {
  const old = await signInDashboard(server, 'vera');
  const { csrf: oldCsrf, form } = await dashboardPage(server, old);
  const session = await signInDashboard(server, 'vera', old);
  const { csrf } = await dashboardPage(server, session);
  const ours = await postForm(server, session, '/dashboard/keys', { name: TYPED, csrf: oldCsrf, form }, { origin: server.url, 'sec-fetch-site': 'same-origin' });
  assert.equal(ours.status, 403);
  const page = await ours.text();
  assert.match(page, /Nothing was created: this page was loaded before you signed in again/);
  assert.ok(page.includes(`value="${ESCAPED}"`), 'the name is back in the field, as text');
  assert.ok(page.includes(`name="csrf" value="${csrf}"`), "the form now carries the current session's token");
  const others: Array<Record<string, string>> = [{}, { origin: 'http://evil.example' }, { origin: server.url, 'sec-fetch-site': 'cross-site' }];
  for (const headers of others) {
    const refused = await postForm(server, session, '/dashboard/keys', { name: TYPED, csrf: oldCsrf, form }, headers);
    assert.equal(refused.status, 403, JSON.stringify(headers));
    assert.ok(!(await refused.text()).includes(ESCAPED), `${JSON.stringify(headers)}: the text is not shown back`);
  }
  assert.equal((await portalKeys(server, 'vera')).length, 0);
});

test('dashboard:typed-text — the 401 page shows the typed name only to our own page, and signs in again back to the form', async () => {
  const session = await signInDashboard(server, 'walt');
  const { csrf, form } = await dashboardPage(server, session);
  await postForm(server, session, '/dashboard/sign-out', { csrf }, { origin: server.url });
  const ours = await postForm(server, session, '/dashboard/keys/key_abc/rename', { name: TYPED, csrf, form }, { origin: server.url });
  assert.equal(ours.status, 401);
  const page = await ours.text();
  assert.ok(page.includes(`<strong class="typed">${ESCAPED}</strong>`));
  assert.ok(page.includes('href="/dashboard/sign-in?return_to=%2Fdashboard%2Fkeys%2Fkey_abc"'));
  const elsewhere = await postForm(server, session, '/dashboard/keys', { name: TYPED, csrf, form }, { origin: 'http://evil.example' });
  assert.equal(elsewhere.status, 401);
  assert.ok(!(await elsewhere.text()).includes(ESCAPED));
});

test('dashboard:return-to — a sign-in returns to the dashboard page it was started for, and never elsewhere', async () => {
  const back = await signInDashboardFrom(server, '/dashboard/sign-in?return_to=%2Fdashboard%2Fkeys%2Fkey_abc%3Fx%3D1', 'xena');
  assert.equal(back.location, '/dashboard/keys/key_abc?x=1');
  assert.equal((await signInDashboardFrom(server, '/dashboard/sign-in', 'xena')).location, '/dashboard');
  for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', '/docs', '/dashboard/../docs']) {
    const res = await server.fetch(`/dashboard/sign-in?return_to=${encodeURIComponent(target)}`, { redirect: 'manual' });
    assert.equal(res.status, 400, target);
    assert.equal(res.headers.get('location'), null);
    assert.match(await res.text(), /validation_failed/);
  }
  // A page opened without a session sends the browser to the sign-in page that returns to it.
  const opened = await server.fetch('/dashboard/keys/key_abc', { redirect: 'manual' });
  assert.equal(opened.status, 303);
  assert.equal(opened.headers.get('location'), '/dashboard?return_to=%2Fdashboard%2Fkeys%2Fkey_abc');
  const landing = await (await server.fetch('/dashboard?return_to=%2Fdashboard%2Fkeys%2Fkey_abc')).text();
  assert.ok(landing.includes('href="/dashboard/sign-in?return_to=%2Fdashboard%2Fkeys%2Fkey_abc"'));
});

import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type TestServer, startServer } from '../helpers/server.js';
import { needChromium } from '../helpers/services.js';
import { startCallbackServer } from './callback-server.js';
import { DESKTOP, PHONE, launchChromium, seriousViolations, sidewaysScroll, signInAtIdp } from './page-checks.js';

// The pages around the dashboard that a person meets in a browser: the consent page and its error page, the API
// reference (/docs) and the error catalogue every problem's `type` links to, a mistyped dashboard address and the
// development IdP's error page. Each one in Chromium: a title and a language, axe-core without serious or critical
// findings, no sideways scroll at 375 px, and no console error or CSP refusal.

let server: TestServer;
let browser: Browser | undefined;
let callback: Awaited<ReturnType<typeof startCallbackServer>>;

before(async () => {
  server = await startServer();
  callback = await startCallbackServer();
});
after(async () => {
  await browser?.close();
  await callback.close();
  await server.close();
});

/** A page that logs console errors and CSP refusals into `problems` (the deliberate HTTP status of the page itself aside). */
async function newPage(problems: string[], viewport = DESKTOP, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  browser ??= await launchChromium();
  const page = await browser.newPage({ viewport, colorScheme });
  page.on('console', (m) => {
    const status = /Failed to load resource: the server responded with a status of (400|404)/.test(m.text()) && m.location().url === page.url();
    if ((m.type() === 'error' && !status) || /Content Security Policy/i.test(m.text())) problems.push(`${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => problems.push(`script error: ${e.message}`));
  return page;
}

async function checkPage(page: Page, name: string): Promise<void> {
  assert.equal(await page.evaluate('document.documentElement.lang'), 'en', `${name}: lang`);
  assert.ok((await page.title()).trim().length > 0, `${name}: a title`);
  assert.equal(await page.locator('h1').count(), 1, `${name}: one h1`);
  assert.equal(await page.locator('main').count(), 1, `${name}: a main landmark`);
  const serious = await seriousViolations(page);
  assert.deepEqual(serious, [], `${name}: ${JSON.stringify(serious)}`);
  assert.equal(await sidewaysScroll(page, PHONE), undefined, `${name}: no horizontal scroll at ${PHONE.width} px`);
}

const LONG_NAME = `Supercalifragilisticexpialidocious-Rosary-Helper-${'x'.repeat(60)}`;

test('the consent page and its error page fit a phone with a long unbroken client name', async (t) => {
  if (!(await needChromium(t))) return;
  const registered = await server.fetch('/oauth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uris: [callback.url], client_name: LONG_NAME, grant_types: ['authorization_code', 'refresh_token'], token_endpoint_auth_method: 'none' }),
  });
  const clientId = ((await registered.json()) as { client_id: string }).client_id;
  const authorize = (scope: string) => {
    const url = new URL(`${server.url}/oauth/authorize`);
    const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
    const params = { response_type: 'code', client_id: clientId, redirect_uri: callback.url, code_challenge: challenge, code_challenge_method: 'S256', state: 's', scope };
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  };
  const problems: string[] = [];
  const page = await newPage(problems, PHONE);
  await page.goto(authorize('mcp:read'));
  await page.fill('input#username', 'phone-user');
  await page.keyboard.press('Enter');
  await page.waitForSelector('button#approve');
  assert.match((await page.textContent('h1'))!, /Supercalifragilisticexpialidocious/);
  await checkPage(page, 'consent page');
  // The error page a bad scope gets (shown, with a link back to the client): the same long name.
  await page.goto(authorize('admin'));
  assert.match((await page.textContent('main'))!, /invalid_scope/);
  await checkPage(page, 'authorization error page');
  assert.deepEqual(problems, []);
});

test('the consent page reached through a sign-in survives a reload and Back, and Deny still answers the client', async (t) => {
  if (!(await needChromium(t))) return;
  const registered = await server.fetch('/oauth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uris: [callback.url], client_name: 'Reload Helper', grant_types: ['authorization_code'], token_endpoint_auth_method: 'none' }),
  });
  const clientId = ((await registered.json()) as { client_id: string }).client_id;
  const url = new URL(`${server.url}/oauth/authorize`);
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const params = { response_type: 'code', client_id: clientId, redirect_uri: callback.url, code_challenge: challenge, code_challenge_method: 'S256', state: 'r1', scope: 'mcp:read' };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const problems: string[] = [];
  const page = await newPage(problems);
  await page.goto(url.toString());
  await page.fill('input#username', 'reloader');
  await page.keyboard.press('Enter');
  await page.waitForSelector('button#approve');
  // The callback's code is single use: the consent page must not stand at its address.
  assert.doesNotMatch(page.url(), /\/oauth\/login\/callback/);
  await page.reload();
  assert.match((await page.textContent('h1'))!, /Allow Reload Helper/, 'a reload shows the consent page again');
  await page.click('button#deny');
  await page.waitForURL((u) => u.toString().startsWith(callback.url));
  assert.equal(new URL(page.url()).searchParams.get('error'), 'access_denied');
  assert.equal(new URL(page.url()).searchParams.get('state'), 'r1');
  await page.goBack();
  assert.match((await page.textContent('h1'))!, /Allow Reload Helper/, 'Back shows the consent page, not an expired sign-in');
  assert.deepEqual(problems, []);
});

test('/docs (the API reference) has no serious or critical accessibility finding at either width', async (t) => {
  if (!(await needChromium(t))) return;
  const problems: string[] = [];
  const page = await newPage(problems);
  await page.goto(`${server.url}/docs`);
  await page.waitForSelector('.opblock-tag');
  // An operation opened too: its parameters, responses and buttons are checked as well.
  await page.locator('.opblock-summary-control').first().click();
  await page.waitForSelector('.opblock-body');
  await checkPage(page, 'API reference');
  // Try it out, then Execute: the buttons and the live response.
  await page.locator('.opblock-get .try-out__btn').first().click();
  await page.locator('.opblock-get .execute').first().click();
  await page.waitForSelector('.live-responses-table');
  await checkPage(page, 'API reference after Execute');
  // The pointer on an operation's summary shows its path's copy button, at full size at once (docs-assets.ts).
  await page.locator('.opblock-summary').first().hover();
  await checkPage(page, 'API reference, an operation under the pointer');
  // The Authorize dialog: named controls, and Escape closes it.
  await page.locator('.scheme-container button.authorize').click();
  await page.waitForSelector('.modal-ux');
  assert.equal(await page.getAttribute('.modal-ux button.close-modal', 'aria-label'), 'Close');
  await checkPage(page, 'API reference: the Authorize dialog');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.modal-ux', { state: 'detached' });
  assert.deepEqual(problems, []);
});

test('a problem type link opens the error catalogue as a page, at the code it names', async (t) => {
  if (!(await needChromium(t))) return;
  const problems: string[] = [];
  const page = await newPage(problems);
  await page.goto(`${server.url}/docs/errors#unauthorized`);
  await checkPage(page, 'error catalogue');
  assert.match(await page.title(), /Errors/);
  // The fragment of every problem `type` names an element of the page.
  const row = page.locator('[id="unauthorized"]');
  assert.equal(await row.count(), 1);
  assert.match((await row.textContent())!, /401/);
  assert.ok(await row.isVisible());
  assert.deepEqual(problems, []);
  // Programs still get the Markdown (what they fetched before: no Accept asking for HTML).
  const raw = await server.fetch('/docs/errors');
  assert.match(raw.headers.get('content-type')!, /^text\/markdown/);
  assert.match(await raw.text(), /\| `rate_limited` \| 429 \|/);
});

test('a mistyped dashboard address is a dashboard problem page for a browser, still JSON for a program', async (t) => {
  if (!(await needChromium(t))) return;
  const problems: string[] = [];
  const page = await newPage(problems);
  const res = await page.goto(`${server.url}/dashboard/keyz`);
  assert.equal(res!.status(), 404);
  assert.match(res!.headers()['content-type']!, /^text\/html/);
  assert.match(res!.headers()['content-security-policy']!, /frame-ancestors 'none'/);
  assert.equal(res!.headers()['x-frame-options'], 'DENY');
  assert.equal(await page.title(), 'Not found · Lumen dashboard');
  await checkPage(page, 'dashboard 404');
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  // A form's address typed, bookmarked or opened in a new tab (GET) leads to the form's page, not to a 405.
  await page.goto(`${server.url}/dashboard/keys`);
  assert.equal(page.url(), `${server.url}/dashboard`);
  assert.equal(await page.title(), 'Sign in · Lumen dashboard');
  // The dashboard's address typed with a trailing slash is the dashboard (it was a 404), its query kept.
  const slash = await page.goto(`${server.url}/dashboard/`);
  assert.equal(slash!.status(), 200);
  assert.equal(page.url(), `${server.url}/dashboard`);
  await page.goto(`${server.url}/dashboard/?return_to=${encodeURIComponent('/dashboard/keys/key_abc')}`);
  assert.equal(page.url(), `${server.url}/dashboard?return_to=${encodeURIComponent('/dashboard/keys/key_abc')}`);
  assert.equal(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href'), `/dashboard/sign-in?return_to=${encodeURIComponent('/dashboard/keys/key_abc')}`);
  const rename = await server.fetch('/dashboard/keys/key_abc/rename', { redirect: 'manual' });
  assert.equal(rename.status, 303);
  assert.equal(rename.headers.get('location'), '/dashboard/keys/key_abc');
  assert.deepEqual(problems, []);
  const api = await server.fetch('/dashboard/keyz', { headers: { accept: 'application/json' } });
  assert.equal(api.status, 404);
  assert.match(api.headers.get('content-type')!, /^application\/problem\+json/);
});

test("the development IdP's error page is a page: title, language, heading, main landmark", async (t) => {
  if (!(await needChromium(t))) return;
  const problems: string[] = [];
  const page = await newPage(problems);
  const res = await page.goto(`${server.url}/dev-idp/authorize?client_id=nobody`);
  assert.equal(res!.status(), 400);
  await checkPage(page, 'development IdP error');
  assert.deepEqual(problems, []);
});

/** The page's background as [r, g, b]. */
async function background(page: Page, selector: string): Promise<number[]> {
  const css = (await page.evaluate(`getComputedStyle(document.querySelector(${JSON.stringify(selector)})).backgroundColor`)) as string;
  return css.match(/\d+/g)!.slice(0, 3).map(Number);
}

test('with a dark colour scheme the dashboard, the development IdP and the consent page are dark and keep their contrast; an emoji client name is shown', async (t) => {
  if (!(await needChromium(t))) return;
  const problems: string[] = [];
  const page = await newPage(problems, DESKTOP, 'dark');
  const dark = async (name: string, ...selectors: string[]) => {
    for (const selector of ['body', ...selectors]) {
      const [r, g, b] = await background(page, selector);
      assert.ok(r! + g! + b! < 150, `${name}: ${selector} has a dark background in dark mode (${r}, ${g}, ${b})`);
    }
    await checkPage(page, `${name} (dark)`);
  };
  await page.goto(`${server.url}/dashboard`);
  await dark('sign-in page');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForSelector('input#username');
  await dark('development IdP');
  await signInAtIdp(page, 'night-owl');
  await page.waitForURL(`${server.url}/dashboard`);
  await dark('overview', '.card', '#key-name');
  await page.fill('#key-name', 'night key');
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.waitForSelector('#new-key');
  await dark('key created', '#new-key', '.card');
  await page.getByRole('link', { name: 'Usage and settings of this key' }).click();
  await page.waitForSelector('#usage-title');
  await dark('key page');
  await page.getByRole('link', { name: /Revoke this key/ }).click();
  await dark('revoke confirmation');

  // A client name made of emoji joined by U+200D (👩‍💻) registers, and the consent page shows it, in dark too.
  const registered = await server.fetch('/oauth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uris: [callback.url], client_name: '👩\u200D💻 Night Helper', grant_types: ['authorization_code'], token_endpoint_auth_method: 'none' }),
  });
  assert.equal(registered.status, 201);
  const clientId = ((await registered.json()) as { client_id: string }).client_id;
  const url = new URL(`${server.url}/oauth/authorize`);
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  for (const [k, v] of Object.entries({ response_type: 'code', client_id: clientId, redirect_uri: callback.url, code_challenge: challenge, code_challenge_method: 'S256', state: 'd', scope: 'mcp:read' })) url.searchParams.set(k, v);
  await page.goto(url.toString());
  await signInAtIdp(page, 'night-owl');
  await page.waitForSelector('button#approve');
  assert.equal(await page.textContent('.client'), '👩\u200D💻 Night Helper');
  await dark('consent page', 'main');
  assert.deepEqual(problems, []);
});

import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type TestServer, startServer } from '../helpers/server.js';
import { needChromium } from '../helpers/services.js';
import { startCallbackServer } from './callback-server.js';
import { DESKTOP, PHONE, launchChromium, seriousViolations, sidewaysScroll, signInAtIdp } from './page-checks.js';

// Issue 17, "Tests and evidence": the whole dashboard journey in headless Chromium against a real Lumen and its
// identity provider, with axe-core on every page and screenshots at desktop and phone widths
// (requirement e2e:dashboard in docs/conformance.md).
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? join(process.cwd(), 'var', 'screenshots', 'dashboard');
const NARROW = { width: 320, height: 720 };
const EVIL = '<script>window.__pwned=1</script>Parish app';
const CLIENT = 'Rosary Helper <img src=x onerror="window.__pwned=2">';

let server: TestServer;
let browser: Browser | undefined;
let callback: Awaited<ReturnType<typeof startCallbackServer>>;
const cspViolations: string[] = [];
/** Every console error of the journey (a missing icon, a refused asset, a script error). */
const consoleErrors: string[] = [];
const checkedPages: string[] = [];

before(async () => {
  server = await startServer({ env: { RATE_LIMIT_READ_MAX: '5', RATE_LIMIT_READ_WINDOW_S: '900' } });
  callback = await startCallbackServer();
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await browser?.close();
  await callback.close();
  await server.close();
});

/** axe-core: no serious or critical violation; at phone width (375 px) the page does not scroll sideways; a title. */
async function axe(page: Page, name: string): Promise<void> {
  assert.equal(await sidewaysScroll(page, PHONE), undefined, `${name}: no horizontal scroll at ${PHONE.width} px`);
  assert.match(await page.title(), /^\S.* · Lumen dashboard$|^Lumen development sign-in$/, `${name}: a title saying what the page is`);
  const serious = await seriousViolations(page);
  assert.deepEqual(serious, [], `${name}: ${JSON.stringify(serious)}`);
  checkedPages.push(name);
}

/** Tab from the top of the page until the focus comes round again: each stop's accessible name and whether a focus ring is drawn. */
async function tabStops(page: Page): Promise<Array<{ name: string; ring: boolean }>> {
  // Start the sequential focus navigation before the first element (a focused, removed placeholder).
  await page.evaluate(`{ const s = document.createElement('span'); s.tabIndex = -1; document.body.prepend(s); s.focus(); s.remove(); }`);
  const stops: Array<{ name: string; ring: boolean; at: number }> = [];
  for (let i = 0; i < 50; i++) {
    await page.keyboard.press('Tab');
    const stop = (await page.evaluate(`(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const cs = getComputedStyle(el);
      const label = el.id && document.querySelector('label[for="' + el.id + '"]');
      const name = (el.getAttribute('aria-label') || (label && label.textContent) || el.textContent || '').trim();
      return { name, ring: cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2, at: [...document.querySelectorAll('*')].indexOf(el) };
    })()`)) as { name: string; ring: boolean; at: number } | null;
    if (!stop || stops.some((s) => s.at === stop.at)) break;
    stops.push(stop);
  }
  return stops.map(({ name, ring }) => ({ name, ring }));
}

/** A real PNG of the rendered page at the given width. */
async function shot(page: Page, name: string, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  const path = join(SHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  const png = readFileSync(path);
  assert.deepEqual([...png.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  assert.ok(png.length > 5000, `${name} is ${png.length} bytes`);
  await page.setViewportSize(DESKTOP);
}

const b64url = (b: Buffer) => b.toString('base64url');

test('dashboard journey: sign in, key shown once, usage moves, rename, revoke → 401, connection revoked → refresh refused, sign out (e2e:dashboard)', async (t) => {
  if (!(await needChromium(t))) return;
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    if (m.type() === 'error') consoleErrors.push(`${m.text()} ${m.location().url}`);
  });

  // Signed out: the landing page.
  await page.goto(`${server.url}/dashboard`);
  await axe(page, 'landing');
  await shot(page, 'landing-phone', PHONE);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForSelector('input#username');
  await axe(page, 'identity provider sign-in');
  await signInAtIdp(page, 'dana');
  await page.waitForURL(`${server.url}/dashboard`);
  assert.match((await page.textContent('header'))!, /Signed in as\s+dana/);
  const cookie = (await context.cookies(`${server.url}/dashboard`)).find((c) => c.name === 'lumen_dashboard');
  assert.ok(cookie, 'a session cookie');
  assert.equal(cookie.httpOnly, true);
  assert.equal(cookie.sameSite, 'Lax');
  assert.equal(cookie.path, '/dashboard');
  assert.ok(!cookie.value.includes('.'), 'an opaque id, not a token');
  await axe(page, 'overview (empty)');

  // A create form without a name: the form again, its error announced and tied to the field, which has the focus.
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.waitForSelector('#key-name-error');
  assert.equal(await page.getAttribute('#key-name', 'aria-invalid'), 'true');
  assert.match((await page.getAttribute('#key-name', 'aria-describedby'))!, /key-name-error/);
  assert.equal(await page.evaluate('document.activeElement?.id'), 'key-name');
  assert.match(await page.title(), /^Error: /);
  await axe(page, 'create form with an error');

  // Create a key: its plaintext once, with a working copy button and a warning.
  await page.fill('#key-name', EVIL);
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.waitForSelector('h1:has-text("Key created")');
  const key = await page.inputValue('#new-key');
  assert.match(key, /^lum_live_[0-9A-Za-z]{30}$/);
  assert.match((await page.textContent('#secret-title'))!, /will not be shown again/);
  assert.ok((await page.textContent('#curl-line'))!.includes(`X-API-Key: ${key}`), 'a ready curl line');
  await page.getByRole('button', { name: 'Copy key' }).click();
  await page.waitForSelector('#new-key-status:has-text("Copied")');
  assert.equal(await page.evaluate('navigator.clipboard.readText()'), key);
  await axe(page, 'key created');
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  assert.ok(!(await page.content()).includes(key), 'the plaintext is not shown again');
  assert.equal(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned), undefined, 'no injected script ran');
  assert.equal(await page.locator('tbody tr[data-key-id] td a').first().textContent(), EVIL, 'the name is shown as text');

  // The key page before and after using the key: the chart and the figures move.
  await page.locator('tbody tr[data-key-id] td a').first().click();
  await page.waitForSelector('#usage-title');
  const keyUrl = page.url();
  const today = page.locator('svg.chart g').last();
  assert.equal(await today.getAttribute('data-requests'), '0');
  const statuses = [];
  for (let i = 0; i < 7; i++) statuses.push((await server.fetch('/v1/ordo/days/2026-12-25', { headers: { 'x-api-key': key } })).status);
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429]);
  await page.reload();
  assert.equal(await today.getAttribute('data-requests'), '5');
  assert.equal(await today.getAttribute('data-limited'), '2');
  assert.ok(Number(await page.locator('svg.chart g').last().locator('rect.bar').getAttribute('height')) > 0, 'a visible bar');
  assert.equal(await page.textContent('#fig-requests'), '5');
  assert.equal(await page.textContent('#fig-limited'), '2');
  assert.equal(await page.textContent('#fig-remaining'), '0 / 5');
  assert.match((await page.textContent('#fig-reset'))!, /UTC/);
  // At phone width the chart's scale and dates stay readable text (the SVG stretches; its labels do not shrink
  // with it) and none overlaps another.
  await page.setViewportSize(PHONE);
  const labels = (await page.evaluate(`[...document.querySelectorAll('.chart-y span, .chart-x span')].map((e) => {
    const b = e.getBoundingClientRect();
    return { text: e.textContent, px: parseFloat(getComputedStyle(e).fontSize), left: b.left, right: b.right, top: b.top, bottom: b.bottom };
  })`)) as Array<{ text: string; px: number; left: number; right: number; top: number; bottom: number }>;
  assert.deepEqual(labels.map((l) => l.text), ['10', '5', '0', labels[3]!.text, labels[4]!.text]);
  for (const l of labels) assert.ok(l.px >= 12 && l.right <= PHONE.width, `${l.text}: ${l.px} px, right edge ${l.right}`);
  for (const [i, a] of labels.entries()) {
    for (const b of labels.slice(i + 1)) assert.ok(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top, `${a.text} overlaps ${b.text}`);
  }
  await page.setViewportSize(DESKTOP);
  await axe(page, 'key usage');
  await shot(page, 'key-usage-desktop', DESKTOP);
  await shot(page, 'key-usage-phone', PHONE);

  // Rename, then revoke with a confirmation: the key gets 401.
  await page.fill('#rename', 'Parish app (production)');
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.waitForSelector('h1:has-text("Parish app (production)")');
  assert.match((await page.textContent('[role=status]'))!, /renamed/);
  await page.getByRole('link', { name: 'Revoke this key…' }).click();
  await page.waitForSelector('#confirm-title');
  await axe(page, 'confirm key revocation');
  await page.getByRole('button', { name: 'Revoke key' }).click();
  await page.waitForURL(/\/dashboard\?done=key-revoked$/);
  assert.equal(await page.locator('tbody tr[data-key-id] .status-revoked').count(), 1);
  assert.equal((await server.fetch('/v1/ordo/days/2026-12-25', { headers: { 'x-api-key': key } })).status, 401);
  await page.goto(keyUrl);
  assert.equal(await page.getByRole('link', { name: 'Revoke this key…' }).count(), 0);

  // An OAuth client is approved (the consent page asks to sign in, as the authorize flow does) …
  const registered = await server.fetch('/oauth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uris: [callback.url], client_name: CLIENT, grant_types: ['authorization_code', 'refresh_token'], token_endpoint_auth_method: 'none' }),
  });
  const clientId = ((await registered.json()) as { client_id: string }).client_id;
  const verifier = b64url(randomBytes(32));
  const authorize = new URL(`${server.url}/oauth/authorize`);
  for (const [k, v] of Object.entries({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: callback.url,
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
    state: 'st-1',
    scope: 'mcp:read',
    resource: `${server.url}/mcp`,
  })) authorize.searchParams.set(k, v);
  await page.goto(authorize.toString());
  if (await page.locator('input#username').count()) await signInAtIdp(page, 'dana');
  await page.click('button#approve');
  await page.waitForURL((u) => u.toString().startsWith(callback.url));
  const code = new URL(page.url()).searchParams.get('code')!;
  const token = async (form: Record<string, string>) =>
    server.fetch('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
  const issued = await token({ grant_type: 'authorization_code', code, redirect_uri: callback.url, client_id: clientId, code_verifier: verifier });
  assert.equal(issued.status, 200);
  const { refresh_token } = (await issued.json()) as { refresh_token: string };

  // … shown on the dashboard with its name (as text), redirect host and scope, and revoked there.
  await page.goto(`${server.url}/dashboard`);
  const row = page.locator('tr[data-connection-id]');
  assert.equal(await row.count(), 1);
  assert.equal(await row.locator('.app-name').textContent(), CLIENT);
  assert.equal(await row.locator('.redirect-hosts').textContent(), new URL(callback.url).origin);
  assert.equal(await row.locator('td').nth(1).textContent(), 'mcp:read');
  assert.equal(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned), undefined);
  await axe(page, 'overview (keys and connection)');
  // At 320 px (WCAG 1.4.10's reflow width) the name columns keep room to be read: the dates and the status narrow.
  await page.setViewportSize(NARROW);
  assert.equal(await sidewaysScroll(page, NARROW), undefined, 'no horizontal scroll at 320 px');
  const nameColumns = (await page.evaluate(`[...document.querySelectorAll('table.fixed thead th:first-child')].map((th) => Math.round(th.getBoundingClientRect().width))`)) as number[];
  assert.equal(nameColumns.length, 2);
  for (const w of nameColumns) assert.ok(w >= 100, `a name column ${w} px wide at 320 px`);
  await page.setViewportSize(DESKTOP);
  // Keyboard only: from the top, Tab reaches every action in reading order, each with a visible focus ring.
  const stops = await tabStops(page);
  const names = stops.map((s) => s.name);
  const order = ['Skip to content', 'Sign out', 'Key name', 'Create key', 'Parish app (production)', `Revoke ${CLIENT}`, 'OpenAPI'].map((n) => names.indexOf(n));
  assert.ok(order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!)), `tab order: ${names.join(' → ')}`);
  assert.equal(order[0], 0, 'the skip link comes first');
  assert.deepEqual(stops.filter((s) => !s.ring).map((s) => s.name), [], 'every stop shows where the focus is');
  await shot(page, 'overview-desktop', DESKTOP);
  await shot(page, 'overview-phone', PHONE);
  await row.getByRole('link', { name: `Revoke ${CLIENT}` }).click();
  await page.waitForSelector('#confirm-title');
  await axe(page, 'confirm connection revocation');
  await page.getByRole('button', { name: 'Revoke connection' }).click();
  await page.waitForURL(/\/dashboard\?done=connection-revoked$/);
  assert.equal(await page.locator('tr[data-connection-id]').count(), 0);
  const refused = await token({ grant_type: 'refresh_token', refresh_token, client_id: clientId });
  assert.equal(refused.status, 400);
  assert.equal(((await refused.json()) as { error: string }).error, 'invalid_grant');

  // Keyboard: the skip link is the first stop and leads to the content.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate('document.activeElement?.textContent'), 'Skip to content');

  // Sign out: the cookie goes, the pages ask to sign in again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/dashboard\?done=signed-out$/);
  assert.match((await page.textContent('main'))!, /You are signed out/);
  await axe(page, 'signed out');
  assert.equal((await context.cookies(`${server.url}/dashboard`)).find((c) => c.name === 'lumen_dashboard'), undefined);
  // A page opened signed out: the sign-in page, whose link returns to it.
  await page.goto(keyUrl);
  await page.waitForURL(`${server.url}/dashboard?return_to=${encodeURIComponent(new URL(keyUrl).pathname)}`);
  assert.equal(await page.getByRole('link', { name: 'Sign in' }).count(), 1);

  // A problem page is a page too.
  await page.goto(`${server.url}/dashboard/sign-in`);
  await signInAtIdp(page, 'dana');
  await page.waitForURL(`${server.url}/dashboard`);
  await page.goto(`${server.url}/dashboard/keys/key_zzzzzzzzzzzzzzzzzzzzzzzz`);
  assert.match((await page.textContent('h1'))!, /Not found/);
  await axe(page, 'problem page');

  assert.equal(dialogs, 0, 'no script dialog opened');
  assert.deepEqual(cspViolations, [], 'no asset or code was refused by the CSP');
  // The deliberate error statuses of pages themselves (Chromium logs them): the create form's 400 and the 404 of
  // a key that does not exist. Nothing else: no script error, no refused or missing asset.
  const deliberate = [new RegExp(`status of 400 .*${server.url}/dashboard/keys$`), /status of 404 .*\/dashboard\/keys\/key_zzzz/];
  assert.deepEqual(consoleErrors.filter((e) => !deliberate.some((d) => d.test(e))), [], 'no page logged an error (the icon is served)');
  assert.equal(checkedPages.length, 11);
});

test('dashboard without JavaScript: sign in, create (the key is shown, no copy button), rename, revoke through forms', async (t) => {
  if (!(await needChromium(t))) return;
  browser ??= await launchChromium();
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`);
  });
  const fits = async (name: string) => assert.equal(await sidewaysScroll(page, PHONE), undefined, `${name}: no horizontal scroll at ${PHONE.width} px`);
  await page.goto(`${server.url}/dashboard/sign-in`);
  await signInAtIdp(page, 'nojs');
  await page.waitForURL(`${server.url}/dashboard`);
  await fits('overview');
  await page.fill('#key-name', 'no script');
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.waitForSelector('h1:has-text("Key created")');
  assert.match(await page.inputValue('#new-key'), /^lum_live_/);
  assert.equal(await page.getByRole('button', { name: 'Copy key' }).isVisible(), false, 'the copy button needs the script');
  await fits('key created');
  await page.getByRole('link', { name: 'Usage and settings of this key' }).click();
  await fits('key page');
  await page.fill('#rename', 'renamed without script');
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.waitForSelector('h1:has-text("renamed without script")');
  await page.getByRole('link', { name: 'Revoke this key…' }).click();
  await fits('confirm revocation');
  await page.getByRole('button', { name: 'Revoke key' }).click();
  await page.waitForURL(/\/dashboard\?done=key-revoked$/);
  assert.equal(await page.locator('tbody tr[data-key-id] .status-revoked').count(), 1);
  await fits('overview with a revoked key');
  assert.deepEqual(errors, [], 'no page logged an error');
  await context.close();
});

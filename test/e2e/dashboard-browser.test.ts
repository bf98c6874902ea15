import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { type Browser, type Page, chromium } from 'playwright-core';
import { type TestServer, startServer } from '../helpers/server.js';
import { CHROMIUM, needChromium } from '../helpers/services.js';
import { startCallbackServer } from './callback-server.js';

// Issue 17, "Tests and evidence": the whole dashboard journey in headless Chromium against a real Lumen and its
// identity provider, with axe-core on every page and screenshots at desktop and phone widths
// (requirement e2e:dashboard in docs/conformance.md).
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? join(process.cwd(), 'var', 'screenshots', 'dashboard');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
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

/** axe-core in the page (evaluated through the debugging protocol, which CSP does not govern): no serious or critical violation. */
async function axe(page: Page, name: string): Promise<void> {
  await page.evaluate(AXE);
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
  // A string, evaluated in the page (this file is type-checked without the DOM library).
  const violations = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(tags)} } }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })))`,
  )) as Array<{ id: string; impact: string; nodes: number }>;
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(serious, [], `${name}: ${JSON.stringify(serious)}`);
  checkedPages.push(name);
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

async function signInAtIdp(page: Page, username: string): Promise<void> {
  await page.waitForSelector('input#username');
  await page.fill('input#username', username);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const b64url = (b: Buffer) => b.toString('base64url');

test('dashboard journey: sign in, key shown once, usage moves, rename, revoke → 401, connection revoked → refresh refused, sign out (e2e:dashboard)', async (t) => {
  if (!(await needChromium(t))) return;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
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
  assert.equal(await row.locator('td').first().textContent(), CLIENT);
  assert.equal(await row.locator('td').nth(1).textContent(), new URL(callback.url).origin);
  assert.equal(await row.locator('td').nth(2).textContent(), 'mcp:read');
  assert.equal(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned), undefined);
  await axe(page, 'overview (keys and connection)');
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
  await page.goto(keyUrl);
  await page.waitForURL(`${server.url}/dashboard`);
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
  // The one deliberate 404: the page of a key that does not exist.
  assert.deepEqual(consoleErrors.filter((e) => !e.includes('/dashboard/keys/key_zzzz')), [], 'no page logged an error (the icon is served)');
  assert.equal(checkedPages.length, 9);
});

test('dashboard without JavaScript: sign in, create (the key is shown, no copy button), rename, revoke through forms', async (t) => {
  if (!(await needChromium(t))) return;
  browser ??= await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/dashboard/sign-in`);
  await signInAtIdp(page, 'nojs');
  await page.waitForURL(`${server.url}/dashboard`);
  await page.fill('#key-name', 'no script');
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.waitForSelector('h1:has-text("Key created")');
  assert.match(await page.inputValue('#new-key'), /^lum_live_/);
  assert.equal(await page.getByRole('button', { name: 'Copy key' }).isVisible(), false, 'the copy button needs the script');
  await page.getByRole('link', { name: 'Usage and settings of this key' }).click();
  await page.fill('#rename', 'renamed without script');
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.waitForSelector('h1:has-text("renamed without script")');
  await page.getByRole('link', { name: 'Revoke this key…' }).click();
  await page.getByRole('button', { name: 'Revoke key' }).click();
  await page.waitForURL(/\/dashboard\?done=key-revoked$/);
  assert.equal(await page.locator('tbody tr[data-key-id] .status-revoked').count(), 1);
  await context.close();
});

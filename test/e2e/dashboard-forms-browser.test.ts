import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type TestServer, startServer } from '../helpers/server.js';
import { needChromium } from '../helpers/services.js';
import { DESKTOP, launchChromium, seriousViolations, signInAtIdp } from './page-checks.js';

// What a person typed into a dashboard form survives what happens around it (docs/dashboard.md, "Forms and
// sessions"): a session changed in another tab, a sign-in again (which returns to the page), a refused rename.

let server: TestServer;
let browser: Browser | undefined;

before(async () => {
  server = await startServer();
});
after(async () => {
  await browser?.close();
  await server.close();
});

async function signedIn(username: string): Promise<{ context: BrowserContext; page: Page }> {
  browser ??= await launchChromium();
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${server.url}/dashboard/sign-in`);
  await signInAtIdp(page, username);
  await page.waitForURL(`${server.url}/dashboard`);
  return { context, page };
}

/** Creates a key through the form and opens its page. */
async function openNewKey(page: Page, name: string): Promise<void> {
  await page.fill('#key-name', name);
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByRole('link', { name: 'Usage and settings of this key' }).click();
  await page.waitForSelector('#usage-title');
}

/** Another tab of the same browser signs out (and, when `again`, signs in again as the same person). */
async function switchSessionInTab(context: BrowserContext, username: string, again: boolean): Promise<void> {
  const other = await context.newPage();
  await other.goto(`${server.url}/dashboard`);
  await other.getByRole('button', { name: 'Sign out' }).click();
  await other.waitForURL(/done=signed-out$/);
  if (again) {
    await other.goto(`${server.url}/dashboard/sign-in`);
    await signInAtIdp(other, username);
    await other.waitForURL(`${server.url}/dashboard`);
  }
  await other.close();
}

test('a key name typed before the session changed in another tab is kept: the form again after a sign-in elsewhere, filled in again after signing in (e2e:dashboard-forms)', async (t) => {
  if (!(await needChromium(t))) return;
  const { context, page } = await signedIn('tess');

  // Signed out and in again in another tab: this tab's form carries the old session's token. Nothing is created,
  // the form comes back with the name and says why.
  await page.fill('#key-name', 'typed before the switch');
  await switchSessionInTab(context, 'tess', true);
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.waitForSelector('#key-name-error');
  assert.equal(await page.inputValue('#key-name'), 'typed before the switch');
  assert.match((await page.textContent('#key-name-error'))!, /nothing was created/i);
  assert.equal(await page.locator('tr[data-key-id]').count(), 0);
  assert.equal(await page.evaluate('document.activeElement?.id'), 'key-name');
  assert.deepEqual(await seriousViolations(page), []);
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.waitForSelector('h1:has-text("Key created")');

  // Signed out in another tab: the send finds no session. The 401 page shows what was typed, and after signing
  // in again the same form has it back.
  await page.goto(`${server.url}/dashboard`);
  assert.equal(await page.inputValue('#key-name'), '', 'a created key leaves no draft behind');
  await page.fill('#key-name', 'typed before the sign-out');
  await switchSessionInTab(context, 'tess', false);
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.waitForSelector('h1:has-text("Authentication required")');
  assert.match((await page.textContent('main'))!, /typed before the sign-out/);
  await page.getByRole('link', { name: 'Sign in again' }).click();
  await signInAtIdp(page, 'tess');
  await page.waitForURL(`${server.url}/dashboard`);
  assert.equal(await page.inputValue('#key-name'), 'typed before the sign-out');
  assert.match((await page.textContent('#key-name-draft'))!, /not sent yet/);
  assert.equal(await page.locator('tr[data-key-id]').count(), 1, 'only the first key exists');
  await context.close();
});

test('signing in again returns to the page you were on; an absolute or external return address is refused (e2e:dashboard-forms)', async (t) => {
  if (!(await needChromium(t))) return;
  const { context, page } = await signedIn('ruth');
  await openNewKey(page, 'return-to key');
  const keyUrl = page.url();

  // A rename sent after the session ended: "Sign in again" comes back to the key's page, the new name still typed.
  await page.fill('#rename', 'renamed after signing in');
  await switchSessionInTab(context, 'ruth', false);
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.waitForSelector('h1:has-text("Authentication required")');
  await page.getByRole('link', { name: 'Sign in again' }).click();
  await signInAtIdp(page, 'ruth');
  await page.waitForURL(keyUrl);
  assert.equal(await page.inputValue('#rename'), 'renamed after signing in');
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.waitForSelector('h1:has-text("renamed after signing in")');

  // A page opened without a session: the sign-in page, whose link comes back to it.
  await switchSessionInTab(context, 'ruth', false);
  await page.goto(keyUrl);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInAtIdp(page, 'ruth');
  await page.waitForURL(keyUrl);
  assert.equal(await page.inputValue('#rename'), 'renamed after signing in', 'the sent rename left no draft behind');

  // Only paths of the dashboard itself: anything else is refused before the identity provider is asked.
  for (const target of ['https://evil.example/dashboard', '//evil.example/dashboard', '/\\evil.example/dashboard', 'http:/dashboard', '/dashboard/../docs', '/dashboard/%2e%2e/docs', 'javascript:alert(1)', '/dashboard/sign-in', ' /dashboard']) {
    const answer = await page.goto(`${server.url}/dashboard/sign-in?return_to=${encodeURIComponent(target)}`);
    assert.equal(answer?.status(), 400, target);
    assert.equal(new URL(page.url()).origin, server.url, `${target}: still on Lumen`);
    assert.match((await page.textContent('main'))!, /return_to/, `${target}: the page names what was refused`);
  }
  // The sign-in page does not pass on a return address it would refuse.
  await switchSessionInTab(context, 'ruth', false);
  await page.goto(`${server.url}/dashboard?return_to=${encodeURIComponent('https://evil.example/')}`);
  assert.equal(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href'), '/dashboard/sign-in');
  await context.close();
});

test('a refused rename keeps the typed name in the field, with the error tied to it and announced (e2e:dashboard-forms)', async (t) => {
  if (!(await needChromium(t))) return;
  const { context, page } = await signedIn('una');
  await openNewKey(page, 'first name');
  // Too long (the field's maxlength removed, as a paste into an old browser would allow), then a bidi override.
  await page.evaluate("document.getElementById('rename').removeAttribute('maxlength')");
  for (const typed of ['n'.repeat(101), '\u202Eevil name']) {
    await page.fill('#rename', typed);
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.waitForSelector('#rename-error');
    assert.equal(await page.inputValue('#rename'), typed, 'the typed name stays in the field');
    assert.equal(await page.getAttribute('#rename-error', 'role'), 'alert');
    assert.match((await page.getAttribute('#rename', 'aria-describedby'))!, /\brename-error\b/);
    assert.equal(await page.getAttribute('#rename', 'aria-invalid'), 'true');
    assert.equal(await page.evaluate('document.activeElement?.id'), 'rename');
    assert.match(await page.title(), /^Error: Key “first name”/);
    assert.deepEqual(await seriousViolations(page), []);
    await page.evaluate("document.getElementById('rename').removeAttribute('maxlength')");
  }
  assert.equal(await page.textContent('h1'), 'Key “first name”', 'nothing was renamed');
  // A key address cut short or mistyped is a page that does not exist, in words a person reads (not `path.id`).
  const missing = await page.goto(`${server.url}/dashboard/keys/nope`);
  assert.equal(missing?.status(), 404);
  assert.equal(await page.textContent('h1'), 'Not found');
  assert.doesNotMatch((await page.textContent('main'))!, /path\.id/);
  await context.close();
});

test('a key name with emoji drawn by a zero-width joiner is created and listed; a joiner on its own is still refused (e2e:dashboard-forms)', async (t) => {
  if (!(await needChromium(t))) return;
  const { context, page } = await signedIn('vera');
  // 👩‍💻 and 🏳️‍🌈 are single emoji made of pictographs joined by U+200D (Unicode TS #51); people name keys with them.
  for (const name of ['👩\u200D💻 dev laptop', '🏳\uFE0F\u200D🌈 pride app']) {
    await page.goto(`${server.url}/dashboard`);
    await page.fill('#key-name', name);
    const [answer] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Create key' }).click()]);
    assert.equal(answer?.status(), 201, `${JSON.stringify(name)} is a name a person can read`);
    assert.equal(await page.locator('label[for="new-key"]').textContent(), `API key “${name}”`);
  }
  await page.goto(`${server.url}/dashboard`);
  const listed = await page.locator('tr[data-key-id] a').allTextContents();
  assert.ok(listed.includes('👩\u200D💻 dev laptop') && listed.includes('🏳\uFE0F\u200D🌈 pride app'), JSON.stringify(listed));
  // A joiner that joins no emoji draws nothing: refused as before, the typed name kept, nothing created.
  await page.fill('#key-name', 'zero\u200Dwidth');
  const [refused] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Create key' }).click()]);
  assert.equal(refused?.status(), 400);
  assert.equal(await page.inputValue('#key-name'), 'zero\u200Dwidth');
  assert.equal(await page.locator('tr[data-key-id]').count(), 2);
  await context.close();
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type Page, chromium } from 'playwright-core';
import { CHROMIUM } from '../helpers/services.js';

// Checks every browser test makes of a page a person sees: axe-core's serious and critical findings, and
// whether the page scrolls sideways at a given width.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

/** The page scrolls sideways at this width (content wider than the viewport), or undefined. Tables scroll inside their own region. */
export async function sidewaysScroll(page: Page, viewport: { width: number; height: number }): Promise<string | undefined> {
  const before = page.viewportSize();
  await page.setViewportSize(viewport);
  const { scroll, client } = (await page.evaluate('({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })')) as {
    scroll: number;
    client: number;
  };
  if (before) await page.setViewportSize(before);
  return scroll > client ? `${scroll} px of content in ${client} px` : undefined;
}

/**
 * axe-core in the page (evaluated through the debugging protocol, which CSP does not govern), WCAG 2.0–2.2 A/AA
 * and best-practice rules: the serious and critical violations, each with its first offending elements.
 */
export async function seriousViolations(page: Page): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  await page.evaluate(AXE);
  // A string, evaluated in the page (test files are type-checked without the DOM library).
  const violations = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(TAGS)} } }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })))`,
  )) as Array<{ id: string; impact: string; nodes: string[] }>;
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Signs in at the development identity provider's page, which the browser is on or about to reach. */
export async function signInAtIdp(page: Page, username: string): Promise<void> {
  await page.waitForSelector('input#username');
  await page.fill('input#username', username);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

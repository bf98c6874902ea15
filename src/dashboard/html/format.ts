import { type Html, html } from './html.js';

/** A timestamp as a <time> element, shown in UTC to the minute ("never" for null). */
export function when(iso: string | null, never = 'never'): Html {
  if (!iso) return html`<span class="muted">${never}</span>`;
  // Date and time each kept on one line: a narrow column breaks between them, never inside "2026-11-26".
  return html`<time datetime="${iso}"><span class="nowrap">${iso.slice(0, 10)}</span> <span class="nowrap">${iso.slice(11, 16)} UTC</span></time>`;
}

/** A ready `curl` line for a read engine (contract: the seed's one documented read path). */
export function curlLine(publicUrl: string, key: string): string {
  return `curl -H "X-API-Key: ${key}" ${publicUrl}/v1/devotio/saints`;
}

/** A count with thousands grouped (12,345), the same on every server whatever its locale. */
export function count(n: number): string {
  return n.toLocaleString('en-US');
}

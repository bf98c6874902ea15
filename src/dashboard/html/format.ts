import { type Html, html } from './html.js';

/** A timestamp as a <time> element, shown in UTC to the minute ("never" for null). */
export function when(iso: string | null, never = 'never'): Html {
  if (!iso) return html`<span class="muted">${never}</span>`;
  return html`<time datetime="${iso}">${iso.slice(0, 16).replace('T', ' ')} UTC</time>`;
}

/** A ready `curl` line for a read engine (contract: the seed's one documented read path). */
export function curlLine(publicUrl: string, key: string): string {
  return `curl -H "X-API-Key: ${key}" ${publicUrl}/v1/devotio/saints`;
}

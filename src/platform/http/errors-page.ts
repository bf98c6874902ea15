import Negotiator from 'negotiator';
import { escapeHtml as escape } from '../text/escape-html.js';

/**
 * `GET /docs/errors` is where every problem's `type` points (`{PUBLIC_URL}/docs/errors#<code>`). A program gets
 * docs/errors.md as it is; a person who follows the link in a browser gets it as a page, each catalogue row with
 * the code as its `id`, so that the fragment lands on the row (RFC 9457 §3.1.1: the type URI, dereferenced,
 * should give human-readable documentation).
 */
export function wantsHtml(accept: string | undefined): boolean {
  return new Negotiator({ headers: { accept: accept ?? '*/*' } }).mediaType(['text/markdown', 'text/plain', 'text/html']) === 'text/html';
}

/** The page's own policy: no script at all, its one inline stylesheet, never framed. */
export const ERRORS_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";


/** `code`, **strong**, and links: absolute ones kept, links to other docs/ files (not served) shown as text. */
function inline(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => {
      if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return `<code>${escape(part.slice(1, -1))}</code>`;
      return escape(part)
        .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) => (/^https?:/.test(href) ? `<a href="${href}">${label}</a>` : label));
    })
    .join('');
}

const cells = (row: string) => row.trim().replace(/^\||\|$/g, '').split(' | ').map((c) => c.trim());

function table(lines: string[]): string {
  const [head, , ...rows] = lines;
  const body = rows.map((row) => {
    const c = cells(row);
    const id = /^`([a-z0-9_.]+)`$/.exec(c[0] ?? '')?.[1];
    return `<tr${id ? ` id="${id}"` : ''}>${c.map((cell) => `<td>${inline(cell)}</td>`).join('')}</tr>`;
  });
  const th = cells(head ?? '').map((cell) => `<th scope="col">${inline(cell)}</th>`).join('');
  // The table scrolls inside its own focusable region at phone width, not the page.
  return `<div class="wrap" role="region" aria-label="Error codes" tabindex="0"><table><thead><tr>${th}</tr></thead><tbody>${body.join('\n')}</tbody></table></div>`;
}

/** The Markdown of docs/errors.md (headings, paragraphs, one table) as an HTML page. */
export function errorsPage(markdown: string): string {
  let title = 'Errors';
  const blocks = markdown.split(/\n\s*\n/).map((block) => {
    const lines = block.trim().split('\n');
    const heading = /^(#{1,6}) (.*)$/.exec(lines[0] ?? '');
    if (heading && lines.length === 1) {
      if (heading[1] === '#') title = heading[2]!;
      return `<h${heading[1]!.length}>${inline(heading[2]!)}</h${heading[1]!.length}>`;
    }
    if (lines[0]?.startsWith('|')) return table(lines);
    return `<p>${inline(lines.join(' '))}</p>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Lumen API reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1d1d1f;background:#fff;margin:0;overflow-wrap:break-word}
main{max-width:72rem;margin:0 auto;padding:1rem}code{font-family:ui-monospace,monospace;font-size:.9em;overflow-wrap:anywhere}
.wrap{overflow-x:auto}table{border-collapse:collapse;min-width:40rem}th,td{text-align:left;vertical-align:top;padding:.4rem .5rem;border-bottom:1px solid #c9c5bc}
td:first-child code{white-space:nowrap}tr:target{background:#fff3c4}a{color:#0b4a8f}:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}</style>
</head><body><main>
<p><a href="/docs">API reference</a></p>
${blocks.join('\n')}
</main></body></html>`;
}

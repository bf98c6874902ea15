import type { FastifyReply } from 'fastify';
import { ASSET_VERSION } from '../assets/assets.js';
import { type Html, html } from './html.js';

/**
 * Strict Content-Security-Policy: scripts and styles only from Lumen's own files (no inline code, no CDN),
 * forms only to this origin, never framed (also X-Frame-Options for older browsers). `Cache-Control: no-store` is
 * declared with each route (routes.ts).
 */
export const DASHBOARD_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export function securityHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('Content-Security-Policy', DASHBOARD_CSP)
    .header('X-Frame-Options', 'DENY')
    .header('X-Content-Type-Options', 'nosniff')
    // same-origin, not no-referrer: with no-referrer Chromium sends `Origin: null` on form posts, which the
    // CSRF check could no longer tell from a forged one.
    .header('Referrer-Policy', 'same-origin')
    .header('Cross-Origin-Opener-Policy', 'same-origin');
}

export interface PageOptions {
  title: string;
  /** The signed-in person and the session's CSRF token (for the sign-out form); absent on public pages. */
  user?: { label: string; csrf: string };
}

export function sendHtml(reply: FastifyReply, status: number, options: PageOptions, main: Html): FastifyReply {
  const body = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${options.title} · Lumen dashboard</title>
<link rel="stylesheet" href="/dashboard/assets/dashboard.css?v=${ASSET_VERSION}">
<link rel="icon" href="/dashboard/assets/icon.svg" type="image/svg+xml">
<script src="/dashboard/assets/dashboard.js?v=${ASSET_VERSION}" defer></script>
</head><body>
<a class="skip" href="#main">Skip to content</a>
<header class="top"><nav aria-label="Lumen">
<a class="brand" href="/dashboard">Lumen <span>developer dashboard</span></a>
<a href="/docs">API reference</a>
${
  options.user
    ? html`<form method="post" action="/dashboard/sign-out" class="inline"><input type="hidden" name="csrf" value="${options.user.csrf}">
<span class="who">Signed in as <strong>${options.user.label}</strong></span> <button type="submit" class="link">Sign out</button></form>`
    : ''
}
</nav></header>
<main id="main" tabindex="-1">${main}</main>
<footer class="foot"><p>Lumen · <a href="/docs">API reference</a> · <a href="/openapi.json">OpenAPI</a></p></footer>
</body></html>`;
  return securityHeaders(reply).code(status).type('text/html; charset=utf-8').send(body.value);
}

import type { FastifyReply } from 'fastify';

/** Escapes text for HTML element content and quoted attribute values (OWASP rule #1 and #2). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`=/]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Every page of the authorization server: no script at all (`default-src 'none'`), the one stylesheet allowed by
 * nonce (a light and a dark palette, after `prefers-color-scheme`), never framed (`frame-ancestors 'none'` and X-Frame-Options for old browsers: clickjacking, RFC 6749
 * §10.13). `form-action` is left unset because browsers apply it to the redirect that follows the consent form,
 * and that redirect goes to the client's own (possibly private-use scheme) redirect URI. `Cache-Control: no-store`
 * comes from the route's declaration (platform/http/raw-route.ts), as for every OAuth endpoint. Text wraps anywhere:
 * a client chooses its own name, and one long unbroken name must not push the buttons off a phone's screen.
 */
export function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Lumen</title>
<style nonce="${nonce}">
body{font:16px/1.5 system-ui,sans-serif;background:#f6f4ef;color:#222;margin:0;display:flex;justify-content:center;overflow-wrap:anywhere}
main{background:#fff;max-width:30rem;min-width:0;margin:3rem 1rem;padding:2rem;border-radius:12px;box-shadow:0 2px 12px #0002}
h1{font-size:1.4rem;margin-top:0}.client{font-weight:600}.host{font-family:ui-monospace,monospace;background:#eee;padding:0 .3em}
ul{padding-left:1.2rem}.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{font-size:1rem;padding:.6rem 1.4rem;border-radius:8px;border:1px solid #888;background:#fff;cursor:pointer}
button.primary{background:#6b1d2a;color:#fff;border-color:#6b1d2a}.error{color:#8a1c1c}.muted{color:#666;font-size:.9rem}
:root{color-scheme:light dark}
@media (prefers-color-scheme:dark){body{background:#161618;color:#ececef}main{background:#222226;box-shadow:0 2px 12px #0008}
.host{background:#34343a}button{background:#222226;color:#ececef;border-color:#8e8e96}button.primary{background:#8c2a3b;border-color:#8c2a3b}
.error{color:#ff9a9a}.muted{color:#b4b4bc}}
</style></head><body><main>${body}</main></body></html>`;
  return reply
    .code(status)
    .header('Content-Security-Policy', `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'`)
    .header('X-Frame-Options', 'DENY')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** An error that must not be redirected (unknown client, bad redirect URI: RFC 6749 §4.1.2.1) is shown. */
export function sendErrorPage(reply: FastifyReply, status: number, message: string): FastifyReply {
  return sendPage(
    reply,
    status,
    'Authorization error',
    `<h1>This authorization request cannot continue</h1><p class="error">${escapeHtml(message)}</p>
<p class="muted">Nothing was shared. You can close this page and tell the application's developer.</p>`,
  );
}

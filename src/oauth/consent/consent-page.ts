import { createHmac } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AuthorizationRequest } from '../endpoints/authorization-request.js';
import { escapeHtml, sendPage } from './html.js';

/**
 * Where the browser will be sent, shown so that a person can spot a look-alike application: scheme and host, since
 * the host alone hides the scheme (web+x://lumen.example.com/cb would read as lumen.example.com, RFC 8252 §8.6).
 */
export function redirectTarget(uri: string): string {
  const url = new URL(uri);
  return url.host ? `${url.protocol}//${url.host}` : url.protocol;
}

/**
 * The consent form's token: the session's secret CSRF value keyed over the pending request's id. The raw value never
 * leaves the server, so a token answers for one request shown to one session: another signed-in person who
 * learned the request id cannot approve it with their own session (which would hand the client a code for their
 * account, carrying the first person's state: an injection of the wrong account).
 */
export function consentFormToken(sessionCsrf: string, pendingId: string): string {
  return createHmac('sha256', sessionCsrf).update(pendingId, 'utf8').digest('base64url');
}

/**
 * The consent page: who asks (client_name, escaped: it is attacker-controlled), where the answer goes, what
 * mcp:read allows, Approve and Deny. The form carries the pending request id and its token (consentFormToken).
 */
export function sendConsentPage(
  reply: FastifyReply,
  r: AuthorizationRequest,
  pendingId: string,
  csrf: string,
  who: string | undefined,
): FastifyReply {
  const body = `<h1>Allow <span class="client">${escapeHtml(r.clientName)}</span> to use Lumen for you?</h1>
<p>After you decide, you will be sent to <span class="host">${escapeHtml(redirectTarget(r.redirectUri))}</span>.</p>
<p>If you allow it, this application may (scope <code>mcp:read</code>):</p>
<ul>
<li>read Scripture, the Summa and the Fathers (Veritas);</li>
<li>read saints, prayers and devotions (Devotio);</li>
<li>read the liturgical calendar (Tempus);</li>
<li>read sacred sites (Corpus).</li>
</ul>
<p>It may not submit prayer intentions or change anything in your account. You can revoke this connection at any
time in the developer portal.</p>
${who ? `<p class="muted">Signed in as ${escapeHtml(who)}.</p>` : ''}
<form method="post" action="/oauth/authorize/decision">
<input type="hidden" name="request" value="${escapeHtml(pendingId)}">
<input type="hidden" name="csrf" value="${escapeHtml(consentFormToken(csrf, pendingId))}">
<div class="actions">
<button type="submit" name="decision" value="approve" class="primary" id="approve">Approve</button>
<button type="submit" name="decision" value="deny" id="deny">Deny</button>
</div>
</form>`;
  return sendPage(reply, 200, 'Authorize application', body);
}

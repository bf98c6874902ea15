import { randomBytes } from 'node:crypto';
import type { Connection, KeyRecord, Me, Usage } from '../portal-calls.js';
import { count, curlLine, when } from './format.js';
import { type Html, html } from './html.js';
import { signInHref } from '../return-to.js';
import { usageChart } from './usage-chart.js';

/** Fixed notices shown after a redirect (`?done=`): the query selects one of these, it is never echoed. */
export const NOTICES: Record<string, string> = {
  'key-revoked': 'The key was revoked. Requests that use it now get 401.',
  'key-renamed': 'The key was renamed.',
  'connection-revoked': 'The connection was revoked. The application can no longer refresh its access.',
  'signed-out': 'You are signed out.',
  'already-created': 'That form was already sent: the key it created is in the list below, and its secret was shown once. Create another key if you need one.',
};

/** A notice ends what it reports (or the session): the script forgets the drafts kept in this tab (script.ts). */
const noticeCard = (notice: string) => html`<p class="card notice" role="status" data-forget-drafts>${notice}</p>`;

/** `returnTo`: the dashboard page asked for without a session (a safe path, return-to.ts), where the sign-in comes back. */
export function landingPage(notice?: string, returnTo?: string): Html {
  return html`${notice ? noticeCard(notice) : ''}
<section class="card" aria-labelledby="welcome">
<h1 id="welcome">Lumen developer dashboard</h1>
<p>Create API keys for Lumen's read engines (Scripture, the Summa, saints and prayers, the liturgical calendar,
sacred sites), watch their usage, and manage the applications you connected to Lumen's tool server.</p>
${returnTo ? html`<p>Sign in to open the page you asked for; you come back to it after signing in.</p>` : ''}
<p><a class="button" href="${signInHref(returnTo)}">Sign in</a></p>
<p class="muted">You sign in with your identity provider; Lumen keeps only a session cookie in your browser.
Read the <a href="/docs">API reference</a> without signing in.</p>
</section>`;
}

function status(key: KeyRecord): Html {
  return key.revoked ? html`<span class="status-revoked">revoked</span>` : html`<span class="status-active">active</span>`;
}

function keysTable(keys: KeyRecord[]): Html {
  if (keys.length === 0) return html`<p>You have no keys yet. Create one above.</p>`;
  return html`<div class="table-wrap" role="region" aria-label="Your API keys" tabindex="0"><table class="fixed">
<thead><tr><th scope="col">Key</th><th scope="col" class="hide-narrow w-date">Created</th><th scope="col" class="w-date">Last used</th><th scope="col" class="w-status">Status</th></tr></thead>
<tbody>${keys.map(
    (k) => html`<tr data-key-id="${k.id}"><td><a href="/dashboard/keys/${k.id}">${k.name}</a><span class="sub mono">${k.prefix}…</span></td>
<td class="hide-narrow">${when(k.created_at)}</td><td>${when(k.last_used_at)}</td><td>${status(k)}</td></tr>`,
  )}</tbody></table></div>`;
}

function connectionsTable(connections: Connection[]): Html {
  if (connections.length === 0) {
    return html`<p>No application is connected. When you approve an application (an AI client using Lumen's tool server), it appears here.</p>`;
  }
  return html`<div class="table-wrap" role="region" aria-label="Your OAuth connections" tabindex="0"><table class="fixed">
<thead><tr><th scope="col">Application</th><th scope="col" class="hide-narrow w-scope">Scope</th><th scope="col" class="hide-narrow w-date">Granted</th><th scope="col" class="w-date">Last used</th><th scope="col" class="w-action"><span class="visually-hidden">Action</span></th></tr></thead>
<tbody>${connections.map(
    (c) => html`<tr data-connection-id="${c.id}"><td><span class="app-name">${c.client_name}</span><span class="sub">redirects to <span class="mono redirect-hosts">${(c.redirect_hosts ?? []).join(', ')}</span></span></td><td class="hide-narrow"><code>${c.scope}</code></td>
<td class="hide-narrow">${when(c.created_at)}</td><td>${when(c.last_used_at)}</td>
<td><a href="/dashboard/connections/${c.id}/revoke" aria-label="Revoke ${c.client_name}">Revoke</a></td></tr>`,
  )}</tbody></table></div>`;
}

export function createKeyForm(csrf: string, error?: string, value = ''): Html {
  // A new id for every form shown: the server creates one key per form (a reload of the answer creates none).
  // data-keep-draft: the script keeps what is typed in this tab until the form's answer says it was used (script.ts).
  return html`<form method="post" action="/dashboard/keys" class="create" novalidate data-keep-draft>
<input type="hidden" name="csrf" value="${csrf}">
<input type="hidden" name="form" value="${randomBytes(16).toString('base64url')}">
<label for="key-name">Key name</label>
<p class="muted" id="key-name-help">What the key is for, e.g. “parish app (production)”. 1–100 characters.</p>
${error ? html`<p class="error" id="key-name-error" role="alert">${error}</p>` : ''}
<div class="row"><input type="text" id="key-name" name="name" maxlength="100" required autocomplete="off" value="${value}"
aria-describedby="key-name-help${error ? ' key-name-error' : ''}"${error ? html` aria-invalid="true" autofocus` : ''}>
<button type="submit">Create key</button></div>
<p class="draft" id="key-name-draft" role="status"></p>
</form>`;
}

export function overviewPage(d: { me: Me; keys: KeyRecord[]; connections: Connection[]; csrf: string; publicUrl: string; notice?: string; createError?: string; createValue?: string }): Html {
  const active = d.keys.filter((k) => !k.revoked).length;
  return html`<h1>Dashboard</h1>
${d.notice ? noticeCard(d.notice) : ''}
<section class="card" aria-labelledby="keys-title">
<h2 id="keys-title">API keys</h2>
<p class="muted">${active} of ${d.me.active_key_limit} active keys. Send a key in the <code>X-API-Key</code> header to the read engines. Keep keys out of client-side code and public repositories.</p>
${createKeyForm(d.csrf, d.createError, d.createValue)}
<h3 class="visually-hidden">Your keys</h3>
${keysTable(d.keys)}
</section>
<section class="card" aria-labelledby="connections-title">
<h2 id="connections-title">OAuth connections</h2>
${connectionsTable(d.connections)}
</section>
<section class="card" aria-labelledby="quick-title">
<h2 id="quick-title">Quick start</h2>
<p>Replace <code>YOUR_API_KEY</code> with a key you created (its plaintext is shown once, when you create it):</p>
<pre><code>${curlLine(d.publicUrl, 'YOUR_API_KEY')}</code></pre>
<p>Every endpoint is in the <a href="/docs">API reference</a>.</p>
</section>
<section class="card" aria-labelledby="me-title">
<h2 id="me-title">Your account</h2>
<dl class="facts"><dt>User id</dt><dd class="mono">${d.me.id}</dd>
<dt>Name</dt><dd>${d.me.name ?? '—'}</dd><dt>Email</dt><dd>${d.me.email ?? '—'}</dd>
<dt>Identity provider</dt><dd class="mono">${d.me.issuer}</dd><dt>Subject</dt><dd class="mono">${d.me.subject}</dd>
<dt>Member since</dt><dd>${when(d.me.created_at)}</dd></dl>
</section>`;
}

export function keyCreatedPage(key: KeyRecord & { key: string }, publicUrl: string): Html {
  return html`<h1 data-forget-drafts>Key created</h1>
<section class="card warning" aria-labelledby="secret-title">
<h2 id="secret-title">Copy your key now: it will not be shown again</h2>
<p>Lumen keeps only a hash of this key. If you lose it, revoke it and create a new one.</p>
<label for="new-key">API key “${key.name}”</label>
<div class="row"><textarea id="new-key" class="mono secret" rows="2" readonly spellcheck="false" autocapitalize="off" data-select-on-focus>${key.key}</textarea>
<button type="button" data-copy="new-key" hidden>Copy key</button><span id="new-key-status" class="copied" role="status"></span></div>
</section>
<section class="card" aria-labelledby="try-title">
<h2 id="try-title">Try it</h2>
<pre id="curl-line">${curlLine(publicUrl, key.key)}</pre>
<div class="row"><button type="button" class="secondary" data-copy="curl-line" hidden>Copy command</button><span id="curl-line-status" class="copied" role="status"></span></div>
<p>See the <a href="/docs">API reference</a> for every endpoint.</p>
</section>
<p class="row actions"><a class="button secondary" href="/dashboard/keys/${key.id}">Usage and settings of this key</a> <a href="/dashboard">Back to the dashboard</a></p>`;
}

/** `renameValue`: what was typed into a rename the server refused, shown again in the field with `renameError`. */
export function keyPage(d: { key: KeyRecord; usage: Usage; csrf: string; notice?: string; renameError?: string; renameValue?: string }): Html {
  const { key, usage } = d;
  const w = usage.window;
  return html`<p><a href="/dashboard">← Dashboard</a></p>
<h1>Key “${key.name}”</h1>
${d.notice ? noticeCard(d.notice) : ''}
<section class="card" aria-labelledby="about-title">
<h2 id="about-title">About this key</h2>
<dl class="facts"><dt>Prefix</dt><dd class="mono">${key.prefix}…</dd><dt>Status</dt><dd>${status(key)}${key.revoked ? html` since ${when(key.revoked_at)}` : ''}</dd>
<dt>Created</dt><dd>${when(key.created_at)}</dd><dt>Last used</dt><dd>${when(key.last_used_at)} <span class="muted">(recorded within 15 s)</span></dd><dt>Id</dt><dd class="mono">${key.id}</dd></dl>
</section>
<section class="card" aria-labelledby="usage-title">
<h2 id="usage-title">Usage</h2>
<ul class="figures">
<li><strong id="fig-requests">${count(usage.totals.requests)}</strong> requests in 30 days</li>
<li><strong id="fig-limited">${count(usage.totals.limited)}</strong> refused with 429</li>
<li><strong id="fig-remaining">${count(w.remaining)} / ${count(w.limit)}</strong> left in the current ${Math.round(w.window_s / 60)}-minute window</li>
<li><strong id="fig-reset">${w.reset_at ? when(w.reset_at) : 'now'}</strong> next slot opens</li>
</ul>
${usageChart(usage)}
<p class="muted">Days are UTC. Counts are written every ${usage.recorded_every_s} s; what is not written yet is included.</p>
</section>
<section class="card" aria-labelledby="rename-title">
<h2 id="rename-title">Rename</h2>
<form method="post" action="/dashboard/keys/${key.id}/rename" novalidate data-keep-draft>
<input type="hidden" name="csrf" value="${d.csrf}">
<label for="rename">New name</label>
<p class="muted" id="rename-help">1–100 characters.</p>
${d.renameError ? html`<p class="error" id="rename-error" role="alert">${d.renameError}</p>` : ''}
<div class="row"><input type="text" id="rename" name="name" maxlength="100" required autocomplete="off" value="${d.renameValue ?? key.name}"
aria-describedby="rename-help${d.renameError ? ' rename-error' : ''}"${d.renameError ? html` aria-invalid="true" autofocus` : ''}>
<button type="submit" class="secondary">Rename</button></div>
<p class="draft" id="rename-draft" role="status"></p>
</form>
</section>
${
  key.revoked
    ? ''
    : html`<section class="card danger" aria-labelledby="revoke-title"><h2 id="revoke-title">Revoke</h2>
<p>Requests with this key will get 401 at once. This cannot be undone.</p>
<p><a class="button secondary" href="/dashboard/keys/${key.id}/revoke">Revoke this key…</a></p></section>`
}`;
}

/** A confirmation step for a destructive action: works without script (a page and a form). */
export function confirmPage(d: { title: string; question: Html; action: string; csrf: string; button: string; back: string }): Html {
  return html`<section class="card danger" aria-labelledby="confirm-title">
<h1 id="confirm-title">${d.title}</h1>
${d.question}
<form method="post" action="${d.action}" class="row">
<input type="hidden" name="csrf" value="${d.csrf}">
<button type="submit" class="danger">${d.button}</button>
<a class="button secondary" href="${d.back}">Cancel</a>
</form>
</section>`;
}

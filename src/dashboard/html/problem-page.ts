import type { FastifyReply, FastifyRequest } from 'fastify';
import { signInHref } from '../return-to.js';
import { html } from './html.js';
import { type PageOptions, sendHtml } from './layout.js';

/**
 * Errors on dashboard pages are pages too: the problem's status, title and client-safe detail (RFC 9457's
 * members, as HTML), its code and the request id that finds it in the logs, and a way back. `form`: the page
 * a refused form belongs to and the name typed into it.
 */
export function sendProblemPage(
  request: FastifyRequest,
  reply: FastifyReply,
  problem: { status: number; title: string; detail: string; code: string },
  user?: PageOptions['user'],
  form: { returnTo?: string; typed?: string } = {},
): FastifyReply {
  // A post that found its session ended (signed out in another tab, expired): the way on is signing in again,
  // back to the form's page (`returnTo`), where the script fills in again what was typed.
  const way =
    problem.status === 401 && !user
      ? html`<a class="button" href="${signInHref(form.returnTo)}">Sign in again</a>`
      : html`<a class="button" href="/dashboard">Back to the dashboard</a>`;
  // What the form carried, shown so that it can be copied (only to a post from this site's own page: routes.ts).
  const typed = form.typed ? html`<p>Nothing was changed. The name you typed: <strong class="typed">${form.typed}</strong></p>` : '';
  const main = html`<section class="card problem" aria-labelledby="problem-title">
<h1 id="problem-title">${problem.title}</h1>
<p>${problem.detail}</p>
${typed}
<p class="muted">Error <code>${problem.code}</code> (HTTP ${problem.status}) · request id <code>${request.id}</code></p>
<p>${way}</p>
</section>`;
  reply.header('x-request-id', request.id);
  return sendHtml(reply, problem.status, { title: problem.title, ...(user ? { user } : {}) }, main);
}

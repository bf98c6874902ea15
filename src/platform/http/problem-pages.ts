import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProblemDetails } from '../errors/index.js';

/** Answers a problem as an HTML page (the module's own layout, security headers and way back). */
export type ProblemPage = (request: FastifyRequest, reply: FastifyReply, problem: ProblemDetails) => FastifyReply;

const pagesOf = new WeakMap<FastifyInstance, Array<{ prefix: string; page: ProblemPage }>>();

/**
 * A module whose paths are web pages (the dashboard) asks that the problems answered outside its routes (a
 * mistyped address: 404; a form's address opened with GET: 405; a body refused before routing) reach a browser
 * as one of its pages rather than as JSON. Programs keep the RFC 9457 body: see `problemPageFor`.
 */
export function registerProblemPage(app: FastifyInstance, prefix: string, page: ProblemPage): void {
  const pages = pagesOf.get(app) ?? [];
  pages.push({ prefix, page });
  pagesOf.set(app, pages);
}

/**
 * The page for this request, when its path is under a registered prefix and the client asked for HTML (a
 * browser's navigation sends `Accept: text/html,…`; `fetch` and curl send `*∕*`, and get the problem as JSON).
 */
export function problemPageFor(app: FastifyInstance, request: FastifyRequest): ProblemPage | undefined {
  const pages = pagesOf.get(app);
  if (pages === undefined || !request.headers.accept?.includes('text/html')) return undefined;
  const path = request.url.split('?')[0]!;
  return pages.find((p) => path === p.prefix || path.startsWith(`${p.prefix}/`))?.page;
}

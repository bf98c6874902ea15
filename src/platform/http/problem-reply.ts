import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LumenError, type ProblemDetails, isLumenError, problem } from '../errors/index.js';
import { closeAfterAnswer } from './lingering-close.js';
import type { Metrics } from './metrics.js';
import { problemPageFor } from './problem-pages.js';
import { answersItself } from './route-kinds.js';
import { UNSUPPORTED } from './body-parsers.js';
import { setHeaderList } from './cors.js';

export const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/** Maps Fastify's own errors to catalogue codes, so clients only ever see Lumen problems. */
export function fromFastifyError(err: FastifyError): LumenError {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return problem('payload_too_large', 'The request body is larger than this server accepts.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return problem('unsupported_media_type', UNSUPPORTED);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return problem('invalid_json', 'The request body is empty; send a JSON document.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return problem('bad_request', 'Content-Length does not match the body.');
    default:
      break;
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return problem('bad_request', err.message, { cause: err });
  return problem('internal_error', 'Something went wrong on our side; the request id identifies it in our logs.', {
    cause: err,
  });
}

const STANDARD_MEMBERS = new Set(['type', 'title', 'status', 'detail', 'code', 'instance', 'request_id', 'errors']);

/** The members that depend only on the code (and the public URL), serialized once per code. */
interface FixedMembers {
  status: number;
  title: string;
  /** `{"type":…,"title":…,"status":…,"detail":` */
  head: string;
  /** `,"code":…,"instance":` */
  middle: string;
}

/**
 * What one app (one public URL) has serialized: the members of each code it answered, and its last detail (a
 * refused flood repeats the same detail; it changes once a second at most). Keyed by the public URL, so apps in one
 * process never share an entry; at most a few apps, each with at most the catalogue's codes.
 */
interface AppProblems {
  byCode: Map<string, FixedMembers>;
  lastDetail: string;
  lastDetailJson: string;
}
const byPublicUrl = new Map<string, AppProblems>();

function appProblems(publicUrl: string): AppProblems {
  let app = byPublicUrl.get(publicUrl);
  if (app === undefined) {
    if (byPublicUrl.size >= 16) byPublicUrl.clear();
    app = { byCode: new Map(), lastDetail: '', lastDetailJson: '""' };
    byPublicUrl.set(publicUrl, app);
  }
  return app;
}

function fixedMembers(err: ProblemDetails, publicUrl: string, app: AppProblems): FixedMembers {
  let fixed = app.byCode.get(err.code);
  if (fixed === undefined || fixed.title !== err.title || fixed.status !== err.status) {
    fixed = {
      status: err.status,
      title: err.title,
      head: `{"type":${JSON.stringify(`${publicUrl}/docs/errors#${err.code}`)},"title":${JSON.stringify(err.title)},"status":${err.status},"detail":`,
      middle: `,"code":${JSON.stringify(err.code)},"instance":`,
    };
    app.byCode.set(err.code, fixed);
  }
  return fixed;
}

function detailJson(detail: string, app: AppProblems): string {
  if (detail !== app.lastDetail) {
    app.lastDetailJson = JSON.stringify(detail);
    app.lastDetail = detail;
  }
  return app.lastDetailJson;
}

/** The `instance` member of a problem about `url`, as JSON: the path, without the query. */
export function instanceJson(url: string): string {
  const query = url.indexOf('?');
  return JSON.stringify(query === -1 ? url : url.slice(0, query));
}

/**
 * The RFC 9457 body of a problem (one place, for the Fastify path and the response cache's). Refused floods (429)
 * build one per request, so: what depends only on the code is serialized once (`fixedMembers`); a repeated
 * detail is not serialized again; the instance can be given already serialized (`instanceJson`); and the request
 * id, which Lumen always generates itself (a UUID: `genReqId` in app.ts, and the response cache; never a client's
 * header), is written as it is.
 */
export function problemBody(err: ProblemDetails, instance: string, requestId: string, publicUrl: string): string {
  const app = appProblems(publicUrl);
  const fixed = fixedMembers(err, publicUrl, app);
  let out = `${fixed.head}${detailJson(err.detail, app)}${fixed.middle}${instance},"request_id":"${requestId}"`;
  for (const name in err.extra) {
    if (!STANDARD_MEMBERS.has(name) && err.extra[name] !== undefined) out += `,${JSON.stringify(name)}:${JSON.stringify(err.extra[name])}`;
  }
  if (err.errors) out += `,"errors":${JSON.stringify(err.errors)}`;
  return `${out}}`;
}

/** Answers a problem as application/problem+json (RFC 9457), with its headers and the request id. */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, err: ProblemDetails, publicUrl: string): FastifyReply {
  reply.header('x-request-id', request.id);
  for (const name in err.headers) reply.header(name, err.headers[name]);
  return reply.code(err.status).type(PROBLEM_TYPE).send(problemBody(err, instanceJson(request.url), request.id, publicUrl));
}

/** A problem answered outside any route: a page for a browser under a module's web pages (problem-pages.ts), else JSON. */
function sendProblemOrPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, err: ProblemDetails, publicUrl: string): FastifyReply {
  const page = problemPageFor(app, request);
  if (page === undefined) return sendProblem(request, reply, err, publicUrl);
  reply.header('x-request-id', request.id);
  for (const name in err.headers) reply.header(name, err.headers[name]);
  return page(request, reply, err);
}

/**
 * The headers (flat name/value list) that a URL's answers carry even when no route of its own answers them: under
 * /v1, the engines' CORS headers (operations/engine-cors.ts). Undefined where there are none.
 */
export type HeadersOfUrl = (url: string) => readonly string[] | undefined;

/** Adds the URL's own headers to an answer given outside its route, unless a route already set them. */
export function addHeadersOfUrl(request: FastifyRequest, reply: FastifyReply, headersOf: HeadersOfUrl | undefined): void {
  const list = headersOf?.(request.url);
  if (list === undefined || reply.hasHeader(list[0]!)) return;
  setHeaderList(reply, list);
}

/**
 * The error handler answers every error as a problem (and logs 5xx with their cause); the not-found handler
 * answers 404. Both record the request in the metrics when the route does not have the metrics hook (operation
 * routes, and the not-found route, which has no hooks at all: see route-kinds.ts). `headersOf`: what an answer
 * that no route stamped must still carry (the engines' CORS headers under /v1), so that a 404 for a path that
 * names no engine, or a body refused on its way to one, is as readable by a browser script as a routed answer.
 */
export function registerProblemHandlers(app: FastifyInstance, publicUrl: string, metrics: Metrics, headersOf?: HeadersOfUrl): void {
  app.setErrorHandler((error: FastifyError | LumenError, request, reply) => {
    const err = isLumenError(error) ? error : fromFastifyError(error as FastifyError);
    if (err.status >= 500) {
      request.lumenLog.error({ err: err.cause ?? error, code: err.code }, 'request failed');
    } else if (err.cause) {
      request.lumenLog.debug({ cause: String((err.cause as Error).message ?? err.cause), code: err.code }, 'request refused');
    }
    // The body was not read: answer, then let the client finish sending before the connection closes.
    if (err.status === 413) closeAfterAnswer(reply);
    addHeadersOfUrl(request, reply, headersOf);
    sendProblemOrPage(app, request, reply, err, publicUrl);
    if (answersItself(request.routeOptions.config) || request.is404) metrics.observe(request, reply);
  });
  app.setNotFoundHandler((request, reply) => {
    addHeadersOfUrl(request, reply, headersOf);
    sendProblemOrPage(app, request, reply, problem('not_found', `No resource at ${request.method} ${request.url.split('?')[0]}.`), publicUrl);
    metrics.observe(request, reply);
  });
}

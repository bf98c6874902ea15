import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LumenError, isLumenError, problem } from '../errors/index.js';

export const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/** Maps Fastify's own errors to catalogue codes, so clients only ever see Lumen problems. */
function fromFastifyError(err: FastifyError): LumenError {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return problem('payload_too_large', 'The request body is larger than this server accepts.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return problem('unsupported_media_type', 'Send application/json (or form data where the endpoint says so).');
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

export function sendProblem(request: FastifyRequest, reply: FastifyReply, err: LumenError, publicUrl: string): FastifyReply {
  const body: Record<string, unknown> = {
    type: `${publicUrl}/docs/errors#${err.code}`,
    title: err.title,
    status: err.status,
    detail: err.detail,
    code: err.code,
    instance: request.url.split('?')[0],
    request_id: request.id,
    ...err.extra,
  };
  if (err.errors) body.errors = err.errors;
  for (const [name, value] of Object.entries(err.headers)) reply.header(name, value);
  return reply.code(err.status).type(PROBLEM_TYPE).send(JSON.stringify(body));
}

export function registerProblemHandlers(app: FastifyInstance, publicUrl: string): void {
  app.setErrorHandler((error: FastifyError | LumenError, request, reply) => {
    const err = isLumenError(error) ? error : fromFastifyError(error as FastifyError);
    if (err.status >= 500) {
      request.log.error({ err: err.cause ?? error, code: err.code }, 'request failed');
    } else if (err.cause) {
      request.log.debug({ cause: String((err.cause as Error).message ?? err.cause), code: err.code }, 'request refused');
    }
    return sendProblem(request, reply, err, publicUrl);
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(request, reply, problem('not_found', `No resource at ${request.method} ${request.url.split('?')[0]}.`), publicUrl),
  );
}

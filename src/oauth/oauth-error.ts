import { closeAfterAnswer } from '../platform/http/lingering-close.js';
import type { FastifyReply } from 'fastify';
import { errorDescription } from './error-description.js';

/**
 * An error of the OAuth endpoints, answered as RFC 6749 §5.2 JSON (`error`, `error_description`), not as a
 * problem document: OAuth clients parse exactly these fields (the MCP SDK client acts on `invalid_grant` and
 * `invalid_client`). `Cache-Control: no-store` is set for every answer by the routes' declarations.
 */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_target'
  | 'invalid_redirect_uri'
  | 'invalid_client_metadata'
  | 'access_denied'
  | 'unsupported_response_type'
  | 'request_not_supported'
  | 'request_uri_not_supported'
  | 'too_many_requests'
  | 'server_error';

export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

export function sendOAuthError(reply: FastifyReply, err: OAuthError): FastifyReply {
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  return reply
    .code(err.status)
    .header('Pragma', 'no-cache')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error: err.error, error_description: errorDescription(err.description) }));
}

const mediaType = (type: string | undefined) => type?.split(';')[0]?.trim().toLowerCase();
const isFormEncoded = (type: string | undefined) => mediaType(type) === 'application/x-www-form-urlencoded';

/**
 * RFC 7591 §3.1: client metadata comes as a JSON document. A form-encoded body would otherwise be read as metadata
 * whose fields are all strings and be refused for a field it never meant to send.
 */
export function requireJson(contentType: string | undefined): void {
  const type = mediaType(contentType);
  if (type !== 'application/json' && !type?.endsWith('+json')) {
    throw new OAuthError('invalid_client_metadata', 'send the client metadata as application/json (RFC 7591 §3.1)');
  }
}

/**
 * The token and revocation endpoints take their parameters form-encoded only (RFC 6749 §4.1.3, RFC 7009 §2.1): a
 * JSON body, or none, is not such a request, and is refused as `invalid_request` before anything is read from it.
 */
export function requireFormEncoded(contentType: string | undefined, rule: string): void {
  if (!isFormEncoded(contentType)) throw new OAuthError('invalid_request', `send the parameters as application/x-www-form-urlencoded (${rule})`);
}

/** RFC 6749 §3.1: request parameters must not repeat. The form parser keeps repeats as arrays for this check. */
export function formParams(body: unknown, names: readonly string[]): Record<string, string | undefined> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new OAuthError('invalid_request', 'send the parameters as application/x-www-form-urlencoded');
  }
  const out: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = (body as Record<string, unknown>)[name];
    if (Array.isArray(value)) throw new OAuthError('invalid_request', `parameter ${name} is repeated`);
    out[name] = typeof value === 'string' && value !== '' ? value : undefined;
  }
  return out;
}

/**
 * Route-level error handler for the OAuth endpoints: a body the platform's parsers refuse (not form data, bad
 * UTF-8, too large) still gets an RFC 6749 §5.2 answer, so OAuth clients can parse every failure. `mediaType` is
 * the endpoint's own check of the Content-Type (`requireFormEncoded`, `requireJson`): a body of another type that
 * the parsers refused (text/plain, XML, malformed JSON) is told which type to send, as one they parsed is.
 */
export function oauthErrorHandler(fallback: OAuthErrorCode, mediaType?: (contentType: string | undefined) => void) {
  return (error: unknown, request: { headers: Record<string, string | string[] | undefined> }, reply: FastifyReply) => {
    if (error instanceof OAuthError) return sendOAuthError(reply, error);
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 413) closeAfterAnswer(reply);
      else if (mediaType) {
        const type = request.headers['content-type'];
        try {
          mediaType(typeof type === 'string' ? type : undefined);
        } catch (err) {
          if (err instanceof OAuthError) return sendOAuthError(reply, err);
          throw err;
        }
      }
      return sendOAuthError(reply, new OAuthError(fallback, (error as Error).message || 'malformed request', status === 413 ? 413 : 400));
    }
    return sendOAuthError(reply, new OAuthError('server_error', 'something went wrong on our side', 500));
  };
}

import { defineErrors } from './problem.js';

/** Codes used by the platform itself (HTTP layer, validation, storage, data). */
export const PlatformErrors = defineErrors({
  validation_failed: { status: 400, title: 'Request validation failed' },
  invalid_json: { status: 400, title: 'Malformed JSON body' },
  invalid_encoding: { status: 400, title: 'Body is not valid UTF-8' },
  invalid_cursor: { status: 400, title: 'Invalid pagination cursor' },
  bad_request: { status: 400, title: 'Bad request' },
  unauthorized: { status: 401, title: 'Authentication required' },
  forbidden: { status: 403, title: 'Forbidden' },
  not_found: { status: 404, title: 'Not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  not_acceptable: { status: 406, title: 'Not acceptable' },
  conflict: { status: 409, title: 'Conflict' },
  payload_too_large: { status: 413, title: 'Payload too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  unprocessable: { status: 422, title: 'Unprocessable content' },
  rate_limited: { status: 429, title: 'Too many requests' },
  internal_error: { status: 500, title: 'Internal server error' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
  dataset_missing: { status: 503, title: 'Dataset not imported' },
});

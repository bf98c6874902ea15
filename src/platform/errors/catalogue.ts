/**
 * The error catalogue: every machine `code` a REST client can see, with its HTTP status and title, in one
 * place. `ErrorCode` is the union of its keys, so `problem('typo', …)` fails the type check instead of answering
 * 500 at run time. `docs/errors.md` mirrors it row for row (test/integration/platform/errors-doc.test.ts checks
 * both ways, and that every code is raised somewhere). An engine adds its codes in a section of its own below.
 * OAuth endpoints answer RFC 6749 §5.2 codes instead (src/oauth/oauth-error.ts).
 */
export interface ErrorSpec {
  status: number;
  title: string;
}

export const CATALOGUE = {
  // ── platform: HTTP layer, validation, storage, datasets
  validation_failed: { status: 400, title: 'Request validation failed' },
  unknown_query_parameter: { status: 400, title: 'Unknown query parameter' },
  invalid_json: { status: 400, title: 'Malformed JSON body' },
  invalid_encoding: { status: 400, title: 'Body is not valid UTF-8' },
  invalid_cursor: { status: 400, title: 'Invalid pagination cursor' },
  bad_request: { status: 400, title: 'Bad request' },
  unauthorized: { status: 401, title: 'Authentication required' },
  not_found: { status: 404, title: 'Not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  request_timeout: { status: 408, title: 'Request timeout' },
  conflict: { status: 409, title: 'Conflict' },
  payload_too_large: { status: 413, title: 'Payload too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  expectation_failed: { status: 417, title: 'Expectation failed' },
  headers_too_large: { status: 431, title: 'Request header fields too large' },
  rate_limited: { status: 429, title: 'Too many requests' },
  internal_error: { status: 500, title: 'Internal server error' },
  not_implemented: { status: 501, title: 'Method not implemented' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
  dataset_missing: { status: 503, title: 'Dataset not imported' },

  // ── mcp: the HTTP layer of /mcp (inside the protocol, errors are JSON-RPC)
  origin_not_allowed: { status: 403, title: 'Origin not allowed' },

  // ── identity (portal keys)
  key_limit_reached: { status: 409, title: 'Active key limit reached' },

  // ── tempus: each names the parameter and the values it accepts
  impossible_date: { status: 400, title: 'Impossible calendar date' },
  year_out_of_range: { status: 400, title: 'Year out of the supported range' },
  unknown_calendar: { status: 400, title: 'Unknown liturgical calendar' },
  unknown_locale: { status: 400, title: 'Unknown locale' },
  unknown_time_zone: { status: 400, title: 'Unknown time zone' },
  unknown_readings_translation: { status: 400, title: 'Unknown Bible translation' },

  // ── communio
  contact_details_refused: { status: 422, title: 'Intention contains contact details' },
  idempotency_key_reused: { status: 422, title: 'Idempotency key reused with a different body' },
  intention_closed: { status: 409, title: 'Intention is not open' },
  webhook_target_refused: { status: 422, title: 'Webhook target not allowed' },


  // ── veritas
  unknown_translation: { status: 404, title: 'Unknown Bible translation' },
  unknown_book: { status: 404, title: 'Unknown book of the Bible' },
  chapter_not_found: { status: 404, title: 'No such chapter' },
  verse_not_found: { status: 404, title: 'No such verse' },
  summa_not_found: { status: 404, title: 'No such part, question or article of the Summa' },
  summa_text_missing: { status: 404, title: 'Text missing from the source of the Summa' },
  not_a_gospel: { status: 404, title: 'The Catena Aurea covers the four Gospels only' },
  unreadable_citation: { status: 400, title: 'Citation could not be read' },
  citation_not_found: { status: 404, title: 'Citation names nothing in the dataset' },
  passage_too_long: { status: 400, title: 'Passage longer than the cap on verses per request' },

  // ── corpus
  radius_needs_near: { status: 400, title: 'radius_km needs near' },
  conflicting_location_filters: { status: 400, title: 'near and bbox cannot be combined' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof CATALOGUE;

const asMap: ReadonlyMap<ErrorCode, ErrorSpec> = new Map(Object.entries(CATALOGUE) as Array<[ErrorCode, ErrorSpec]>);

export function errorCatalogue(): ReadonlyMap<ErrorCode, ErrorSpec> {
  return asMap;
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(CATALOGUE, code);
}

import pino, { type Logger } from 'pino';

/**
 * JSON logs. Credentials and intention text never reach the log: these paths are redacted wherever they appear
 * in a logged object (request headers, bodies, errors).
 */
export const REDACT_PATHS = [
  'req.headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.headers["x-api-key"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.key',
  '*.secret',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.code_verifier',
  '*.client_secret',
  '*.password',
  '*.text',
  'key',
  'secret',
  'token',
  'text',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'lumen' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

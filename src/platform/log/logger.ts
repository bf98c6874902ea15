import pino, { type Logger } from 'pino';

/**
 * JSON logs. Credentials and intention text never reach the log: Lumen never logs bodies, and these paths are
 * redacted in every logged object (explicit paths, no wildcards: wildcard redaction costs on every request).
 */
export const REDACT_PATHS = [
  'req.headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers["x-api-key"]',
  'headers.authorization',
  'headers.cookie',
  'key',
  'secret',
  'token',
  'access_token',
  'refresh_token',
  'code_verifier',
  'client_secret',
  'password',
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
    destination ?? bufferedStdout(),
  );
}

/**
 * Asynchronous, buffered stdout (pino's recommended production setup): a synchronous write per log line would
 * cost a third of the server's throughput. The buffer is flushed on exit and on fatal signals.
 */
function bufferedStdout(): pino.DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const flush = () => {
    try {
      stream.flushSync();
    } catch {
      /* stdout already closed */
    }
  };
  process.once('exit', flush);
  // A quiet server must still show its lines promptly (start-up, warnings): flush at least every half second.
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      /* not ready yet, or closed */
    }
  }, 500).unref();
  return stream;
}

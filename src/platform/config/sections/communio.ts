import { z } from 'zod';
import { defineSection } from '../define-section.js';

const ms = (max: number) => z.coerce.number().int().min(1).max(max);

/** Communio: webhook delivery, the live stream, idempotency and retention. Defaults suit production. */
export const communio = defineSection({
  env: {
    COMMUNIO_READ_RATE_MAX: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    COMMUNIO_READ_RATE_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(900),
    COMMUNIO_WEBHOOK_TIMEOUT_MS: ms(120_000).default(10_000),
    COMMUNIO_WEBHOOK_RETRY_BASE_MS: ms(3_600_000).default(5_000),
    COMMUNIO_WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(15),
    COMMUNIO_WEBHOOK_UNSAFE_ALLOW_HOSTS: z.string().default(''),
    COMMUNIO_DISPATCH_INTERVAL_MS: ms(600_000).default(1_000),
    COMMUNIO_DISPATCH_BATCH: z.coerce.number().int().min(1).max(500).default(20),
    COMMUNIO_DISPATCH_ENABLED: z.stringbool().default(true),
    COMMUNIO_STREAM_HEARTBEAT_MS: ms(600_000).default(15_000),
    COMMUNIO_STREAM_MAX_BUFFER_BYTES: z.coerce.number().int().min(1024).max(64 * 1024 * 1024).default(1024 * 1024),
    COMMUNIO_STREAM_MAX_CLIENTS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    COMMUNIO_EVENT_RETENTION_S: z.coerce.number().int().min(60).max(365 * 86_400).default(7 * 86_400),
  },
  describe: {
    COMMUNIO_READ_RATE_MAX: 'communio reads and intercessions per window per tenant key (submissions have their own limit)',
    COMMUNIO_READ_RATE_WINDOW_S: 'window of COMMUNIO_READ_RATE_MAX, seconds',
    COMMUNIO_WEBHOOK_TIMEOUT_MS: 'time allowed for one webhook attempt (connect, send, response headers)',
    COMMUNIO_WEBHOOK_RETRY_BASE_MS: 'first retry delay; each later retry doubles it, with jitter',
    COMMUNIO_WEBHOOK_MAX_ATTEMPTS: 'attempts before a delivery is marked failed (15 at the default base spans about a day)',
    COMMUNIO_WEBHOOK_UNSAFE_ALLOW_HOSTS:
      'UNSAFE: comma-separated hosts (or host:port) that webhooks may target even over http or on private/loopback addresses',
    COMMUNIO_DISPATCH_INTERVAL_MS: 'how often the webhook dispatcher looks for due deliveries',
    COMMUNIO_DISPATCH_BATCH: 'deliveries one dispatcher claims at a time',
    COMMUNIO_DISPATCH_ENABLED: 'run the webhook dispatcher in this process',
    COMMUNIO_STREAM_HEARTBEAT_MS: 'interval of SSE heartbeat comments',
    COMMUNIO_STREAM_MAX_BUFFER_BYTES: 'unsent bytes a slow SSE client may accumulate before it is dropped',
    COMMUNIO_STREAM_MAX_CLIENTS: 'concurrent SSE clients per instance',
    COMMUNIO_EVENT_RETENTION_S: 'how long stream events stay available for Last-Event-ID resume',
  },
  build: (v) => ({
    readRate: { max: v.COMMUNIO_READ_RATE_MAX, windowS: v.COMMUNIO_READ_RATE_WINDOW_S },
    webhook: {
      timeoutMs: v.COMMUNIO_WEBHOOK_TIMEOUT_MS,
      retryBaseMs: v.COMMUNIO_WEBHOOK_RETRY_BASE_MS,
      maxAttempts: v.COMMUNIO_WEBHOOK_MAX_ATTEMPTS,
      unsafeAllowHosts: v.COMMUNIO_WEBHOOK_UNSAFE_ALLOW_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
    dispatch: {
      intervalMs: v.COMMUNIO_DISPATCH_INTERVAL_MS,
      batch: v.COMMUNIO_DISPATCH_BATCH,
      enabled: v.COMMUNIO_DISPATCH_ENABLED,
    },
    stream: {
      heartbeatMs: v.COMMUNIO_STREAM_HEARTBEAT_MS,
      maxBufferBytes: v.COMMUNIO_STREAM_MAX_BUFFER_BYTES,
      maxClients: v.COMMUNIO_STREAM_MAX_CLIENTS,
    },
    eventRetentionS: v.COMMUNIO_EVENT_RETENTION_S,
  }),
});

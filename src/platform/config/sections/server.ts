import { z } from 'zod';
import { defineSection } from '../define-section.js';
import { trustProxySchema } from '../trust-proxy.js';

export const server = defineSection({
  env: {
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .refine((u) => !u.endsWith('/'), 'must not end with a slash')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(16 * 1024 * 1024).default(64 * 1024),
    TRUST_PROXY: trustProxySchema,
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    RESPONSE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(4096),
  },
  describe: {
    NODE_ENV: 'development | production | test; production refuses insecure development defaults',
    PORT: 'TCP port to listen on (0 picks a free port)',
    HOST: 'interface to listen on',
    PUBLIC_URL: "the service's external base URL (issuer, metadata, links); default http://localhost:$PORT",
    LOG_LEVEL: 'pino log level',
    BODY_LIMIT_BYTES: 'largest accepted request body; larger bodies get 413',
    TRUST_PROXY: 'whose X-Forwarded-* to believe: false, a hop count (1: the one proxy in front), a list of proxy addresses/CIDRs, or true (every hop: only behind a proxy that replaces X-Forwarded-For)',
    SHUTDOWN_GRACE_MS: 'how long SIGTERM waits for in-flight requests before closing connections',
    RESPONSE_CACHE_ENTRIES: 'answers of cacheable GET operations kept for repeated URLs (0 turns the response cache off)',
  },
  build: (v) => ({
    env: v.NODE_ENV,
    production: v.NODE_ENV === 'production',
    port: v.PORT,
    host: v.HOST,
    publicUrl: v.PUBLIC_URL ?? `http://localhost:${v.PORT}`,
    publicUrlIsDefault: v.PUBLIC_URL === undefined,
    logLevel: v.LOG_LEVEL,
    bodyLimit: v.BODY_LIMIT_BYTES,
    trustProxy: v.TRUST_PROXY,
    shutdownGraceMs: v.SHUTDOWN_GRACE_MS,
    responseCacheEntries: v.RESPONSE_CACHE_ENTRIES,
  }),
});

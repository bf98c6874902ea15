import type { Logger } from 'pino';
import { z } from 'zod';
import { problem } from '../../platform/errors/index.js';
import { type Engine, defineOperation } from '../../platform/operations/define.js';
import type { ApiKeyStore } from '../keys/api-key-store.js';
import type { UserStore } from '../users/user-store.js';
import { type ConnectionsPort, connectionOperations } from './connections.js';
import { portalPage } from './cursor.js';
import type { KeyUsage } from '../usage/usage-report.js';
import { CreateKeyBody, CreatedKeySchema, KeyIdParams, KeyListSchema, KeyRecordSchema, KeyUsageSchema, ListQuery, MeSchema, RenameKeyBody } from './schemas.js';

export interface PortalDeps {
  apiKeys: ApiKeyStore;
  users: UserStore;
  maxActive: number;
  log: Logger;
  /** Evicts a revoked key here and on every instance. */
  revoked(hash: string): Promise<void>;
  /** A key's usage figures (usage/usage-report.ts). */
  usage(keyId: string): Promise<KeyUsage>;
  /** The authorization server's connections, once src/modules.ts has wired it (null: none). */
  connections: () => ConnectionsPort | null;
}

const userOf = (id: string | undefined): string => {
  if (!id) throw problem('unauthorized', 'Sign in first.');
  return id;
};

/** The developer portal: the signed-in user and their API keys (contract: Developer portal). */
export function portalEngine(deps: PortalDeps): Engine {
  return {
    name: 'portal',
    title: 'Developer portal',
    description: 'The signed-in developer and their API keys',
    prefixes: ['/portal'],
    access: 'portal',
    rateLimit: 'portal',
    mcp: false,
    operations: [
      defineOperation({
        id: 'portal.me.get',
        summary: 'The signed-in user (created on first sign-in from the JWT issuer and subject)',
        method: 'GET',
        path: '/me',
        output: MeSchema,
        handler: async (_input, ctx) => {
          const user = await deps.users.byId(userOf(ctx.principal.userId));
          if (!user) throw problem('unauthorized', 'This user no longer exists.');
          return {
            id: user.id,
            issuer: user.issuer,
            subject: user.subject,
            email: user.email,
            name: user.name,
            created_at: new Date(user.created_at).toISOString(),
            active_key_limit: deps.maxActive,
          };
        },
      }),
      defineOperation({
        id: 'portal.keys.list',
        summary: "The user's API keys, newest first (never the plaintext or its hash)",
        method: 'GET',
        path: '/keys',
        query: ListQuery,
        output: KeyListSchema,
        handler: async ({ query }, ctx) => {
          const userId = userOf(ctx.principal.userId);
          return portalPage('keys', userId, query, (limit, after) => deps.apiKeys.list(userId, limit, after), (key) => ({ createdAt: key.created_at, id: key.id }));
        },
      }),
      defineOperation({
        id: 'portal.keys.create',
      problems: ['key_limit_reached'],
        summary: 'Create an API key; the plaintext is in this response only',
        description: 'At most API_KEYS_MAX_ACTIVE (default 25) active keys per user; beyond that, 409 key_limit_reached.',
        method: 'POST',
        path: '/keys',
        body: CreateKeyBody,
        output: CreatedKeySchema,
        successStatus: 201,
        responseHeaders: {
          Location: { description: 'the new key (/portal/keys/{id})', required: true },
          'Cache-Control': { description: '`no-store`: the plaintext key must not be kept', required: true },
        },
        handler: async ({ body }, ctx) => {
          // ctx.transactionStep commits with the key (the dashboard's single-use create form).
          const { record, key } = await deps.apiKeys.create(userOf(ctx.principal.userId), body.name, ctx.transactionStep);
          ctx.setHeader('Cache-Control', 'no-store');
          ctx.setHeader('Location', `/portal/keys/${record.id}`);
          ctx.log.info({ event: 'api_key.created', key_id: record.id, user_id: ctx.principal.userId }, 'api_key.created');
          return { ...record, key };
        },
      }),
      defineOperation({
        id: 'portal.keys.revoke',
        summary: 'Revoke an API key: requests with it get 401 from now on (idempotent)',
        method: 'DELETE',
        path: '/keys/{id}',
        params: KeyIdParams,
        output: z.undefined(),
        successStatus: 204,
        handler: async ({ params }, ctx) => {
          const hash = await deps.apiKeys.revoke(userOf(ctx.principal.userId), params.id);
          // Contract: another user's key is indistinguishable from a missing one.
          if (!hash) throw problem('not_found', `You have no key ${params.id}.`);
          await deps.revoked(hash);
          ctx.log.info({ event: 'api_key.revoked', key_id: params.id, user_id: ctx.principal.userId }, 'api_key.revoked');
          return undefined;
        },
      }),
      defineOperation({
        id: 'portal.keys.get',
        summary: 'One of the user\'s API keys (never the plaintext or its hash)',
        method: 'GET',
        path: '/keys/{id}',
        params: KeyIdParams,
        output: KeyRecordSchema,
        handler: async ({ params }, ctx) => {
          const record = await deps.apiKeys.findOwned(userOf(ctx.principal.userId), params.id);
          if (!record) throw problem('not_found', `You have no key ${params.id}.`);
          return record;
        },
      }),
      defineOperation({
        id: 'portal.keys.rename',
        summary: 'Rename an API key',
        method: 'PATCH',
        path: '/keys/{id}',
        params: KeyIdParams,
        body: RenameKeyBody,
        output: KeyRecordSchema,
        handler: async ({ params, body }, ctx) => {
          const record = await deps.apiKeys.rename(userOf(ctx.principal.userId), params.id, body.name);
          if (!record) throw problem('not_found', `You have no key ${params.id}.`);
          return record;
        },
      }),
      defineOperation({
        id: 'portal.keys.usage',
        summary: "A key's requests per day over 30 days, its 429s, and its current rate-limit window",
        description: 'Counts are per UTC day. Requests the rate limit admitted and those it refused (429) are counted apart.',
        method: 'GET',
        path: '/keys/{id}/usage',
        params: KeyIdParams,
        output: KeyUsageSchema,
        handler: async ({ params }, ctx) => {
          const record = await deps.apiKeys.findOwned(userOf(ctx.principal.userId), params.id);
          if (!record) throw problem('not_found', `You have no key ${params.id}.`);
          ctx.setHeader('Cache-Control', 'no-store');
          return deps.usage(record.id);
        },
      }),
      ...connectionOperations(deps.connections),
    ],
  };
}

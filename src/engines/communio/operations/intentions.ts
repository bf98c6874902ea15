import { problem } from '../../../platform/errors/index.js';
import { type Operation, defineOperation } from '../../../platform/operations/define.js';
import { type CommunioContext, READ_BUCKET, tenantOf } from '../context.js';
import { closeIntention, intercede } from '../data/intercede.js';
import { REPLAYED_HEADER, idempotencyHeaders } from './idempotency-header.js';
import { findIntention, listFeed, listOwn, toView } from '../data/intentions.js';
import { submitBatched } from '../data/submit-batched.js';
import { submitIntention } from '../data/submit-intention.js';
import {
  CloseBody,
  FeedPage,
  FeedQuery,
  IntentionPage,
  IntentionParams,
  IntentionSchema,
  IntercedeBody,
  IntercessionResult,
  ListOwnQuery,
  SubmitBody,
} from '../domain/schemas.js';

export function intentionOperations(c: CommunioContext): Operation[] {
  return [
    defineOperation({
      id: 'communio.intentions.submit',
      problems: ['contact_details_refused', 'idempotency_key_reused'],
      summary: 'Submit a prayer intention (counts against the submission limit; honours Idempotency-Key)',
      description:
        'Text of 1-1000 characters; no contact details (422 contact_details_refused). A retry with the same ' +
        'Idempotency-Key and body within 24 hours returns the first response (Idempotent-Replayed: true) and creates nothing.',
      method: 'POST',
      path: '/intentions',
      // Answered only once durable: the group commit's flush on SQLite, COMMIT on PostgreSQL.
      writes: 'own',
      headers: idempotencyHeaders('creates nothing'),
      body: SubmitBody,
      output: IntentionSchema,
      successStatus: 201,
      responseHeaders: {
        Location: { description: 'the new intention (GET /v1/communio/intentions/{id})', required: true },
        ...REPLAYED_HEADER,
      },
      rateLimit: 'communio',
      // A refused submission submitted nothing: it is charged like communio's other calls, not to the 50 per hour.
      refusalRateLimit: READ_BUCKET,
      handler: async ({ body, headers }, ctx) => {
        const key = headers['idempotency-key'];
        const outcome = c.groupCommit
          ? await submitBatched(c.groupCommit, tenantOf(ctx), body, key, c.handOffClaim)
          : await submitIntention(c.db, c.dialect, tenantOf(ctx), body, key, Date.now(), c.handOffClaim());
        ctx.setHeader('Location', `/v1/communio/intentions/${outcome.intention.id}`);
        if (outcome.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
        c.committed(outcome.events);
        return outcome.intention;
      },
    }),
    defineOperation({
      id: 'communio.intentions.list',
      problems: ['invalid_cursor'],
      summary: "The tenant's own intentions, newest first (filter by status)",
      method: 'GET',
      path: '/intentions',
      query: ListOwnQuery,
      output: IntentionPage,
      handler: ({ query }, ctx) => listOwn(c.db, tenantOf(ctx), query),
    }),
    defineOperation({
      id: 'communio.feed.list',
      problems: ['invalid_cursor'],
      summary: 'Open intentions of every tenant, newest first; reveals no tenant or person',
      method: 'GET',
      path: '/feed',
      query: FeedQuery,
      output: FeedPage,
      handler: ({ query }, ctx) => listFeed(c.db, tenantOf(ctx), query),
    }),
    defineOperation({
      id: 'communio.intentions.get',
      summary: 'One of the tenant’s own intentions (404 for any other)',
      method: 'GET',
      path: '/intentions/{id}',
      params: IntentionParams,
      output: IntentionSchema,
      handler: async ({ params }, ctx) => {
        const row = await findIntention(c.db, params.id);
        if (!row || row.tenant_id !== tenantOf(ctx)) throw problem('not_found', `No intention ${params.id}.`);
        return toView(row);
      },
    }),
    defineOperation({
      id: 'communio.intercessions.create',
      problems: ['intention_closed', 'idempotency_key_reused'],
      summary: 'Record that someone prayed for an open intention (optionally once per person_ref; honours Idempotency-Key)',
      description:
        'A retry with the same Idempotency-Key, intention and person_ref within 24 hours returns the first response ' +
        '(Idempotent-Replayed: true) and records nothing; the same key with another request is 422 idempotency_key_reused.',
      method: 'POST',
      path: '/intentions/{id}/intercessions',
      headers: idempotencyHeaders('records nothing'),
      params: IntentionParams,
      body: IntercedeBody,
      output: IntercessionResult,
      successStatus: 201,
      responseHeaders: REPLAYED_HEADER,
      handler: async ({ params, body, headers }, ctx) => {
        const { events, replayed, ...result } = await intercede(
          c.db,
          c.dialect,
          tenantOf(ctx),
          params.id,
          body?.person_ref,
          headers['idempotency-key'],
        );
        if (replayed) ctx.setHeader('Idempotent-Replayed', 'true');
        c.committed(events);
        return result;
      },
    }),
    defineOperation({
      id: 'communio.intentions.close',
      problems: ['intention_closed', 'idempotency_key_reused'],
      summary: 'Close one of the tenant’s own intentions as answered or withdrawn (honours Idempotency-Key)',
      description:
        'A retry with the same Idempotency-Key, intention and status within 24 hours returns the first response ' +
        '(Idempotent-Replayed: true) instead of 409 intention_closed, and announces nothing again.',
      method: 'POST',
      path: '/intentions/{id}/close',
      headers: idempotencyHeaders('closes nothing again'),
      params: IntentionParams,
      body: CloseBody,
      output: IntentionSchema,
      responseHeaders: REPLAYED_HEADER,
      handler: async ({ params, body, headers }, ctx) => {
        const { answer, events, replayed } = await closeIntention(c.db, c.dialect, tenantOf(ctx), params.id, body.status, headers['idempotency-key']);
        if (replayed) ctx.setHeader('Idempotent-Replayed', 'true');
        c.committed(events);
        return answer;
      },
    }),
  ];
}


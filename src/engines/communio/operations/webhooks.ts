import { z } from 'zod';
import { type Operation, defineOperation } from '../../../platform/operations/define.js';
import { type CommunioContext, tenantOf } from '../context.js';
import { getDelivery, listDeliveries, redeliver } from '../data/deliveries.js';
import { createEndpoint, deleteEndpoint, listEndpoints, ownEndpoint, rotateSecret, toEndpointView, updateEndpoint } from '../data/endpoints.js';
import { EVENT_TYPES } from '../domain/events.js';
import { Pagination, cleanText } from '../domain/schemas.js';
import { checkTargetUrl } from '../webhooks/target-guard.js';
import { REPLAYED_HEADER, idempotencyHeaders } from './idempotency-header.js';

const Endpoint = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(EVENT_TYPES)),
  enabled: z.boolean(),
  created: z.string(),
  updated: z.string(),
});
const WithSecret = Endpoint.extend({ secret: z.string().describe('whsec_… signing secret; shown only now') });
const Fields = {
  url: z.string().min(1).max(2000).describe('https URL that receives POSTed events'),
  description: cleanText(0, 200).nullable().optional().describe('what the endpoint is for; null (or "") clears it'),
  events: z.array(z.enum(EVENT_TYPES)).min(1).optional().describe('event types to receive (default: all)'),
  enabled: z.boolean().optional(),
};
const CreateBody = z.strictObject(Fields);
const UpdateBody = z
  .strictObject({ ...Fields, url: Fields.url.optional() })
  .refine((b) => Object.keys(b).length > 0, 'send at least one field to change');
const EndpointParams = z.strictObject({ id: z.string().min(1).max(64) });
const DeliveryParams = z.strictObject({ id: z.string().min(1).max(64), delivery_id: z.string().min(1).max(64) });
const Delivery = z.object({
  id: z.string().describe('the webhook-id header of every attempt of this message'),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  next_attempt: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created: z.string(),
  delivered: z.string().nullable(),
});
const Attempt = z.object({
  attempt: z.number().int(),
  started: z.string(),
  duration_ms: z.number().int(),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  ok: z.boolean(),
});
const DeliveryWithLog = Delivery.extend({ log: z.array(Attempt) });

export function webhookOperations(c: CommunioContext): Operation[] {
  const own = (ctx: Parameters<typeof tenantOf>[0], id: string) => ownEndpoint(c.db, tenantOf(ctx), id);
  return [
    defineOperation({
      id: 'communio.webhooks.create',
      problems: ['webhook_target_refused', 'idempotency_key_reused'],
      summary: 'Register a webhook endpoint; the signing secret is in this response only (honours Idempotency-Key)',
      description:
        'A retry with the same Idempotency-Key and body within 24 hours returns the first response, secret included ' +
        '(Idempotent-Replayed: true), and creates no second endpoint; the same key with another request is 422 idempotency_key_reused.',
      method: 'POST',
      path: '/webhooks',
      headers: idempotencyHeaders('creates no second endpoint'),
      body: CreateBody,
      output: WithSecret,
      successStatus: 201,
      responseHeaders: REPLAYED_HEADER,
      handler: async ({ body, headers }, ctx) => {
        checkTargetUrl(body.url, c.policy);
        const { endpoint, secret, replayed } = await createEndpoint(c.db, tenantOf(ctx), body, headers['idempotency-key']);
        if (replayed) ctx.setHeader('Idempotent-Replayed', 'true');
        return { ...endpoint, secret };
      },
    }),
    defineOperation({
      id: 'communio.webhooks.list',
      problems: ['invalid_cursor'],
      summary: "The tenant's webhook endpoints",
      method: 'GET',
      path: '/webhooks',
      query: z.strictObject(Pagination),
      output: z.object({ items: z.array(Endpoint), next_cursor: z.string().nullable() }),
      handler: ({ query }, ctx) => listEndpoints(c.db, tenantOf(ctx), query),
    }),
    defineOperation({
      id: 'communio.webhooks.get',
      summary: 'One webhook endpoint',
      method: 'GET',
      path: '/webhooks/{id}',
      params: EndpointParams,
      output: Endpoint,
      handler: async ({ params }, ctx) => toEndpointView(await own(ctx, params.id)),
    }),
    defineOperation({
      id: 'communio.webhooks.update',
      problems: ['webhook_target_refused', 'idempotency_key_reused'],
      summary: 'Change a webhook endpoint (url, description, events, enabled; honours Idempotency-Key)',
      method: 'PATCH',
      path: '/webhooks/{id}',
      headers: idempotencyHeaders('changes nothing again'),
      params: EndpointParams,
      body: UpdateBody,
      output: Endpoint,
      responseHeaders: REPLAYED_HEADER,
      handler: async ({ params, body, headers }, ctx) => {
        if (body.url !== undefined) checkTargetUrl(body.url, c.policy);
        const { answer, replayed } = await updateEndpoint(c.db, tenantOf(ctx), params.id, body, headers['idempotency-key']);
        if (replayed) ctx.setHeader('Idempotent-Replayed', 'true');
        // Messages that waited while the endpoint was disabled are due now, not at the next poll.
        else if (body.enabled === true) c.outboxDue();
        return answer;
      },
    }),
    defineOperation({
      id: 'communio.webhooks.delete',
      problems: ['idempotency_key_reused'],
      summary: 'Delete a webhook endpoint, its pending messages and its delivery log (honours Idempotency-Key)',
      method: 'DELETE',
      path: '/webhooks/{id}',
      headers: idempotencyHeaders('answers 204 again rather than 404'),
      params: EndpointParams,
      output: z.undefined(),
      successStatus: 204,
      responseHeaders: REPLAYED_HEADER,
      handler: async ({ params, headers }, ctx) => {
        const { replayed } = await deleteEndpoint(c.db, tenantOf(ctx), params.id, headers['idempotency-key']);
        if (replayed) ctx.setHeader('Idempotent-Replayed', 'true');
        return undefined;
      },
    }),
    defineOperation({
      id: 'communio.webhooks.rotateSecret',
      summary: 'Issue a new signing secret; the old one co-signs for 24 hours (honours Idempotency-Key)',
      description:
        'A retry with the same Idempotency-Key within 24 hours returns the first response, new secret included ' +
        '(Idempotent-Replayed: true), and rotates nothing: a second rotation would end the co-signing of the secret in use.',
      method: 'POST',
      path: '/webhooks/{id}/rotate-secret',
      problems: ['idempotency_key_reused'],
      headers: idempotencyHeaders('rotates nothing again'),
      params: EndpointParams,
      output: WithSecret.extend({ previous_secret_expires: z.string() }),
      responseHeaders: REPLAYED_HEADER,
      handler: async ({ params, headers }, ctx) => {
        const { answer: r, replayed } = await rotateSecret(c.db, tenantOf(ctx), params.id, headers['idempotency-key']);
        if (replayed) ctx.setHeader('Idempotent-Replayed', 'true');
        return { ...r.endpoint, secret: r.secret, previous_secret_expires: r.previous_secret_expires };
      },
    }),
    defineOperation({
      id: 'communio.webhooks.deliveries.list',
      problems: ['invalid_cursor'],
      summary: "An endpoint's delivery log, newest first",
      method: 'GET',
      path: '/webhooks/{id}/deliveries',
      params: EndpointParams,
      query: z.strictObject({ ...Pagination, status: z.enum(['pending', 'delivered', 'failed']).optional() }),
      output: z.object({ items: z.array(Delivery), next_cursor: z.string().nullable() }),
      handler: async ({ params, query }, ctx) => listDeliveries(c.db, tenantOf(ctx), (await own(ctx, params.id)).id, query),
    }),
    defineOperation({
      id: 'communio.webhooks.deliveries.get',
      summary: 'One webhook message with every attempt',
      method: 'GET',
      path: '/webhooks/{id}/deliveries/{delivery_id}',
      params: DeliveryParams,
      output: DeliveryWithLog,
      handler: async ({ params }, ctx) => getDelivery(c.db, (await own(ctx, params.id)).id, params.delivery_id),
    }),
    defineOperation({
      id: 'communio.webhooks.deliveries.redeliver',
      summary: 'Send a message again now (same webhook-id), with a fresh retry schedule (honours Idempotency-Key)',
      method: 'POST',
      path: '/webhooks/{id}/deliveries/{delivery_id}/redeliver',
      problems: ['idempotency_key_reused'],
      headers: idempotencyHeaders('schedules nothing again'),
      params: DeliveryParams,
      output: DeliveryWithLog,
      successStatus: 202,
      responseHeaders: REPLAYED_HEADER,
      handler: async ({ params, headers }, ctx) => {
        const endpointId = (await own(ctx, params.id)).id;
        const { answer, replayed } = await redeliver(c.db, tenantOf(ctx), endpointId, params.delivery_id, headers['idempotency-key']);
        if (replayed) ctx.setHeader('Idempotent-Replayed', 'true');
        // "Now": this instance's dispatcher and the others are woken, not left to their next poll.
        else c.outboxDue();
        return answer;
      },
    }),
  ];
}

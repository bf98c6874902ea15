import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Refusal, problem } from '../../../platform/errors/index.js';
import { type RawRoute, rawRoute } from '../../../platform/http/raw-route.js';
import { admitCaller } from '../../../platform/operations/gate.js';
import type { PlatformServices } from '../../../platform/services.js';
import type { CommunioDb } from '../data/db.js';
import type { StreamHub, StreamMessage } from './hub.js';
import { replaySince } from './replay.js';
import { SseClient } from './sse-client.js';

export const STREAM_PATH = '/v1/communio/stream';

export interface StreamRouteOptions {
  db: CommunioDb;
  hub: StreamHub;
  services: PlatformServices;
  readBucket: string;
  heartbeatMs: number;
  maxBufferBytes: number;
  maxClients: number;
}

function headerRecord(request: FastifyRequest): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(request.headers)) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/** The platform's gate (tenant key, then the read bucket); a spent budget becomes the same 429 problem. */
async function admit(request: FastifyRequest, reply: FastifyReply, o: StreamRouteOptions): Promise<void> {
  const setHeader = (name: string, value: string | number) => void reply.header(name, value);
  const admitted = await admitCaller(o.services, 'tenantKey', o.readBucket, headerRecord(request), request.raw.socket, setHeader);
  if (admitted instanceof Refusal) throw problem(admitted.code, admitted.detail, { headers: admitted.headers });
}

/** Last-Event-ID (WHATWG HTML §9.2.4) is the `seq` of the last event the client saw; also accepted as a query. */
function lastEventId(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'] ?? (request.query as Record<string, string | undefined>).last_event_id;
  if (raw === undefined || raw === '') return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,15}$/.test(value)) {
    throw problem('validation_failed', 'header.last-event-id: must be the numeric id of an event from this stream.', {
      errors: [{ field: 'header.last-event-id', message: 'must be a non-negative integer' }],
    });
  }
  return Number(value);
}

const STREAM_ROUTE: RawRoute = {
  method: 'GET',
  path: STREAM_PATH,
  openapi: {
    operationId: 'communio.stream',
    summary: 'Server-Sent Events of new intentions, intercessions and closings (feed-safe content only)',
    tags: ['communio'],
    security: [{ TenantKey: [] }],
    parameters: [
      { name: 'Last-Event-ID', in: 'header', required: false, schema: { type: 'string', pattern: '^\\d+$' }, description: 'resume after this event id' },
      { name: 'last_event_id', in: 'query', required: false, schema: { type: 'string', pattern: '^\\d+$' }, description: 'same as the header, for clients that cannot set it' },
    ],
    responses: {
      '200': { description: 'an endless text/event-stream; heartbeat comments keep it open', content: { 'text/event-stream': { schema: { type: 'string' } } } },
      '400': { description: 'malformed Last-Event-ID' },
      '401': { description: 'missing, unknown or revoked tenant key' },
      '429': { description: 'read limit spent' },
      '503': { description: 'this instance already serves its maximum of stream clients (COMMUNIO_STREAM_MAX_CLIENTS); retry after Retry-After' },
    },
  },
};

/**
 * GET /v1/communio/stream: Server-Sent Events of new intentions, intercessions and closings in their
 * feed-safe form. Subscribes first and replays from the durable event table second, so nothing committed in
 * between is missed; live events already replayed are skipped.
 */
export function registerStreamRoute(app: FastifyInstance, o: StreamRouteOptions): void {
  const clients = new Set<SseClient>();
  app.addHook('preClose', (done) => {
    for (const client of clients) client.end();
    done();
  });
  rawRoute(app, STREAM_ROUTE, async (request: FastifyRequest, reply: FastifyReply) => {
    await admit(request, reply, o);
    const since = lastEventId(request);
    if (clients.size >= o.maxClients) {
      throw problem('service_unavailable', 'Too many stream clients on this instance; retry shortly.', { headers: { 'Retry-After': 5 } });
    }
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const buffered: StreamMessage[] = [];
    let live = false;
    const client = new SseClient(raw, o.maxBufferBytes, () => {
      unsubscribe();
      clients.delete(client);
    });
    clients.add(client);
    const unsubscribe = o.hub.subscribe((m) => (live ? client.send(m) : buffered.push(m)));
    raw.on('close', () => client.gone());
    client.write('retry: 2000\n: connected\n\n');
    try {
      const replayed = since === null ? new Set<number>() : await replaySince(o.db, since, (m) => client.send(m), () => !client.isClosed);
      for (const m of buffered) if (!replayed.has(m.seq) && (since === null || m.seq > since)) client.send(m);
      buffered.length = 0;
      live = true;
    } catch (err) {
      request.lumenLog.error({ err }, 'communio stream replay failed');
      client.drop();
      return;
    }
    // The client may have left (or been dropped as too slow) during the replay: then there is nothing to keep alive.
    if (!client.isClosed) client.startHeartbeat(o.heartbeatMs);
  });
}

import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { type Operation, defineOperation, stream } from '../../../platform/operations/define.js';
import type { CommunioDb } from '../data/db.js';
import type { StreamHub, StreamMessage } from './hub.js';
import { replaySince } from './replay.js';
import { SseClient } from './sse-client.js';

export interface StreamOptions {
  db: CommunioDb;
  hub: StreamHub;
  heartbeatMs: number;
  maxBufferBytes: number;
  maxClients: number;
}

/** The reconnection delay a client is told (the SSE `retry` field), and the longer one while Redis is away. */
const RETRY_MS = 2000;
const RETRY_WITHOUT_LIVE_MS = 5000;
/** The comment that ends a stream that cannot hear every instance's events (the hub lost Redis). */
const LOST_NOTICE = ': live events unavailable (Redis unreachable); reconnect with Last-Event-ID\n\n';

/** Last-Event-ID (WHATWG HTML §9.2.4) is the `seq` of the last event the client saw. */
const eventId = z.string().regex(/^\d{1,15}$/, 'must be the numeric id of an event from this stream');

/**
 * GET /v1/communio/stream: Server-Sent Events of new intentions, intercessions and closings in their
 * feed-safe form. An operation like any other (the tenant key, then the read bucket, from the engine; the
 * platform writes the stream's head and ends it at shutdown). Subscribes first and replays from the durable
 * event table second, so nothing committed in between is missed; live events already replayed are skipped.
 */
export function streamOperation(o: StreamOptions): Operation {
  const clients = new Set<SseClient>();
  return defineOperation({
    id: 'communio.stream',
    summary: 'Server-Sent Events of new intentions, intercessions and closings (feed-safe content only)',
    method: 'GET',
    path: '/stream',
    headers: z.object({ 'last-event-id': eventId.optional().describe('resume after this event id') }),
    query: z.object({ last_event_id: eventId.optional().describe('same as the Last-Event-ID header, for clients that cannot set it') }),
    output: z.string(),
    streams: { contentType: 'text/event-stream', description: 'an endless text/event-stream; heartbeat comments keep it open' },
    problems: ['service_unavailable'],
    handler({ headers, query }, ctx) {
      const given = headers['last-event-id'] ?? query.last_event_id;
      const since = given === undefined ? null : Number(given);
      if (clients.size >= o.maxClients) {
        throw problem('service_unavailable', 'Too many stream clients on this instance (COMMUNIO_STREAM_MAX_CLIENTS); retry shortly.', {
          headers: { 'Retry-After': 5 },
        });
      }
      return stream('text/event-stream; charset=utf-8', async (raw) => {
        const buffered: StreamMessage[] = [];
        let live = false;
        const client = new SseClient(raw, o.maxBufferBytes, () => {
          unsubscribe();
          clients.delete(client);
        });
        clients.add(client);
        // Whether every event committed from now on reaches this subscription: not while the hub has lost Redis.
        const hearsAll = o.hub.live;
        const unsubscribe = o.hub.subscribe(
          (m) => (live ? client.send(m) : buffered.push(m)),
          () => client.end(LOST_NOTICE),
        );
        raw.on('close', () => client.gone());
        client.write(`retry: ${hearsAll ? RETRY_MS : RETRY_WITHOUT_LIVE_MS}\n: connected\n\n`);
        try {
          const replayed = since === null ? new Set<number>() : await replaySince(o.db, since, (m) => client.send(m), () => !client.isClosed);
          for (const m of buffered) if (!replayed.has(m.seq) && (since === null || m.seq > since)) client.send(m);
          buffered.length = 0;
          live = true;
        } catch (err) {
          ctx.log.error({ err }, 'communio stream replay failed');
          client.drop();
          return;
        }
        // Without live events (Redis is away) the client has its replay and comes back for the next one, so it
        // misses nothing another instance commits meanwhile.
        if (!hearsAll || !o.hub.live) client.end(LOST_NOTICE);
        // The client may have left (or been dropped as too slow) during the replay: then there is nothing to keep alive.
        if (!client.isClosed) client.startHeartbeat(o.heartbeatMs);
      });
    },
  });
}

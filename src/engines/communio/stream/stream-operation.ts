import { z } from 'zod';
import { problem } from '../../../platform/errors/index.js';
import { type Operation, defineOperation, stream } from '../../../platform/operations/define.js';
import type { CommunioDb } from '../data/db.js';
import type { StreamHub, StreamMessage } from './hub.js';
import { type HistoryGap, historyGap } from './history-gap.js';
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

/**
 * The first event of a stream resumed from a `Last-Event-ID` whose history is gone: the client has missed events
 * (or holds an id this stream never issued) and must refetch the feed to know the current state. Its SSE `id` is
 * where the stream continues, so a reconnection after it resumes from there without being told again.
 */
function formatReset(gap: HistoryGap, lastEventId: number): string {
  const detail =
    gap.reason === 'expired'
      ? `Events after ${lastEventId} are no longer kept (COMMUNIO_EVENT_RETENTION_S); some were missed. Refetch GET /v1/communio/feed (and your own /intentions), then keep reading: this stream continues after ${gap.resume_after}.`
      : `Event id ${lastEventId} was never issued by this stream. Refetch GET /v1/communio/feed (and your own /intentions), then keep reading: this stream continues after ${gap.resume_after}.`;
  const data = {
    type: 'stream.reset',
    created: new Date().toISOString(),
    data: { reason: gap.reason, last_event_id: String(lastEventId), resume_after: String(gap.resume_after), detail },
  };
  return `id: ${gap.resume_after}\nevent: stream.reset\ndata: ${JSON.stringify(data)}\n\n`;
}

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
          let after = since;
          if (after !== null) {
            const gap = await historyGap(o.db, after);
            if (gap) {
              client.write(formatReset(gap, after));
              // Both ways the stream continues after the reset's id. For `expired` that matters too: the sweep
              // deletes by time, so an event with an id at or below the horizon may still be there (an older
              // id committed later); sending it after a reset with a higher id would run the ids backwards.
              after = gap.resume_after;
            }
          }
          const from = after;
          const replayed = from === null ? new Set<number>() : await replaySince(o.db, from, (m) => client.send(m), () => !client.isClosed);
          for (const m of buffered) if (!replayed.has(m.seq) && (from === null || m.seq > from)) client.send(m);
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

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SseClient, type SseSink, formatEvent } from './sse-client.js';

const message = { seq: 42, id: 'evt_x', type: 'intercession.created', created: 0, data: { intention_id: 'int_y', intercession_count: 3 } };

/** A socket that never drains: everything written stays buffered. */
function stuckSink(): SseSink & { chunks: string[]; destroyed: boolean } {
  const sink = {
    chunks: [] as string[],
    destroyed: false,
    writableEnded: false,
    get writableLength() {
      return sink.chunks.reduce((n, c) => n + Buffer.byteLength(c), 0);
    },
    write(chunk: string) {
      sink.chunks.push(chunk);
      return false;
    },
    destroy() {
      sink.destroyed = true;
    },
    end() {},
  };
  return sink;
}

test('events are framed with id, event and one data line', () => {
  const text = formatEvent(message);
  assert.match(text, /^id: 42\nevent: intercession.created\ndata: \{.*\}\n\n$/);
  assert.deepEqual(JSON.parse(text.split('\n')[2]!.slice(6)).data, message.data);
});

test('a client that does not read is dropped once its buffer passes the limit', () => {
  const sink = stuckSink();
  let closed = 0;
  const client = new SseClient(sink, 1024, () => closed++);
  for (let i = 0; i < 100 && !client.isClosed; i++) client.send({ ...message, seq: i });
  assert.equal(client.isClosed, true);
  assert.equal(sink.destroyed, true);
  assert.equal(closed, 1);
  assert.ok(sink.writableLength < 1024 + 400, `buffer stayed bounded (${sink.writableLength} bytes)`);
  const before = sink.chunks.length;
  client.send(message);
  assert.equal(sink.chunks.length, before, 'nothing is written after the drop');
});

test('a client that left before its heartbeat starts gets no timer; closing clears a running one', () => {
  const sink = stuckSink();
  const left = new SseClient(sink, 1024, () => undefined);
  left.gone();
  left.startHeartbeat(10);
  assert.equal(left.hasHeartbeat, false, 'no interval for a closed client');
  const open = new SseClient(stuckSink(), 1024, () => undefined);
  open.startHeartbeat(10);
  assert.equal(open.hasHeartbeat, true);
  open.end();
  assert.equal(open.hasHeartbeat, false, 'end() clears the interval');
});

import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { LazyChildLogger, lazyChildLoggerFactory } from './lazy-child.js';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger };
}

test('a lazy child writes exactly what a real child writes, bindings included', async () => {
  const { lines, logger } = capture();
  const child = lazyChildLoggerFactory(logger, { reqId: 'r-1' }, {});
  assert.ok(child instanceof LazyChildLogger);
  child.info({ code: 'x' }, 'hello');
  child.debug('not written at info');
  await new Promise((r) => setImmediate(r));
  assert.equal(lines.length, 1);
  assert.deepEqual([lines[0]?.reqId, lines[0]?.code, lines[0]?.msg], ['r-1', 'x', 'hello']);
});

test('no child is built while nothing is written at an enabled level', () => {
  const { logger } = capture();
  let built = 0;
  const counting = Object.assign(Object.create(logger) as FastifyBaseLogger, {
    child: (...args: Parameters<FastifyBaseLogger['child']>) => {
      built++;
      return logger.child(...args);
    },
  });
  const child = new LazyChildLogger(counting, { reqId: 'r-2' });
  child.debug('off');
  child.trace('off');
  assert.equal(built, 0);
  child.warn('on');
  child.error('on');
  assert.equal(built, 1, 'built once, on the first enabled line');
});

test('a route with its own level gets a real child at that level', () => {
  const { logger } = capture();
  const child = lazyChildLoggerFactory(logger, { reqId: 'r-3' }, { level: 'debug' });
  assert.ok(!(child instanceof LazyChildLogger));
  assert.equal(child.level, 'debug');
});

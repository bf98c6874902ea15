// Probe: what Fastify itself costs for a plain route, beside bench/baseline-server.mjs (bare node:http).
// FLOOR_SHAPE=plain: one route answering the baseline's JSON; FLOOR_SHAPE=lumen: a parametric route under many
// others, answering a held JSON string with the headers an operation's answer carries (request id, Vary,
// Cache-Control, ETag, X-RateLimit-*).
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

const shape = process.env.FLOOR_SHAPE ?? 'plain';
const body = JSON.stringify({ status: 'ok', version: '0.0.0' });
const app = Fastify({ genReqId: shape === 'lumen' ? () => randomUUID() : undefined, requestIdHeader: false, return503OnClosing: true, forceCloseConnections: 'idle' });
if (shape === 'plain') {
  app.get('/', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
} else {
  for (let i = 0; i < 200; i++) app.get(`/v1/e${i}/things/:id`, (_q, r) => r.send('x'));
  const day = JSON.stringify({ date: '2026-01-28', celebrations: [{ name: 'Saint Thomas Aquinas', rank: 'memorial', colour: 'white' }], season: 'ordinary' }).repeat(4);
  app.get('/', (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('vary', 'X-API-Key');
    reply.header('x-ratelimit-limit', 1000000);
    reply.header('x-ratelimit-remaining', 999999);
    reply.header('x-ratelimit-reset', 1764000000);
    reply.header('cache-control', 'private, max-age=3600');
    reply.header('etag', 'W/"abcdefabcdefabcdefabcdefabc"');
    reply.code(200).type('application/json; charset=utf-8').send(day);
  });
}
await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

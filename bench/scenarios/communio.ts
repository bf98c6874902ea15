import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BenchTarget, Probe, Scenario } from '../scenario.js';

/**
 * Communio: durable submissions per second (each one a transaction writing the intention, its event and its
 * outbox rows), and event-to-delivery latency — from the submission's request to the signed webhook arriving at
 * a loopback receiver — through the real outbox and dispatcher.
 */
const ENV = {
  RATE_LIMIT_COMMUNIO_MAX: '1000000',
  COMMUNIO_READ_RATE_MAX: '1000000',
  COMMUNIO_WEBHOOK_UNSAFE_ALLOW_HOSTS: '127.0.0.1',
};

async function tenantKey(target: BenchTarget, name: string): Promise<string> {
  const out = await target.cli(['tenants', 'create', '--name', name, '--json']);
  return (JSON.parse(out) as { key: string }).key;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const scenarios: Scenario[] = [
  {
    // Issue 18: at least 6,000 durable submissions per second on SQLite (each 201 after its WAL flush).
    name: 'communio: durable submissions, POST /v1/communio/intentions',
    minRps: 6000,
    env: ENV,
    connections: 50,
    expectStatus: 201,
    async prepare(target) {
      const key = await tenantKey(target, 'bench submissions');
      return {
        method: 'POST',
        path: '/v1/communio/intentions',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'For all who suffer, that they may find consolation.', category: 'healing', language: 'en' }),
      };
    },
  },
];

export const probes: Probe[] = [
  {
    name: 'communio: event-to-delivery latency (signed webhook to a loopback receiver)',
    goal: 'p50 ≤ 10 ms, p99 ≤ 50 ms',
    met: (f) => Number(f.p50_ms) <= 10 && Number(f.p99_ms) <= 50,
    env: ENV,
    async run(target) {
      const arrived = new Map<string, number>();
      const receiver = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString()) as { data: { intention: { id: string } } };
          arrived.set(body.data.intention.id, performance.now());
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const port = (receiver.address() as AddressInfo).port;
      try {
        const key = await tenantKey(target, 'bench latency');
        const headers = { 'x-api-key': key, 'content-type': 'application/json' };
        const hook = await fetch(`${target.url}/v1/communio/webhooks`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ url: `http://127.0.0.1:${port}/hook`, events: ['intention.created'] }),
        });
        if (hook.status !== 201) throw new Error(`webhook registration answered ${hook.status}: ${await hook.text()}`);
        const sent = new Map<string, number>();
        // When each 201 came back: splits the latency into the durable submission and what follows it.
        const answered = new Map<string, number>();
        const total = 300;
        let next = 0;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: 4 }, async () => {
            while (next++ < total) {
              const t0 = performance.now();
              const res = await fetch(`${target.url}/v1/communio/intentions`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ text: 'For peace in every home.' }),
              });
              const id = ((await res.json()) as { id: string }).id;
              sent.set(id, t0);
              answered.set(id, performance.now());
            }
          }),
        );
        const deadline = Date.now() + 30_000;
        while (arrived.size < sent.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        const elapsedS = (performance.now() - started) / 1000;
        const latencies = [...sent].flatMap(([id, t0]) => (arrived.has(id) ? [arrived.get(id)! - t0] : [])).sort((a, b) => a - b);
        const submits = [...sent].map(([id, t0]) => answered.get(id)! - t0).sort((a, b) => a - b);
        // Negative when the webhook arrived before the client read its 201 (the hand-off follows the flush).
        const afterAnswer = [...sent].flatMap(([id]) => (arrived.has(id) ? [arrived.get(id)! - answered.get(id)!] : [])).sort((a, b) => a - b);
        const ms = (x: number) => Math.round(x * 10) / 10;
        return {
          delivered: `${latencies.length}/${sent.size}`,
          p50_ms: ms(percentile(latencies, 50)),
          p99_ms: ms(percentile(latencies, 99)),
          submit_201_p50_ms: ms(percentile(submits, 50)),
          submit_201_p99_ms: ms(percentile(submits, 99)),
          after_201_p50_ms: ms(percentile(afterAnswer, 50)),
          submissions_plus_delivery_per_s: Math.round(sent.size / elapsedS),
        };
      } finally {
        receiver.closeAllConnections();
        receiver.close();
      }
    },
  },
];

import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Re-reads `probe` until `accept` holds, and returns that reading; fails after `ms`. Tests wait on what the
 * server shows (a delivery's status, a key refused, a server answering) rather than on a fixed sleep, so they
 * neither flake on a slow machine nor wait longer than needed.
 */
export async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, ms = 10_000, what = 'condition', everyMs = 25): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} not met in ${ms} ms; last reading ${JSON.stringify(value)}`);
    await sleep(everyMs);
  }
}

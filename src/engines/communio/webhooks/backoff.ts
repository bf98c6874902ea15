/**
 * Exponential backoff with jitter between webhook attempts: the n-th retry waits base·2^(n-1), scaled by a
 * random factor in [0.8, 1.2] so that receivers recovering from an outage are not hit in lock-step. With the
 * default base of 5 s and 15 attempts the schedule spans about 22.7 hours, after which the message is failed.
 */
export function retryDelayMs(attemptsMade: number, baseMs: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attemptsMade - 1);
  const delay = baseMs * 2 ** Math.min(exponent, 30);
  return Math.round(delay * (0.8 + 0.4 * random()));
}

/** Total nominal span of the schedule (no jitter), for docs and the unit test. */
export function scheduleSpanMs(maxAttempts: number, baseMs: number): number {
  let total = 0;
  for (let made = 1; made < maxAttempts; made++) total += baseMs * 2 ** (made - 1);
  return total;
}

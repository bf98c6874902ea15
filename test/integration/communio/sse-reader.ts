// Reads a Server-Sent Events response in tests: events, comments and `retry` fields in arrival order.

export interface SseEvent {
  id: string;
  event: string;
  data: Record<string, any>;
}

/**
 * Reads an SSE response incrementally: events and comments as they arrive, in arrival order too, so that a test
 * waits for what the stream shows (the server's `: connected` comment once it has subscribed, a heartbeat after
 * the last event) instead of sleeping.
 */
export function sseReader(res: Response) {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const order: Array<'event' | 'comment'> = [];
  /** every `retry:` field the server sent (its reconnection delay, in ms) */
  const retries: number[] = [];
  let ended = false;
  const waiters: Array<() => void> = [];
  const wake = () => {
    for (const w of waiters.splice(0)) w();
  };
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) {
        ended = true;
        wake();
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      let i: number;
      while ((i = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const fields: Record<string, string> = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) {
            comments.push(line);
            order.push('comment');
          }
          else {
            const at = line.indexOf(': ');
            if (at > 0) fields[line.slice(0, at)] = line.slice(at + 2);
          }
        }
        if (fields.retry) retries.push(Number(fields.retry));
        if (fields.data) {
          events.push({ id: fields.id!, event: fields.event!, data: JSON.parse(fields.data) });
          order.push('event');
        }
        wake();
      }
    }
  })();
  /** Resolves when `holds` is true, re-checked on every block the stream delivers; fails after `ms`. */
  const when = async (holds: () => boolean, what: string, ms = 5000) => {
    const end = Date.now() + ms;
    while (!holds()) {
      const left = end - Date.now();
      if (left <= 0) throw new Error(`${what}: not seen in ${ms} ms (${events.length} events, ${comments.length} comments)`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return {
    events,
    comments,
    retries,
    /** whether the server ended the response */
    get ended() {
      return ended;
    },
    /** resolves once the server has ended the response */
    end: (ms = 5000) => when(() => ended, 'the end of the stream', ms),
    until: (n: number, ms = 5000) => when(() => events.length >= n, `${n} events`, ms),
    /** the server writes `: connected` once the client is subscribed: events after this reach it */
    connected: () => when(() => comments.includes(': connected'), 'the connected comment'),
    heartbeat: () => when(() => comments.some((c) => c.startsWith(': heartbeat')), 'a heartbeat'),
    /** a heartbeat written after the last event so far: everything sent before it has been read */
    drained: () => {
      const after = order.lastIndexOf('event');
      return when(() => order.slice(after + 1).includes('comment') && comments.at(-1)!.startsWith(': heartbeat'), 'a heartbeat after the last event');
    },
    async close() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}

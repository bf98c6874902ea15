import { createHook } from 'node:async_hooks';

/**
 * Keeps one of `process.nextTick`'s queue entries alive for the life of the process, so that V8 keeps the hidden
 * classes (maps) of those entries and Node's stream internals keep creating them in optimised code.
 *
 * Why: `nextTick` builds each entry as `{ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback, args }`.
 * V8 records, per property of that literal, the map the entry had (a weak reference). Entries live for one turn
 * of the event loop, so a full GC that runs while none is queued (Fastify's boot, module loading) frees those maps;
 * the next entry gets new maps, and V8 (Runtime_DefineKeyedOwnPropertyInLiteral, Node 20 and 24 alike) counts the
 * freed map as "another map" and marks three of the four properties megamorphic for good. From then on every
 * `nextTick` inlined in `resume`, `onwrite`, `endReadable`, `emitReadable`, … defines those properties in V8's
 * runtime: about 3 calls and 3,700 instructions per tick, 31 calls and 36,700 instructions per HTTP request.
 * A live entry holds its map, and a map holds the maps before it, so they are never freed and the feedback stays
 * monomorphic (docs/performance.md, fourteenth session).
 *
 * Call first thing in the process, before the modules load. The async hook is enabled for one `nextTick` call
 * only (that is what hands out the entry); nothing else in the process runs while it is on.
 */
let kept: object | undefined;

export function keepTickShape(): void {
  if (kept !== undefined) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && kept === undefined) kept = resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(noop);
  } finally {
    hook.disable();
  }
}

/** The entry kept (for the test): undefined before keepTickShape, or on a Node that creates no TickObject. */
export function keptTick(): object | undefined {
  return kept;
}

function noop(): void {}

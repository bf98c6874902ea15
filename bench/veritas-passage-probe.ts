import { readPassage } from '../src/engines/veritas/data/passage.js';
import type { VeritasDataset } from '../src/engines/veritas/data/veritas-dataset.js';
import type { BibleAnswer } from '../src/engines/veritas/domain/citation.js';
import { passageOperation } from '../src/engines/veritas/operations/passage.js';

type Step = (ref: string) => unknown;

/** Mean µs of one call of `step` over every reference, five passes after one warm-up pass. */
function meanUs(refs: string[], step: Step): number {
  for (const r of refs) step(r);
  const started = performance.now();
  for (let pass = 0; pass < 5; pass++) for (const r of refs) step(r);
  return Math.round(((performance.now() - started) * 1000) / (5 * refs.length) * 10) / 10;
}

/**
 * The passage operation's own cost in process, step by step (cumulative): its query schema, the resolver, the rows
 * read and shaped, the handler as a whole, and the JSON the REST answer sends. What the HTTP scenario costs beyond
 * this is the per-request path every route shares.
 */
export function passageInProcess(dataset: VeritasDataset, refs: string[]): Record<string, number> {
  const store = dataset.need().value;
  const op = passageOperation(dataset);
  const query = (ref: string) => op.query!.parse({ ref, translation: 'drb,vulgate' });
  const resolve = (ref: string) => store.resolver.resolve(ref, {});
  return {
    query_schema_us: meanUs(refs, query),
    resolver_us: meanUs(refs, resolve),
    resolver_and_rows_us: meanUs(refs, (r) => {
      const a = resolve(r);
      if (a.ok) readPassage(store, a.answer as BibleAnswer, ['drb', 'vulgate']);
    }),
    handler_with_schema_us: meanUs(refs, (r) => op.handler({ query: query(r) } as never, {} as never)),
    handler_and_json_us: meanUs(refs, (r) => JSON.stringify(op.handler({ query: query(r) } as never, {} as never))),
  };
}

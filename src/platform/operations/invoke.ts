import { problem } from '../errors/index.js';
import { type Operation, type OperationContext, RawResult } from './define.js';
import { parseInput } from './parse-input.js';

let checkOutputs = process.env.NODE_ENV === 'test';

/** In tests every result is checked against the operation's output schema, so docs and tools cannot drift. */
export function setOutputChecking(on: boolean): void {
  checkOutputs = on;
}

/**
 * The one path by which every face calls an operation: validate the parts, run the handler, and (in tests)
 * check the result against the declared output schema.
 */
export async function invokeOperation(
  op: Operation,
  parts: { params?: unknown; query?: unknown; body?: unknown },
  ctx: OperationContext,
): Promise<{ input: unknown; result: unknown }> {
  const input = parseInput(op, parts);
  const result = await op.handler(input as never, ctx);
  if (checkOutputs && !(result instanceof RawResult)) {
    const checked = op.output.safeParse(result);
    if (!checked.success) {
      throw problem('internal_error', `operation ${op.id} returned data that does not match its output schema`, {
        cause: new Error(JSON.stringify(checked.error.issues.slice(0, 5))),
      });
    }
  }
  return { input, result };
}

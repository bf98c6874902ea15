import { problem } from '../errors/index.js';
import { MovedResult, type Operation, type OperationContext, type OperationInput, RawResult, StreamResult } from './define.js';
import { parseInput } from './parse-input.js';

let checkOutputs = process.env.NODE_ENV === 'test';

/** In tests every result is checked against the operation's output schema, so docs and tools cannot drift. */
export function setOutputChecking(on: boolean): void {
  checkOutputs = on;
}

/** Whether results are being checked (tests): the REST face then also checks an operation's own `json`. */
export const checkingOutputs = (): boolean => checkOutputs;

export interface Invoked {
  input: OperationInput<unknown, unknown, unknown, unknown>;
  result: unknown;
}

function finish(op: Operation, input: Invoked['input'], result: unknown): Invoked {
  if (checkOutputs && !(result instanceof RawResult) && !(result instanceof StreamResult)) {
    const checked = op.output.safeParse(result instanceof MovedResult ? result.value : result);
    if (!checked.success) {
      throw problem('internal_error', `operation ${op.id} returned data that does not match its output schema`, {
        cause: new Error(JSON.stringify(checked.error.issues.slice(0, 5))),
      });
    }
  }
  return { input, result };
}

/**
 * The one path by which every face calls an operation: validate the parts, run the handler, and (in tests)
 * check the result against the declared output schema. A synchronous handler gives a synchronous answer (no
 * promise and no microtask on the hot path); callers that do not care simply `await` it.
 */
export function invokeOperation(
  op: Operation,
  parts: { params?: unknown; query?: unknown; body?: unknown; headers?: unknown },
  ctx: OperationContext,
): Invoked | Promise<Invoked> {
  return invokeParsed(op, parseInput(op, parts), ctx);
}

/** `invokeOperation` for input already validated (`parseInput`): the REST face reads it first for an early 304. */
export function invokeParsed(op: Operation, input: Invoked['input'], ctx: OperationContext): Invoked | Promise<Invoked> {
  const result = op.handler(input as never, ctx);
  if (result instanceof Promise) return result.then((value: unknown) => finish(op, input, value));
  return finish(op, input, result);
}

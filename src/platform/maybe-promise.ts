import type { MaybePromise } from './services.js';

/**
 * Continues with `fn` now when `value` is already there, or when it arrives: cached paths stay synchronous (no
 * promise, no microtask), and everything else works as `await` would.
 */
export function andThen<T, U>(value: MaybePromise<T>, fn: (value: T) => MaybePromise<U>): MaybePromise<U> {
  return value instanceof Promise ? value.then(fn) : fn(value);
}

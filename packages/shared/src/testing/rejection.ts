import { expect } from 'vitest';

/** What a promise was rejected with, checked to be a `type`; a promise that fulfils fails the test. */
export async function rejectionOf<T>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => T,
): Promise<T> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(type);
  return outcome as T;
}

import { expect } from 'vitest';

type Body = Record<string, unknown> & { error: string; code: string };
type Tester = Parameters<typeof expect.addEqualityTesters>[0][number];

function isErrorBody(value: unknown): value is Body {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Body).error === 'string' &&
    typeof (value as Body).code === 'string'
  );
}

/**
 * Every error body names its request (`requestId`, issue #36), a fresh UUID each time. A test
 * that states what an error says (`toEqual({ error, code })`) is about the words and the code:
 * an expected body without `requestId` matches an answer that has one, as long as it is a
 * non-empty string. plugins/request-id.test.ts checks the id itself.
 */
const errorBodiesAlike: Tester = function (a, b, testers) {
  const [answer, expected] = isErrorBody(a) && 'requestId' in a ? [a, b] : [b, a];
  if (!isErrorBody(answer) || !('requestId' in answer)) return undefined;
  // The expected body: `error` and `code` stated (words or a matcher), the id left out.
  if (typeof expected !== 'object' || expected === null) return undefined;
  if (!('error' in expected && 'code' in expected) || 'requestId' in expected) return undefined;
  const { requestId, ...said } = answer;
  if (typeof requestId !== 'string' || requestId === '') return false;
  return this.equals(said, expected, testers);
};

export function installErrorBodyEquality(): void {
  expect.addEqualityTesters([errorBodiesAlike]);
}

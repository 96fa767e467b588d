/**
 * A meeting point for concurrent requests: each call waits until `count` calls have arrived,
 * then all go on together. Tests put one inside a provider call to make certain an interleaving
 * that a busy server can take but an in-process test rarely does (every request has read before
 * any of them writes).
 */
export function barrier(count: number): () => Promise<void> {
  const waiting: (() => void)[] = [];
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length === count) for (const go of waiting.splice(0)) go();
    });
}

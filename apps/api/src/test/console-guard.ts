import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

type Kind = 'error' | 'warn';

let allowed = new Set<Kind>();
let unexpected: string[] = [];

/** In a test that expects console output of this kind: it no longer fails the test. */
export function allowConsole(kind: Kind): void {
  allowed.add(kind);
}

/** The unexpected output so far, cleared (for the guard's own test). */
export function takeUnexpectedConsole(): string[] {
  const taken = unexpected;
  unexpected = [];
  return taken;
}

/**
 * A console.error or console.warn is a bug someone forgot: it fails the test it happened in,
 * unless the test called allowConsole first.
 */
export function installConsoleGuard(): void {
  beforeEach(() => {
    allowed = new Set();
    unexpected = [];
    for (const kind of ['error', 'warn'] as const) {
      vi.spyOn(console, kind).mockImplementation((...args: unknown[]) => {
        if (!allowed.has(kind)) unexpected.push(`console.${kind}: ${format(...args)}`);
      });
    }
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
    vi.mocked(console.warn).mockRestore();
    const found = takeUnexpectedConsole();
    if (found.length > 0) throw new Error(`Unexpected console output:\n${found.join('\n')}`);
  });
}

import { vi } from 'vitest';

/**
 * A console.error or console.warn fails the test (epic-stack's discipline): React warnings,
 * act() mistakes and failed prop types otherwise scroll by unnoticed. A test that expects one
 * calls `allowConsole('error')` first, and can assert on the returned spy.
 */
const unexpected: string[] = [];

function describe(args: unknown[]): string {
  return args
    .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg)))
    .join(' ');
}

export function installConsoleGuard(): void {
  unexpected.length = 0;
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${method}: ${describe(args)}`);
    });
  }
}

/** Takes the messages collected since install, leaving the list empty. */
export function takeUnexpectedConsole(): string[] {
  return unexpected.splice(0, unexpected.length);
}

/** Lets the current test write to console[method]; returns the spy for assertions. */
export function allowConsole(method: 'error' | 'warn') {
  return vi.mocked(console[method]).mockImplementation(() => {});
}

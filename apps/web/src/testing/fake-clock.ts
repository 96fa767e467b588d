import { vi } from 'vitest';

/**
 * Fake timers for debounce tests. Testing Library advances fake timers between its steps only
 * when it sees Jest's global, so Vitest's clock is lent under that name; promises and React's
 * scheduler keep running for real.
 */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

import { describe, expect, it } from 'vitest';
import { windowId } from './time-window.js';

describe('windowId', () => {
  it('names a window by its type, local date and start', () => {
    expect(windowId('20minpickup', '2026-03-08', '09:40')).toBe('20minpickup@2026-03-08T09:40');
  });
});

import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast';

afterEach(() => vi.restoreAllMocks());

describe('toast (SPEC §9 timing, decision 123)', () => {
  it('keeps a success toast 3 s unless it says otherwise; errors keep the 5 s default', () => {
    // Errors are sonner's own, with the Toaster's 5 s default.
    expect(toast.error).toBe(sonner.error);
    const success = vi.spyOn(sonner, 'success');
    toast.success('Store created!');
    toast.success('Added', { duration: 1500 });
    expect(success.mock.calls).toEqual([
      ['Store created!', { duration: 3000 }],
      ['Added', { duration: 1500 }],
    ]);
  });
});

import '@testing-library/jest-dom/vitest';
// IndexedDB for the driver's outbox and kept instructions (jsdom has none).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearOutbox } from '../features/driver/outbox';
import { forgetSavedInstructions } from '../features/driver/saved-instructions';
import { toast } from '../ui/toast';
import { installConsoleGuard, takeUnexpectedConsole } from './console-guard';

// jsdom has no object URLs. A download revokes its URL a second later, which may be after the
// test that stubbed URL has ended: the real URL needs them too, as no-ops.
URL.createObjectURL ??= () => 'blob:test';
URL.revokeObjectURL ??= () => {};

// Pages are lazy-loaded: on a busy machine (CI, a full run in parallel) the first render of a
// page can take seconds. findBy and waitFor wait up to this long before failing.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  installConsoleGuard();
  // jsdom has no layout or scrolling; the layout scrolls to the top on navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(async () => {
  cleanup();
  // Sonner keeps toasts that have not timed out and shows them again to the next Toaster.
  toast.dismiss();
  window.localStorage.clear();
  window.sessionStorage.clear();
  const messages = takeUnexpectedConsole();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await clearOutbox();
  await forgetSavedInstructions();
  if (messages.length > 0) {
    throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
  }
});

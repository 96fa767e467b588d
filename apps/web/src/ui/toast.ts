import { TOAST_SUCCESS_MS } from '@marketplace/core/constants/limits';
import { toast as sonner } from 'sonner';

/**
 * Sonner's toast with SPEC §9's timing: success toasts go after TOAST_SUCCESS_MS ("other toasts
 * 1 to 3 s"); errors keep the 5 s default, long enough to read what went wrong (decision 123).
 * A toast that names its own duration keeps it.
 */
export const toast = Object.assign(
  (...args: Parameters<typeof sonner>) => sonner(...args),
  sonner,
  {
    success: (...[message, options]: Parameters<typeof sonner.success>) =>
      sonner.success(message, { duration: TOAST_SUCCESS_MS, ...options }),
  },
);

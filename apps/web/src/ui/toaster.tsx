import { TOAST_DEFAULT_MS } from '@marketplace/core/constants/limits';
import { Toaster as SonnerToaster } from 'sonner';

/** SPEC §9 toast defaults: top-right, 5 seconds, light theme. Individual toasts may override. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      duration={TOAST_DEFAULT_MS}
      theme="light"
      richColors
      closeButton
      toastOptions={{ style: { fontFamily: 'var(--font-sans)', fontSize: 'var(--text-sm)' } }}
    />
  );
}

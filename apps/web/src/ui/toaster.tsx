import { TOAST_DEFAULT_MS } from '@marketplace/core/constants/limits';
import { Toaster as SonnerToaster } from 'sonner';
import { useViewportWidth } from '../hooks/use-viewport-width';

/** Where the header stays in view (header.module.css); below it the header scrolls away. */
const STICKY_HEADER_MIN_WIDTH = 768;

/**
 * SPEC §9 toast defaults: top-right, 5 seconds, light theme. Individual toasts may override.
 * Top-right sits under the sticky header so it never covers the account and cart buttons; on
 * phones, where the header scrolls away and a toast spans the width, toasts rise from the bottom
 * above the cart bar instead (docs/decisions/099).
 */
export function Toaster() {
  const wide = useViewportWidth() >= STICKY_HEADER_MIN_WIDTH;
  const aboveCartBar = 'calc(var(--bottom-bar-height, 0px) + 16px)';
  return (
    <SonnerToaster
      position={wide ? 'top-right' : 'bottom-center'}
      offset={wide ? { top: 'calc(var(--header-height) + 12px)' } : { bottom: aboveCartBar }}
      mobileOffset={{ bottom: aboveCartBar, left: 12, right: 12 }}
      duration={TOAST_DEFAULT_MS}
      theme="light"
      richColors
      closeButton
      toastOptions={{ style: { fontFamily: 'var(--font-sans)', fontSize: 'var(--text-sm)' } }}
    />
  );
}

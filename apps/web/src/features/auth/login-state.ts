/**
 * Navigation state /login accepts (SPEC §2): where the user came from, and the checkout data
 * the cart handed to checkout, so a buyer who had to log in mid-checkout lands back on it.
 */
export type LoginNavigationState = {
  from?: string;
  checkoutData?: unknown;
};

export function readLoginState(state: unknown): LoginNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, checkoutData } = state as Record<string, unknown>;
  return {
    from: typeof from === 'string' ? from : undefined,
    checkoutData,
  };
}

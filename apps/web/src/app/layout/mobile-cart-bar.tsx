import { cartCount } from '@marketplace/core/cart/cart-count';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { subtotal } from '@marketplace/core/money/subtotal';
import { showMobileCartBar } from '@marketplace/core/session/show-mobile-cart-bar';
import { Link, useLocation } from 'react-router';
import { useCart } from '../../features/cart/use-cart';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { paths } from '../../lib/paths';
import { BagIcon, ChevronRightIcon } from '../../ui/icons';
import styles from './mobile-cart-bar.module.css';

/**
 * SPEC §2 mobile sticky bar: under 768 px, with items in the cart and away from /cart,
 * /checkout and /order-confirmed (core's rule), 'View Cart' with the count and the USD total.
 */
export function MobileCartBar() {
  const { items } = useCart();
  const { pathname } = useLocation();
  const viewportWidth = useViewportWidth();
  const count = cartCount(items);
  if (!showMobileCartBar({ path: pathname, cartCount: count, viewportWidth })) return null;
  return (
    <>
      {/* Keeps the end of the page (footer links) reachable above the bar. */}
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label="Cart">
        <Link className={styles.link} to={paths.cart.getHref()} data-testid="mobile-cart-bar">
          <span className={styles.count} aria-hidden="true">
            <BagIcon size={18} />
            {count}
          </span>
          <span className={styles.label}>
            View Cart
            <span className="visually-hidden">
              , {count} {count === 1 ? 'item' : 'items'},
            </span>
          </span>
          <span className={styles.total}>{formatUsd(subtotal(items))}</span>
          <ChevronRightIcon size={18} />
        </Link>
      </nav>
    </>
  );
}

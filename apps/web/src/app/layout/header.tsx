import { dashboardPath } from '@marketplace/core/session/dashboard-path';
import { useState } from 'react';
import { Link } from 'react-router';
import { sessionRole } from '../../features/auth/session-store';
import { useSession } from '../../features/auth/use-session';
import { useCartCount } from '../../features/cart/use-cart-count';
import { LocationButton } from '../../features/location/components/location-button';
import { SearchBox } from '../../features/search/components/search-box';
import { paths } from '../../lib/paths';
import { BagIcon, MenuIcon, UserIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import styles from './header.module.css';
import { SideMenu } from './side-menu';

/** SPEC §2 shared header: logo, location, search, auth area, cart and the side menu. */
export function Header() {
  const session = useSession();
  const cartCount = useCartCount();
  const [menuOpen, setMenuOpen] = useState(false);
  const role = sessionRole(session);
  const staffRole = role && role !== 'buyer' ? role : null;

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.logo}>
          <Logo />
        </div>
        <div className={styles.location}>
          <LocationButton />
        </div>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.actions}>
          {staffRole ? (
            // Staff land here after login (SPEC's redirect): their work is one tap away (#30).
            <Link
              to={dashboardPath(staffRole)}
              className={styles.login}
              aria-label={`Your dashboard (${session?.user.firstName})`}
            >
              Dashboard
            </Link>
          ) : session ? (
            <Link
              to={dashboardPath(sessionRole(session))}
              className={`${styles.iconLink} ${styles.account}`}
              aria-label={`Your dashboard (${session.user.firstName})`}
              title="Your dashboard"
            >
              <UserIcon size={20} />
            </Link>
          ) : (
            <Link to={paths.login.getHref()} className={styles.login}>
              Login
            </Link>
          )}
          <Link
            to={paths.cart.getHref()}
            className={styles.iconLink}
            aria-label={cartCount > 0 ? `Cart, ${cartCount} items` : 'Cart'}
          >
            <BagIcon size={22} />
            {cartCount > 0 && (
              <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </Link>
          <button
            type="button"
            className={styles.iconLink}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon size={22} />
          </button>
        </div>
      </div>
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}

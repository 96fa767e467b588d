import { dashboardPath } from '@marketplace/core/session/dashboard-path';
import { Link } from 'react-router';
import { sessionRole } from '../../features/auth/session-store';
import { useSession } from '../../features/auth/use-session';
import { useCartCount } from '../../features/cart/use-cart-count';
import { paths } from '../../lib/paths';
import { Dialog } from '../../ui/dialog';
import { BagIcon, InfoIcon, MailIcon, UserIcon } from '../../ui/icons';
import styles from './side-menu.module.css';

type SideMenuProps = { open: boolean; onClose: () => void };

/** SPEC §2 collapsible side menu: About, Contact, Cart (count), Dashboard or LOGIN. */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const session = useSession();
  const cartCount = useCartCount();

  return (
    <Dialog open={open} onClose={onClose} title="Menu" placement="right">
      {session && (
        <p className={styles.greeting}>
          <strong>Hi, {session.user.firstName}</strong>
          Signed in
        </p>
      )}
      <nav aria-label="Site menu">
        <ul className={styles.list}>
          <li>
            <Link className={styles.link} to={paths.about.getHref()} onClick={onClose}>
              <InfoIcon />
              About
            </Link>
          </li>
          <li>
            <Link className={styles.link} to={paths.contact.getHref()} onClick={onClose}>
              <MailIcon />
              Contact
            </Link>
          </li>
          <li>
            <Link className={styles.link} to={paths.cart.getHref()} onClick={onClose}>
              <BagIcon />
              Cart ({cartCount})
            </Link>
          </li>
          <li>
            {session ? (
              <Link
                className={styles.link}
                to={dashboardPath(sessionRole(session))}
                onClick={onClose}
              >
                <UserIcon />
                Dashboard
              </Link>
            ) : (
              <Link
                className={`${styles.link} ${styles.primary}`}
                to={paths.login.getHref()}
                onClick={onClose}
              >
                LOGIN
              </Link>
            )}
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}

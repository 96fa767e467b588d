import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { Logo } from '../../ui/logo';
import styles from './work-header.module.css';

/**
 * The working shell's header (issue #30): the brand and a way back to the marketplace, one
 * slim row. The screen's own heading says whose dashboard it is and holds its Logout.
 */
export function WorkHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <Link to={paths.home.getHref()} className={styles.shop}>
          Go to the marketplace
        </Link>
      </div>
    </header>
  );
}

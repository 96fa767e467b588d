import { Link } from 'react-router';
import { brand } from '../config/brand';
import styles from './logo.module.css';

/** The brand mark: a sun over the arroyo's water, in a rounded tile. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      className={styles.mark}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="9" fill="#135a50" />
      <circle cx="21.5" cy="10.5" r="3.5" fill="#e08a52" />
      <path
        d="M6 18.5c2.6-2.4 5.2-2.4 7.8 0s5.2 2.4 7.8 0 3.4-2 4.4-1.6M6 24c2.6-2.4 5.2-2.4 7.8 0s5.2 2.4 7.8 0 3.4-2 4.4-1.6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The logo links home (SPEC §2). */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link
      to="/"
      className={`${styles.logo} ${inverse ? styles.inverse : ''}`}
      aria-label={`${brand.name} home`}
    >
      <LogoMark />
      <span className={styles.word}>{brand.name}</span>
    </Link>
  );
}

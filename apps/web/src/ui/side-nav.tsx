import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './side-nav.module.css';

export type SideNavItem =
  | { kind: 'link'; label: string; to: string; icon?: ReactNode; end?: boolean }
  | { kind: 'action'; label: string; onClick: () => void; icon?: ReactNode; danger?: boolean };

/** A vertical menu beside dashboard content; a sideways-scrolling row on phones. */
export function SideNav({ label, items }: { label: string; items: readonly SideNavItem[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.label} className={item.kind === 'action' ? styles.separator : undefined}>
            {item.kind === 'link' ? (
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
              >
                {item.icon}
                {item.label}
              </NavLink>
            ) : (
              <button
                type="button"
                onClick={item.onClick}
                className={`${styles.item} ${item.danger ? styles.danger : ''}`}
              >
                {item.icon}
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Children, type ReactNode } from 'react';
import { Link, NavLink, type NavLinkProps } from 'react-router';
import styles from './pills.module.css';

type PillsProps = {
  /** Names the group for assistive technology, such as "Dashboard sections". */
  label: string;
  children: ReactNode;
  /** From 768 px, wrap onto several lines instead of scrolling sideways. */
  wrap?: boolean;
};

/** A horizontal row of pill-shaped links or buttons; scrolls sideways on narrow screens. */
export function Pills({ label, children, wrap = false }: PillsProps) {
  return (
    <nav aria-label={label} className={`${styles.pills} ${wrap ? styles.wrap : ''}`}>
      <ul className={styles.list}>
        {Children.toArray(children).map((child, index) => (
          // The children are a static list in source order, so the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>{child}</li>
        ))}
      </ul>
    </nav>
  );
}

type PillLinkProps = Omit<NavLinkProps, 'className' | 'children' | 'style'> & {
  children: ReactNode;
  /**
   * Overrides route matching: true for a pill that stands for the current default section,
   * false to never look current. Left out, the pill is current when its route matches.
   */
  active?: boolean;
};

export function PillLink({ active, children, end, caseSensitive, ...props }: PillLinkProps) {
  if (active === undefined) {
    return (
      <NavLink
        {...props}
        end={end}
        caseSensitive={caseSensitive}
        className={({ isActive }) =>
          [styles.pill, isActive && styles.active].filter(Boolean).join(' ')
        }
      >
        {children}
      </NavLink>
    );
  }
  return (
    <Link
      {...props}
      aria-current={active ? 'page' : undefined}
      className={[styles.pill, active && styles.active].filter(Boolean).join(' ')}
    >
      {children}
    </Link>
  );
}

type PillButtonProps = {
  children: ReactNode;
  onClick: () => void;
  pressed?: boolean;
  /** A low-emphasis pill, such as Logout next to the section pills. */
  quiet?: boolean;
  icon?: ReactNode;
};

export function PillButton({ children, onClick, pressed, quiet, icon }: PillButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      className={[styles.pill, pressed && styles.active, quiet && styles.quiet]
        .filter(Boolean)
        .join(' ')}
    >
      {icon}
      {children}
    </button>
  );
}

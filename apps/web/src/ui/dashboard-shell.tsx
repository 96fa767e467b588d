import type { ReactNode } from 'react';
import { CardLink } from './card';
import styles from './dashboard-shell.module.css';
import { ChevronRightIcon } from './icons';

type DashboardShellProps = {
  /** The role's name for its badge: "Admin", "Seller"… */
  roleLabel: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Actions at the top right, such as the driver's Logout. */
  actions?: ReactNode;
  /** Section navigation under the heading (pills). */
  topNav?: ReactNode;
  /** Section navigation beside the content (a side menu); stacks above it on phones. */
  sideNav?: ReactNode;
  children: ReactNode;
};

/** The frame every role dashboard shares: a heading band, its navigation, then the section. */
export function DashboardShell({
  roleLabel,
  title,
  subtitle,
  actions,
  topNav,
  sideNav,
  children,
}: DashboardShellProps) {
  return (
    <div className={styles.shell}>
      <div className={styles.top}>
        <div className={styles.heading}>
          <div className={styles.titles}>
            <span className={styles.role}>{roleLabel}</span>
            <h1 className={styles.title}>{title}</h1>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {actions}
        </div>
      </div>
      {topNav && <div className={styles.topNav}>{topNav}</div>}
      <div className={`${styles.body} ${sideNav ? styles.withSide : ''}`}>
        {sideNav}
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}

type DashboardSectionProps = {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/** One section of a dashboard: its heading (h2 under the dashboard's h1) and its content. */
export function DashboardSection({ title, description, actions, children }: DashboardSectionProps) {
  return (
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <div>
          <h2 className={styles.sectionTitle}>{title}</h2>
          {description && <p className={styles.sectionDescription}>{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

export type DashboardTile = {
  title: string;
  text: string;
  to: string;
  icon: ReactNode;
};

/** Shortcut cards on a dashboard's overview, each opening a section. */
export function DashboardTiles({ tiles }: { tiles: readonly DashboardTile[] }) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.title}>
          <CardLink to={tile.to} className={styles.tile} padding="md">
            <span className={styles.tileIcon} aria-hidden="true">
              {tile.icon}
            </span>
            <span className={styles.tileTitle}>
              {tile.title}
              <ChevronRightIcon size={18} />
            </span>
            <span className={styles.tileText}>{tile.text}</span>
          </CardLink>
        </li>
      ))}
    </ul>
  );
}

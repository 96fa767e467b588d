import type { ReactNode } from 'react';
import styles from './page-layout.module.css';

type PageProps = {
  children: ReactNode;
  /** Reading width, for text-heavy pages such as the legal ones. */
  narrow?: boolean;
};

/** The content column every routed screen sits in. */
export function Page({ children, narrow = false }: PageProps) {
  return <div className={`${styles.page} ${narrow ? styles.narrow : ''}`}>{children}</div>;
}

type PageHeaderProps = {
  title: ReactNode;
  eyebrow?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
};

/** A page's one h1, with an optional eyebrow line above and a lead paragraph below. */
export function PageHeader({ title, eyebrow, description, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {description && <p className={styles.description}>{description}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

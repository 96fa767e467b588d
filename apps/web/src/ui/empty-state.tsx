import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

type EmptyStateProps = {
  /** An icon component or an emoji. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links that move the user forward. */
  action?: ReactNode;
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3;
  /** Without the dashed frame, for use inside a card. */
  plain?: boolean;
};

export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  plain = false,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`${styles.empty} ${plain ? styles.plain : ''}`}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}

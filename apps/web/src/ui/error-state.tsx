import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './error-state.module.css';
import { AlertCircleIcon, RefreshIcon } from './icons';

type ErrorStateProps = {
  title?: ReactNode;
  description?: ReactNode;
  /** Shows a Try again button; omit when retrying cannot help (a missing store). */
  onRetry?: () => void;
  retrying?: boolean;
  /** Other ways forward, beside Try again. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  /** A slimmer version for a section of a page. */
  compact?: boolean;
};

/** What a screen shows when a request failed: what happened, and a way to try again. */
export function ErrorState({
  title = 'We couldn’t load this',
  description = 'Check your connection and try again. If it keeps happening, we’re probably already on it.',
  onRetry,
  retrying = false,
  action,
  headingLevel = 2,
  compact = false,
}: ErrorStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section role="alert" className={`${styles.error} ${compact ? styles.compact : ''}`}>
      <div className={styles.icon} aria-hidden="true">
        <AlertCircleIcon size={compact ? 22 : 28} />
      </div>
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {(onRetry || action) && (
        <div className={styles.actions}>
          {onRetry && (
            <Button
              variant="secondary"
              onClick={onRetry}
              loading={retrying}
              leadingIcon={<RefreshIcon size={16} />}
            >
              Try again
            </Button>
          )}
          {action}
        </div>
      )}
    </section>
  );
}

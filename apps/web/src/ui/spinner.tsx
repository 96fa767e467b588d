import styles from './spinner.module.css';

type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to assistive technology; omit when the surrounding control already says it. */
  label?: string;
};

export function Spinner({ size = 'md', label }: SpinnerProps) {
  if (!label) {
    return <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
  }
  return (
    <span role="status" className={`${styles.spinner} ${styles[size]}`}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A centred spinner for a page or section that is still loading. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.page} role="status">
      <span className={`${styles.spinner} ${styles.lg}`} aria-hidden="true" />
      <span className={styles.pageLabel}>{label}</span>
    </div>
  );
}

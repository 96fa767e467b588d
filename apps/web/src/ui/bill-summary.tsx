import styles from './bill-summary.module.css';

/**
 * A bill as a description list: each line's label and amount, then the total under a rule. The
 * checkout's live figures and an order's recorded ones read the same way.
 */
export function BillSummary({ lines, total }: { lines: [string, string][]; total: string }) {
  return (
    <dl className={styles.bill}>
      {lines.map(([label, amount]) => (
        <div key={label} className={styles.line}>
          <dt>{label}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
      <div className={`${styles.line} ${styles.total}`}>
        <dt>Total</dt>
        <dd>{total}</dd>
      </div>
    </dl>
  );
}

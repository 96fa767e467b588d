import type { ReactNode } from 'react';
import styles from './prose.module.css';

export function Prose({ children }: { children: ReactNode }) {
  return <div className={styles.prose}>{children}</div>;
}

/** A highlighted paragraph for text the reader must not miss (such as an arbitration notice). */
export function Callout({ children }: { children: ReactNode }) {
  return <div className={styles.callout}>{children}</div>;
}

export type TocEntry = { id: string; title: string };

/** "On this page": links to each section of a long document. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <p id="toc-title" className={styles.tocTitle}>
        On this page
      </p>
      <ol className={styles.tocList}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.tocItem}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

import type { Store } from '@marketplace/contract/catalog';
import { recommendedStores } from '@marketplace/core/catalog/recommended-stores';
import { RECOMMENDED_STRIP_SCROLL_PX } from '@marketplace/core/constants/limits';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../ui/icons';
import styles from './recommended-stores.module.css';
import { StoreCard } from './store-card';

type RecommendedStoresProps = {
  /** Candidates, such as the stores of the same category. */
  stores: readonly Store[];
  /** The store being viewed, which is never recommended. */
  currentStoreId: string;
  title: string;
  now: Date;
};

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * SPEC §9 recommended-stores strip: a sideways list of other stores, never hidden ones nor the
 * current one (core's rule), with arrow buttons that scroll it 200 px at a time.
 */
export function RecommendedStores({ stores, currentStoreId, title, now }: RecommendedStoresProps) {
  const visible = recommendedStores(stores, currentStoreId);
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const atStart = list.scrollLeft <= 1;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((current) =>
      current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd },
    );
  }, []);

  // Measured when the browser has laid the strip out (a resize observer's callback), never in
  // the middle of rendering, which would force an extra layout while the page is loading.
  const count = visible.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: count is the trigger.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, count]);

  if (visible.length === 0) return null;

  function scroll(direction: -1 | 1) {
    listRef.current?.scrollBy({
      left: direction * RECOMMENDED_STRIP_SCROLL_PX,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }

  return (
    <section className={styles.strip} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => scroll(-1)}
            aria-label="Scroll recommended stores left"
            disabled={edges.atStart}
          >
            <ChevronLeftIcon size={18} />
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => scroll(1)}
            aria-label="Scroll recommended stores right"
            disabled={edges.atEnd}
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      </div>
      <ul className={styles.list} ref={listRef} onScroll={measure}>
        {visible.map((store) => (
          <li key={store._id} className={styles.item}>
            <StoreCard store={store} now={now} size="compact" />
          </li>
        ))}
      </ul>
    </section>
  );
}

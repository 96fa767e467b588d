import type { StoreCategory } from '@marketplace/core/constants/categories';
import { useEffect, useRef } from 'react';
import { paths } from '../../../lib/paths';
import { PillLink, Pills } from '../../../ui/pills';
import { CATEGORY_META } from '../category-meta';
import styles from './category-nav.module.css';

/** SPEC §2 category navigation bar above a category's store list. */
export function CategoryNav({ active }: { active: StoreCategory }) {
  const navRef = useRef<HTMLDivElement>(null);

  // On phones the bar scrolls sideways: bring the current category into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: active is the trigger.
  useEffect(() => {
    const current = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const bar = current?.closest('nav');
    if (!current || !bar || bar.scrollWidth <= bar.clientWidth) return;
    const offset = current.getBoundingClientRect().left - bar.getBoundingClientRect().left;
    const centred = bar.scrollLeft + offset - (bar.clientWidth - current.offsetWidth) / 2;
    bar.scrollTo?.({ left: Math.max(0, centred) });
  }, [active]);

  return (
    <div className={styles.nav} ref={navRef}>
      <Pills label="Store categories" wrap>
        {CATEGORY_META.map(({ category, Icon }) => (
          <PillLink
            key={category}
            to={paths.storeList.getHref(category)}
            active={category === active}
          >
            <Icon size={16} />
            {category}
          </PillLink>
        ))}
      </Pills>
    </div>
  );
}

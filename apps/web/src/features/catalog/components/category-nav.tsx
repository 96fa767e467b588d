import type { StoreCategory } from '@marketplace/core/constants/categories';
import { paths } from '../../../app/paths';
import { PillLink, Pills } from '../../../ui/pills';
import { CATEGORY_META } from '../category-meta';
import styles from './category-nav.module.css';

/** SPEC §2 category navigation bar above a category's store list. */
export function CategoryNav({ active }: { active: StoreCategory }) {
  return (
    <div className={styles.nav}>
      <Pills label="Store categories" wrap>
        {CATEGORY_META.map(({ category, emoji }) => (
          <PillLink
            key={category}
            to={paths.storeList.getHref(category)}
            active={category === active}
          >
            <span aria-hidden="true">{emoji}</span>
            {category}
          </PillLink>
        ))}
      </Pills>
    </div>
  );
}

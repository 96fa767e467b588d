import { paths } from '../../../lib/paths';
import { CardLink } from '../../../ui/card';
import { ChevronRightIcon } from '../../../ui/icons';
import { CATEGORY_META } from '../category-meta';
import styles from './category-grid.module.css';

/** A card per store category (SPEC §1), each opening /stores/{category}. */
export function CategoryGrid() {
  return (
    <ul className={styles.grid}>
      {CATEGORY_META.map(({ category, Icon, blurb, tint, ink }) => (
        <li key={category}>
          {/* No aria-label: the link's name is all its visible text, the name and the blurb. */}
          <CardLink to={paths.storeList.getHref(category)} className={styles.card} padding="none">
            <span className={styles.icon} style={{ background: tint, color: ink }}>
              <Icon size={28} />
            </span>
            <span className={styles.name}>
              {category}
              <ChevronRightIcon size={18} />
            </span>
            <span className={styles.blurb}>{blurb}</span>
          </CardLink>
        </li>
      ))}
    </ul>
  );
}

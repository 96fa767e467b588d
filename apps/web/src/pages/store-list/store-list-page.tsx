import { isStoreCategory } from '@marketplace/core/constants/categories';
import { NOTHING_HERE_YET } from '@marketplace/core/constants/messages';
import { useParams } from 'react-router';
import { useStores } from '../../api/get-stores';
import { brand } from '../../config/brand';
import { categoryMeta } from '../../features/catalog/category-meta';
import { CategoryNav } from '../../features/catalog/components/category-nav';
import { StoreCard, StoreCardSkeleton } from '../../features/catalog/components/store-card';
import { useNow } from '../../hooks/use-now';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { NotFound } from '../../ui/not-found';
import { Page } from '../../ui/page-layout';
import styles from './store-list-page.module.css';

/** How many cards the first screen shows at most, whose images load at once. */
const ABOVE_THE_FOLD = 3;

/** SPEC §2 /stores/{category}: the category's stores under the category navigation bar. */
export function StoreListPage() {
  const { category } = useParams();
  if (!isStoreCategory(category)) return <NotFound />;
  return <StoreList category={category} />;
}

function StoreList({ category }: { category: Parameters<typeof categoryMeta>[0] }) {
  const meta = categoryMeta(category);
  const stores = useStores(category);
  const now = useNow();

  return (
    <Page>
      <title>{`${category} · ${brand.name}`}</title>
      <header className={styles.header}>
        <span className={styles.icon} style={{ background: meta.tint, color: meta.ink }}>
          <meta.Icon size={30} />
        </span>
        <div className={styles.titles}>
          <h1 className={styles.title}>{category}</h1>
          <p className={styles.lead}>{meta.blurb}</p>
        </div>
      </header>
      <CategoryNav active={category} />

      {stores.isPending ? (
        <section aria-busy="true" aria-label={`Loading ${category}`}>
          <span className="visually-hidden" role="status">
            Loading stores…
          </span>
          <ul className={styles.grid}>
            {Array.from({ length: 6 }, (_, index) => (
              // Placeholders have no identity of their own.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index}>
                <StoreCardSkeleton />
              </li>
            ))}
          </ul>
        </section>
      ) : stores.isError ? (
        <ErrorState
          title="We couldn’t load these stores"
          onRetry={() => void stores.refetch()}
          retrying={stores.isFetching}
        />
      ) : stores.data.length === 0 ? (
        <EmptyState
          icon={<meta.Icon size={28} />}
          title={NOTHING_HERE_YET}
          action={
            <ButtonLink to={paths.categories.getHref()} variant="secondary">
              All categories
            </ButtonLink>
          }
        />
      ) : (
        <section aria-labelledby="store-count">
          <p id="store-count" className={styles.count}>
            {stores.data.length} {stores.data.length === 1 ? 'store' : 'stores'} near you
          </p>
          <ul className={styles.grid}>
            {stores.data.map((store, index) => (
              <li key={store._id}>
                <StoreCard store={store} now={now} priority={index < ABOVE_THE_FOLD} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}

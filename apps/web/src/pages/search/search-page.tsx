import { NO_RESULTS } from '@marketplace/core/constants/messages';
import { searchText } from '@marketplace/core/validation/search-text';
import { useSearchParams } from 'react-router';
import { brand } from '../../config/brand';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { ProductCard, ProductCardSkeleton } from '../../features/catalog/components/product-card';
import { StoreCard, StoreCardSkeleton } from '../../features/catalog/components/store-card';
import { useSearchResults } from '../../features/search/api/get-search-results';
import { useNow } from '../../hooks/use-now';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { SearchIcon } from '../../ui/icons';
import { Page, PageHeader } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import styles from './search-page.module.css';

/** SPEC §2 /search?q=…: matching stores (each linking to its page) and products. */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = searchText(searchParams.get('q') ?? '');
  const results = useSearchResults(query);
  const now = useNow();

  if (query === null) {
    return (
      <Page>
        <title>{`Search · ${brand.name}`}</title>
        <PageHeader eyebrow="Search" title={`Search ${brand.name}`} />
        <EmptyState
          icon={<SearchIcon size={28} />}
          title="What are you looking for?"
          description="Search for a dish, a bouquet, a store — anything local."
          action={
            <ButtonLink to={paths.categories.getHref()} variant="secondary">
              Browse categories
            </ButtonLink>
          }
        />
      </Page>
    );
  }

  const stores = results.data?.stores ?? [];
  const products = results.data?.products ?? [];
  const total = stores.length + products.length;

  return (
    <Page>
      <title>{`“${query}” · ${brand.name}`}</title>
      <PageHeader
        eyebrow="Search"
        title={`Results for “${query}”`}
        description={
          results.data && total > 0
            ? `${summary(stores.length, 'store')} and ${summary(products.length, 'product')}`
            : undefined
        }
      />

      {results.isPending ? (
        <div aria-busy="true" className={styles.sections}>
          <span className="visually-hidden" role="status">
            Searching…
          </span>
          <section className={styles.section} aria-hidden="true">
            <Skeleton width={120} height="1.4em" />
            <ul className={styles.storeGrid}>
              {[0, 1, 2].map((key) => (
                <li key={key}>
                  <StoreCardSkeleton size="compact" />
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-hidden="true">
            <Skeleton width={140} height="1.4em" />
            <ul className={styles.productGrid}>
              {[0, 1, 2].map((key) => (
                <li key={key}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : results.isError ? (
        <ErrorState
          title="Search isn’t working right now"
          onRetry={() => void results.refetch()}
          retrying={results.isFetching}
        />
      ) : total === 0 ? (
        <EmptyState
          icon={<SearchIcon size={28} />}
          title={NO_RESULTS}
          description="Check the spelling, try a more general word, or browse the shops by category."
          action={
            <ButtonLink to={paths.categories.getHref()} variant="secondary">
              Browse categories
            </ButtonLink>
          }
        />
      ) : (
        <div className={styles.sections}>
          {stores.length > 0 && (
            <section className={styles.section} aria-labelledby="search-stores">
              <h2 id="search-stores" className={styles.sectionTitle}>
                Stores <span className={styles.count}>{stores.length}</span>
              </h2>
              <ul className={styles.storeGrid}>
                {stores.map((store, index) => (
                  <li key={store._id}>
                    <StoreCard store={store} now={now} size="compact" priority={index < 3} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {products.length > 0 && (
            <section className={styles.section} aria-labelledby="search-products">
              <h2 id="search-products" className={styles.sectionTitle}>
                Products <span className={styles.count}>{products.length}</span>
              </h2>
              <ul className={styles.productGrid}>
                {products.map((product, index) => (
                  <li key={product._id}>
                    <ProductCard
                      product={product}
                      store={{ name: product.storeName, address: product.storeAddress }}
                      priority={stores.length === 0 && index < 3}
                      renderAction={({ specialInstructions }) => (
                        <AddToCartButton
                          product={product}
                          specialInstructions={specialInstructions}
                        />
                      )}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Page>
  );
}

function summary(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

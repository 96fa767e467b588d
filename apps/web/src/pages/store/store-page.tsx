import type { Product, ProductCategory, Store } from '@marketplace/contract/catalog';
import { isStoreCategory, type StoreCategory } from '@marketplace/core/constants/categories';
import {
  NO_PRODUCT_CATEGORIES,
  NO_PRODUCTS_AVAILABLE_IN_CATEGORY,
  NO_PRODUCTS_IN_CATEGORY,
  STORE_DETAILS_FAILED,
} from '@marketplace/core/constants/messages';
import { storeNotices } from '@marketplace/core/windows/store-notices';
import { memo, useDeferredValue, useEffect, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useCategoryProducts } from '../../api/get-category-products';
import { useProductCategories } from '../../api/get-product-categories';
import { useStore } from '../../api/get-store';
import { useStores } from '../../api/get-stores';
import { brand } from '../../config/brand';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { categoryMeta } from '../../features/catalog/category-meta';
import { ProductCard, ProductCardSkeleton } from '../../features/catalog/components/product-card';
import { RecommendedStores } from '../../features/catalog/components/recommended-stores';
import { StoreHours } from '../../features/catalog/components/store-hours';
import { fullAddress } from '../../features/catalog/store-address';
import { storeStatus } from '../../features/catalog/store-status';
import { useNow } from '../../hooks/use-now';
import { formatUsPhone } from '../../lib/format-phone';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/button';
import { Emoji } from '../../ui/emoji';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { ChevronRightIcon, ClockIcon, MapPinIcon, PhoneIcon, StoreIcon } from '../../ui/icons';
import { NotFound } from '../../ui/not-found';
import { WarningList } from '../../ui/notice';
import { Page } from '../../ui/page-layout';
import { PillLink, Pills } from '../../ui/pills';
import { Skeleton } from '../../ui/skeleton';
import styles from './store-page.module.css';

const QUERY_KEY = 'productCategory';
/** Product images in the first row load at once; the rest as they scroll near. */
const ABOVE_THE_FOLD = 3;

/** SPEC §2 /stores/{category}/{storeId}: a store's products by product category. */
export function StorePage() {
  const { category, storeId } = useParams();
  if (!isStoreCategory(category) || !storeId) return <NotFound />;
  return <StoreView category={category} storeId={storeId} />;
}

/**
 * SPEC §2: `productCategory` picks the active category; when it is missing or names none of the
 * store's categories, the first is selected and written into the URL by replacing the history
 * entry, so Back does not return to the bare URL.
 */
function useActiveCategory(categories: readonly ProductCategory[] | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(QUERY_KEY);
  const known = categories?.find((category) => category._id === requested);
  const active = known ?? categories?.[0] ?? null;

  useEffect(() => {
    if (!categories || known || !active) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(QUERY_KEY, active._id);
        return next;
      },
      { replace: true },
    );
  }, [categories, known, active, setSearchParams]);

  const hrefFor = (id: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(QUERY_KEY, id);
    return `?${next.toString()}`;
  };
  return { active, hrefFor };
}

function StoreView({ category, storeId }: { category: StoreCategory; storeId: string }) {
  const store = useStore(storeId);
  const categories = useProductCategories(storeId);
  const { active, hrefFor } = useActiveCategory(categories.data);
  const products = useCategoryProducts(active?._id ?? null);
  // The strip sits at the bottom: React renders it after the rest has been shown.
  const neighbours = useDeferredValue(useStores(category).data);
  const now = useNow();
  const meta = categoryMeta(category);

  if (store.isError) {
    const missing = store.error instanceof ApiError && store.error.status === 404;
    return (
      <Page>
        <title>{`Store unavailable · ${brand.name}`}</title>
        <Breadcrumbs category={category} storeName={null} />
        {missing ? (
          <EmptyState
            icon={<meta.Icon size={28} />}
            title={STORE_DETAILS_FAILED}
            description="This store isn’t available right now. It may have closed or moved."
            action={
              <ButtonLink to={paths.storeList.getHref(category)} variant="secondary">
                More {category}
              </ButtonLink>
            }
          />
        ) : (
          <ErrorState
            title={STORE_DETAILS_FAILED}
            onRetry={() => void store.refetch()}
            retrying={store.isFetching}
          />
        )}
      </Page>
    );
  }

  // The URL names a category the store is not in: show it under its real one.
  if (store.data && store.data.category !== category && isStoreCategory(store.data.category)) {
    return (
      <Navigate
        replace
        to={`${paths.store.getHref(store.data.category, storeId)}${active ? `?${QUERY_KEY}=${active._id}` : ''}`}
      />
    );
  }

  return (
    <Page>
      <StorePageTop category={category} store={store.data} now={now} />

      <div className={styles.layout}>
        <aside className={styles.aside} aria-label="Store details">
          {store.data ? <StoreDetails store={store.data} now={now} /> : <StoreDetailsSkeleton />}
        </aside>
        <div className={styles.main}>
          {categories.isPending ? (
            <div className={styles.pillsBar} aria-hidden="true">
              <div className={styles.pillSkeletons}>
                <Skeleton width={96} height={40} />
                <Skeleton width={120} height={40} />
                <Skeleton width={88} height={40} />
              </div>
            </div>
          ) : categories.isError ? (
            <ErrorState
              compact
              title="We couldn’t load this store’s menu"
              onRetry={() => void categories.refetch()}
              retrying={categories.isFetching}
            />
          ) : categories.data.length === 0 ? (
            <div className={styles.noCategories}>
              <p className={styles.noCategoriesText}>{NO_PRODUCT_CATEGORIES}</p>
            </div>
          ) : (
            <>
              <div className={styles.pillsBar}>
                <Pills label="Product categories">
                  {categories.data.map((productCategory) => (
                    <PillLink
                      key={productCategory._id}
                      to={hrefFor(productCategory._id)}
                      active={productCategory._id === active?._id}
                      preventScrollReset
                    >
                      {productCategory.icon && <Emoji>{productCategory.icon}</Emoji>}
                      {productCategory.name}
                    </PillLink>
                  ))}
                </Pills>
              </div>
              {active && (
                <section className={styles.products} aria-labelledby="product-category-title">
                  <div className={styles.sectionHead}>
                    <h2 id="product-category-title" className={styles.sectionTitle}>
                      {active.name}
                    </h2>
                    {products.data && products.data.length > 0 && (
                      <span className={styles.count}>
                        {products.data.length} {products.data.length === 1 ? 'item' : 'items'}
                      </span>
                    )}
                  </div>
                  {products.isPending ? (
                    <div aria-busy="true">
                      <span className="visually-hidden" role="status">
                        Loading products…
                      </span>
                      <ul className={styles.grid}>
                        {Array.from({ length: 6 }, (_, index) => (
                          // Placeholders have no identity of their own.
                          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                          <li key={index}>
                            <ProductCardSkeleton />
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : products.isError ? (
                    <ErrorState
                      compact
                      headingLevel={3}
                      title="We couldn’t load these products"
                      onRetry={() => void products.refetch()}
                      retrying={products.isFetching}
                    />
                  ) : products.data.length === 0 ? (
                    <EmptyState
                      icon={active.icon ? <Emoji>{active.icon}</Emoji> : <meta.Icon size={28} />}
                      title={NO_PRODUCTS_IN_CATEGORY}
                      headingLevel={3}
                    />
                  ) : (
                    <>
                      {/* SPEC §8's second sentence: there are products, none to be had now. */}
                      {products.data.every((product) => product.stock <= 0) && (
                        <p role="status" className={styles.noneAvailable}>
                          {NO_PRODUCTS_AVAILABLE_IN_CATEGORY}
                        </p>
                      )}
                      <ProductGrid
                        products={products.data}
                        store={store.data}
                        category={category}
                      />
                    </>
                  )}
                </section>
              )}
            </>
          )}
        </div>
      </div>

      {neighbours && (
        <div className={styles.recommended}>
          <RecommendedStores
            stores={neighbours}
            currentStoreId={storeId}
            title={`More ${category.toLowerCase()} nearby`}
            now={now}
          />
        </div>
      )}
    </Page>
  );
}

/**
 * A category's products. Memoised: the store page re-renders as each of its requests lands and
 * as the URL changes, and none of that changes the cards.
 */
const ProductGrid = memo(function ProductGrid({
  products,
  store,
  category,
}: {
  products: readonly Product[];
  store: Store | undefined;
  category: StoreCategory;
}) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            storeCategory={category}
            priority={index < ABOVE_THE_FOLD}
            renderAction={({ specialInstructions }) => (
              <AddToCartButton
                product={product}
                store={store}
                specialInstructions={specialInstructions}
              />
            )}
          />
        </li>
      ))}
    </ul>
  );
});

/**
 * The page's title, breadcrumbs and hero: all of the page the server sends before the app's
 * code arrives (render-page.tsx), so what it paints is what the app then renders.
 */
export function StorePageTop({
  category,
  store,
  now,
}: {
  category: StoreCategory;
  store: Store | undefined;
  now: Date;
}) {
  return (
    <>
      <title>{store ? `${store.name} · ${brand.name}` : `${category} · ${brand.name}`}</title>
      <Breadcrumbs category={category} storeName={store?.name ?? null} />
      {store ? <StoreHero store={store} now={now} /> : <StoreHeroSkeleton />}
    </>
  );
}

/** SPEC §2: Home > category > store name > Product. */
function Breadcrumbs({ category, storeName }: { category: string; storeName: string | null }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link to={paths.home.getHref()}>Home</Link>
          <ChevronRightIcon size={14} />
        </li>
        <li>
          <Link to={paths.storeList.getHref(category)}>{category}</Link>
          <ChevronRightIcon size={14} />
        </li>
        <li>
          {storeName ? (
            <span className={styles.crumbStore}>{storeName}</span>
          ) : (
            <Skeleton width={96} />
          )}
          <ChevronRightIcon size={14} />
        </li>
        <li aria-current="page">Product</li>
      </ol>
    </nav>
  );
}

function StoreHero({ store, now }: { store: Store; now: Date }) {
  const status = storeStatus(store, now);
  // A pause or a closed day of the coming week (issue #31): why some windows are missing.
  const notices = storeNotices(store, now);
  const meta = isStoreCategory(store.category) ? categoryMeta(store.category) : null;
  return (
    <header className={styles.hero}>
      <div className={styles.banner} style={{ background: meta?.tint }}>
        {store.image ? (
          <img
            className={styles.bannerImage}
            src={store.image}
            alt=""
            width={960}
            height={540}
            fetchPriority="high"
            decoding="async"
          />
        ) : (
          <span className={styles.bannerIcon} style={{ color: meta?.ink }}>
            {meta ? <meta.Icon size={64} /> : <StoreIcon size={64} />}
          </span>
        )}
      </div>
      <div className={styles.identity}>
        <p className={styles.eyebrow}>
          {meta && <meta.Icon size={16} />}
          {store.category}
        </p>
        <h1 className={styles.name}>{store.name}</h1>
        <WarningList label="Ordering from this store" items={notices} />
        <p className={styles.facts}>
          <span className={styles.status} data-open={status.open}>
            <span className={styles.dot} aria-hidden="true" />
            {status.open ? 'Open now' : 'Closed'}
          </span>
          <span className={styles.fact}>
            <ClockIcon size={15} />
            {status.label}
          </span>
          <span className={styles.fact}>
            <MapPinIcon size={15} />
            {store.address.street1} {store.address.street2}, {store.address.city}
          </span>
        </p>
      </div>
    </header>
  );
}

function StoreHeroSkeleton() {
  return (
    <div className={styles.hero} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading store…
      </span>
      <div className={styles.banner}>
        <Skeleton shape="block" />
      </div>
      <div className={`${styles.identity} ${styles.identitySkeleton}`}>
        <Skeleton width={120} />
        <Skeleton width="50%" height="2rem" />
        <Skeleton width="70%" />
      </div>
    </div>
  );
}

function StoreDetails({ store, now }: { store: Store; now: Date }) {
  // Open on wide screens, where the column has room; a tap away on phones.
  const [hoursOpen] = useState(() => window.matchMedia?.('(min-width: 768px)').matches ?? true);
  const phone = store.contact.replace(/\D/g, '');
  return (
    <div className={styles.details}>
      <h2 className={styles.detailsTitle}>Store details</h2>
      <dl className={styles.detailList}>
        <div className={styles.detailRow}>
          <dt>
            <MapPinIcon size={16} />
            <span className="visually-hidden">Address</span>
          </dt>
          <dd>{fullAddress(store.address)}</dd>
        </div>
        {phone && (
          <div className={styles.detailRow}>
            <dt>
              <PhoneIcon size={16} />
              <span className="visually-hidden">Phone</span>
            </dt>
            <dd>
              <a href={`tel:+1${phone}`}>+1 {formatUsPhone(phone)}</a>
            </dd>
          </div>
        )}
      </dl>
      <details className={styles.hours} open={hoursOpen}>
        <summary className={styles.hoursSummary}>
          <ClockIcon size={16} />
          Opening hours
          <ChevronRightIcon size={16} className={styles.summaryChevron} />
        </summary>
        <StoreHours storeHours={store.storeHours} timezone={store.timezone} now={now} />
      </details>
    </div>
  );
}

function StoreDetailsSkeleton() {
  return (
    <div className={styles.details} aria-hidden="true">
      <Skeleton width="40%" height="1.2em" />
      <Skeleton width="90%" />
      <Skeleton width="60%" />
      <Skeleton width="75%" />
    </div>
  );
}

import { isStoreCategory } from '@marketplace/core/constants/categories';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { brand } from '../../config/brand';
import { categoryMeta } from '../../features/catalog/category-meta';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ChevronRightIcon } from '../../ui/icons';
import { Page, PageHeader } from '../../ui/page-layout';
import { NotFoundPage } from '../not-found/not-found-page';
import styles from './store-page.module.css';

/** SPEC §2 /stores/{category}/{storeId}: a store's products by product category. */
export function StorePage() {
  const { category } = useParams();
  if (!isStoreCategory(category)) return <NotFoundPage />;
  const meta = categoryMeta(category);

  return (
    <Page>
      <title>{`${category} · ${brand.name}`}</title>
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
          <li aria-current="page">Store</li>
        </ol>
      </nav>
      <PageHeader eyebrow={category} title="Store" />
      <EmptyState
        icon={meta.emoji}
        title="This store’s products will appear here"
        description="Products are grouped by category, so you can jump straight to what you need."
        action={
          <ButtonLink to={paths.storeList.getHref(category)} variant="secondary">
            More {category.toLowerCase()}
          </ButtonLink>
        }
      />
    </Page>
  );
}

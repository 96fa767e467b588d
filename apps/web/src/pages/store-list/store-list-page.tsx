import { isStoreCategory } from '@marketplace/core/constants/categories';
import { NOTHING_HERE_YET } from '@marketplace/core/constants/messages';
import { useParams } from 'react-router';
import { paths } from '../../app/paths';
import { brand } from '../../config/brand';
import { categoryMeta } from '../../features/catalog/category-meta';
import { CategoryNav } from '../../features/catalog/components/category-nav';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page, PageHeader } from '../../ui/page-layout';
import { NotFoundPage } from '../not-found/not-found-page';

/** SPEC §2 /stores/{category}: the category's stores under the category navigation bar. */
export function StoreListPage() {
  const { category } = useParams();
  if (!isStoreCategory(category)) return <NotFoundPage />;
  const meta = categoryMeta(category);

  return (
    <Page>
      <title>{`${category} · ${brand.name}`}</title>
      <PageHeader eyebrow="Stores" title={category} description={meta.blurb} />
      <CategoryNav active={category} />
      <EmptyState
        icon={meta.emoji}
        title={NOTHING_HERE_YET}
        action={
          <ButtonLink to={paths.categories.getHref()} variant="secondary">
            All categories
          </ButtonLink>
        }
      />
    </Page>
  );
}

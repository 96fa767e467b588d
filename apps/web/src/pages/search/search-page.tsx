import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { brand } from '../../config/brand';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SearchIcon } from '../../ui/icons';
import { Page, PageHeader } from '../../ui/page-layout';

/** SPEC §2 /search?q=…: matching products and stores. */
export function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  return (
    <Page>
      <title>{query ? `“${query}” · ${brand.name}` : `Search · ${brand.name}`}</title>
      <PageHeader
        eyebrow="Search"
        title={query ? `Results for “${query}”` : `Search ${brand.name}`}
      />
      <EmptyState
        icon={<SearchIcon size={28} />}
        title={
          query ? 'Matching products and stores will appear here' : 'What are you looking for?'
        }
        description={
          query
            ? 'Meanwhile, browse by category to find shops near you.'
            : 'Search for a dish, a bouquet, a store — anything local.'
        }
        action={
          <ButtonLink to={paths.categories.getHref()} variant="secondary">
            Browse categories
          </ButtonLink>
        }
      />
    </Page>
  );
}

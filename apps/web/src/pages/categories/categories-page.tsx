import { brand } from '../../config/brand';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { Page, PageHeader } from '../../ui/page-layout';

/** SPEC §2 /categories and /stores: the category landing, a card per category. */
export function CategoriesPage() {
  return (
    <Page>
      <title>{`Shop by category · ${brand.name}`}</title>
      <PageHeader
        eyebrow="Shop local"
        title="Discover Local Gems, Delivered Fast"
        description="Pick a category to see the neighborhood shops that deliver to you or have your order ready for pickup."
      />
      <CategoryGrid />
    </Page>
  );
}

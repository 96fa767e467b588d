import type { ManagedStore } from '@marketplace/contract/store-management';
import { BulkEditor } from './bulk-editor';
import { CatalogueHistory } from './catalogue-history';
import { CategoryManager } from './category-manager';
import { ProductImport } from './product-import';
import { ProductList } from './product-list';

export type StoreCatalogueTab = 'products' | 'categories' | 'bulk' | 'import' | 'history';

type StoreCatalogueProps = {
  store: ManagedStore;
  tab: StoreCatalogueTab;
  /** The audit log is for admins (permission catalogAudit.read); data entry never sees it. */
  canSeeHistory: boolean;
};

/**
 * Inside a store in store management: the content of one catalogue tab. The page owns the tab
 * bar (in the URL) and the store's details tab.
 */
export function StoreCatalogue({ store, tab, canSeeHistory }: StoreCatalogueProps) {
  switch (tab) {
    case 'products':
      return <ProductList store={store} />;
    case 'categories':
      return <CategoryManager store={store} />;
    case 'bulk':
      return <BulkEditor store={store} />;
    case 'import':
      return <ProductImport store={store} />;
    case 'history':
      return canSeeHistory ? <CatalogueHistory store={store} /> : null;
  }
}

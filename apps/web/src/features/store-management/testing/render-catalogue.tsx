import type { ManagedStore } from '@marketplace/contract/store-management';
import { renderWithRouter } from '../../../testing/render-app';
import { StoreCatalogue, type StoreCatalogueTab } from '../components/store-catalogue';

/** One tab of a store in store management, as the page mounts it. */
export function renderCatalogue(store: ManagedStore, tab: StoreCatalogueTab, canSeeHistory = true) {
  return renderWithRouter(
    <StoreCatalogue store={store} tab={tab} canSeeHistory={canSeeHistory} />,
    `/admindashboard/store-management?store=${store._id}&tab=${tab}`,
  );
}

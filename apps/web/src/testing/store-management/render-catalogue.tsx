import type { ManagedStore } from '@marketplace/contract/store-management';
import {
  StoreCatalogue,
  type StoreCatalogueTab,
} from '../../features/store-management/components/store-catalogue';
import { renderWithRouter } from '../render-app';

/** One tab of a store in store management, as the page mounts it. */
export function renderCatalogue(store: ManagedStore, tab: StoreCatalogueTab, canSeeHistory = true) {
  return renderWithRouter(
    <StoreCatalogue store={store} tab={tab} canSeeHistory={canSeeHistory} />,
    `/admindashboard/store-management?store=${store._id}&tab=${tab}`,
  );
}

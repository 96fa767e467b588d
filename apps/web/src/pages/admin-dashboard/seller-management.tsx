import { useState } from 'react';
import { SellerForm } from '../../features/sellers/components/seller-form';
import { SellerList } from '../../features/sellers/components/seller-list';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/button';
import { DashboardSection } from '../../ui/dashboard-shell';
import { Dialog } from '../../ui/dialog';
import { PlusIcon } from '../../ui/icons';

/** The store list of store management, filtered to one seller. */
const storesOfSeller = (sellerId: string) =>
  `${paths.adminDashboard.getHref('store-management')}?${new URLSearchParams({ seller: sellerId })}`;

/**
 * The admin's Sellers section (SPEC §2 /admindashboard/seller-management): every seller, a
 * search, adding one (SPEC §5 add seller) and each seller's stores in store management.
 */
export function SellerManagement() {
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);

  const addButton = (
    <Button leadingIcon={<PlusIcon size={18} />} onClick={() => setAdding(true)}>
      Add seller
    </Button>
  );

  return (
    <DashboardSection
      title="Sellers"
      description="The people who run stores on the marketplace. Open a seller’s stores to manage them."
      actions={addButton}
    >
      <SellerList
        search={search}
        onSearchChange={setSearch}
        storesHref={(seller) => storesOfSeller(seller.sellerId)}
        emptyAction={addButton}
      />
      <Dialog
        open={adding}
        onClose={() => setAdding(false)}
        title="Add seller"
        description="A phone that already has an account becomes a seller and keeps its name and e-mail."
        width={560}
      >
        <SellerForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
      </Dialog>
    </DashboardSection>
  );
}

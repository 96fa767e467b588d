import { DashboardSection } from '../../ui/dashboard-shell';
import { EmptyState } from '../../ui/empty-state';
import { BriefcaseIcon } from '../../ui/icons';

/** The admin's Sellers section (SPEC §2 /admindashboard/seller-management). */
export function SellerManagement() {
  return (
    <DashboardSection title="Sellers" description="The people who run stores on the marketplace.">
      <EmptyState
        icon={<BriefcaseIcon size={28} />}
        title="Sellers will appear here"
        description="Add a seller with their name, phone and e-mail, then create stores for them."
        headingLevel={3}
      />
    </DashboardSection>
  );
}

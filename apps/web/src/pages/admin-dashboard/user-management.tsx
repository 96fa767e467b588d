import { DashboardSection } from '../../ui/dashboard-shell';
import { EmptyState } from '../../ui/empty-state';
import { UsersIcon } from '../../ui/icons';

/** The admin's Users section (SPEC §2 /admindashboard/user-management). */
export function UserManagement() {
  return (
    <DashboardSection title="Users" description="Everyone with an account, filtered by role.">
      <EmptyState
        icon={<UsersIcon size={28} />}
        title="Users will appear here"
        description="Change roles in place, then save all changes together."
        headingLevel={3}
      />
    </DashboardSection>
  );
}

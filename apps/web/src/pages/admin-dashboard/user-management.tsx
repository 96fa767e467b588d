import { isRole } from '@marketplace/core/constants/roles';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { UserFilters } from '../../features/users/api/get-users';
import { UserList } from '../../features/users/components/user-list';
import { DashboardSection } from '../../ui/dashboard-shell';

/** `?q=…&role=…`, leaving out what is empty. */
function filtersSearch({ role, q }: UserFilters): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (role) params.set('role', role);
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/**
 * The admin's Users section (SPEC §2 /admindashboard/user-management). The search and the role
 * filter live in the URL (`?q=&role=`), so a refresh or a shared link keeps them.
 */
export function UserManagement() {
  const [params, setParams] = useSearchParams();
  const role = params.get('role');
  const filters: UserFilters = { role: isRole(role) ? role : null, q: params.get('q') ?? '' };
  const onFiltersChange = useCallback(
    (next: UserFilters) => setParams(new URLSearchParams(filtersSearch(next)), { replace: true }),
    [setParams],
  );

  return (
    <DashboardSection
      title="Users"
      description="Everyone with an account. Change roles in place, then save them together."
    >
      <UserList filters={filters} onFiltersChange={onFiltersChange} filtersHref={filtersSearch} />
    </DashboardSection>
  );
}

import { Navigate, useParams } from 'react-router';
import { brand } from '../../config/brand';
import { useLogout } from '../../features/auth/use-logout';
import { useSession } from '../../features/auth/use-session';
import { StoreManagement } from '../../features/store-management/components/store-management';
import { paths, sections } from '../../lib/paths';
import { DashboardShell } from '../../ui/dashboard-shell';
import { LogOutIcon } from '../../ui/icons';
import { PillButton, PillLink, Pills } from '../../ui/pills';

/**
 * SPEC §2 /data-entry-dashboard/{section?}: one section, store-management, as a Stores tab
 * beside a Logout pill. Any other section goes back to the base path.
 */
export function DataEntryDashboardPage() {
  const { section } = useParams();
  const session = useSession();
  const logout = useLogout();
  if (section !== undefined && !sections.isDataEntry(section)) {
    return <Navigate to={paths.dataEntryDashboard.getHref()} replace />;
  }

  return (
    <DashboardShell
      roleLabel="Data entry"
      title={`Hi, ${session?.user.firstName ?? 'there'}`}
      subtitle="Keep store details, products and categories accurate."
      topNav={
        <Pills label="Data entry sections">
          <PillLink to={paths.dataEntryDashboard.getHref('store-management')} active>
            Stores
          </PillLink>
          <PillButton quiet onClick={logout} icon={<LogOutIcon size={16} />}>
            Logout
          </PillButton>
        </Pills>
      }
    >
      <title>{`Stores · Data entry · ${brand.name}`}</title>
      <StoreManagement scope={{ kind: 'staff', canSeeHistory: false }} />
    </DashboardShell>
  );
}

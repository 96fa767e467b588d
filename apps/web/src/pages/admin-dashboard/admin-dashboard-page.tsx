import { Navigate, useParams } from 'react-router';
import { type AdminSection, paths, sections } from '../../app/paths';
import { brand } from '../../config/brand';
import { useLogout } from '../../features/auth/use-logout';
import { useSession } from '../../features/auth/use-session';
import { DashboardShell } from '../../ui/dashboard-shell';
import { LogOutIcon } from '../../ui/icons';
import { PillButton, PillLink, Pills } from '../../ui/pills';
import { StoreManagementPage } from '../store-management/store-management-page';
import { OrderHistorySection } from './order-history-section';
import { OrdersSection } from './orders-section';
import { SellerManagement } from './seller-management';
import { TextMessagesSection } from './text-messages-section';
import { UserManagement } from './user-management';

/** Each section's pill and the page title while it is open; `pill: false` is reached by a link. */
type SectionCopy = { label: string; title: string; pill?: false };

const SECTIONS: Record<AdminSection, SectionCopy> = {
  orders: {
    label: 'Orders',
    title: 'Orders',
  },
  'seller-management': {
    label: 'Sellers',
    title: 'Sellers',
  },
  'store-management': {
    label: 'Stores',
    title: 'Stores',
  },
  'user-management': {
    label: 'Users',
    title: 'Users',
  },
  'order-history': {
    label: 'Order History',
    title: 'Order History',
  },
  // Ours, beyond SPEC: the texts orders sent (docs/decisions/098). SPEC names the pills, so it
  // is reached from the Orders section instead.
  'text-messages': {
    label: 'Text messages',
    title: 'Text messages',
    pill: false,
  },
};

/**
 * SPEC §2 /admindashboard/{section?}: pills Orders, Sellers, Stores, Users, Order History,
 * Logout; (ours) text-messages, linked from Orders. No section shows Orders; an unknown section goes back to /admindashboard.
 */
export function AdminDashboardPage() {
  const { section } = useParams();
  const session = useSession();
  const logout = useLogout();
  if (section !== undefined && !sections.isAdmin(section)) {
    return <Navigate to={paths.adminDashboard.getHref()} replace />;
  }
  const current: AdminSection = section ?? 'orders';
  const copy = SECTIONS[current];

  return (
    <DashboardShell
      roleLabel="Admin"
      title="Admin dashboard"
      subtitle={`Signed in as ${session?.user.firstName ?? 'admin'}. Run the marketplace day to day.`}
      topNav={
        <Pills label="Admin sections">
          {sections.admin
            .filter((key) => SECTIONS[key].pill !== false)
            .map((key) => (
              <PillLink key={key} to={paths.adminDashboard.getHref(key)} active={key === current}>
                {SECTIONS[key].label}
              </PillLink>
            ))}
          <PillButton quiet onClick={logout} icon={<LogOutIcon size={16} />}>
            Logout
          </PillButton>
        </Pills>
      }
    >
      <title>{`${copy.title} · Admin · ${brand.name}`}</title>
      {current === 'orders' ? (
        <OrdersSection />
      ) : current === 'store-management' ? (
        <StoreManagementPage canSeeHistory />
      ) : current === 'seller-management' ? (
        <SellerManagement />
      ) : current === 'user-management' ? (
        <UserManagement />
      ) : current === 'order-history' ? (
        <OrderHistorySection />
      ) : (
        <TextMessagesSection />
      )}
    </DashboardShell>
  );
}

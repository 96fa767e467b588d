import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { type AdminSection, paths, sections } from '../../app/paths';
import { brand } from '../../config/brand';
import { useLogout } from '../../features/auth/use-logout';
import { useSession } from '../../features/auth/use-session';
import { DashboardSection, DashboardShell } from '../../ui/dashboard-shell';
import { EmptyState } from '../../ui/empty-state';
import {
  BriefcaseIcon,
  ClipboardIcon,
  HistoryIcon,
  LogOutIcon,
  StoreIcon,
  UsersIcon,
} from '../../ui/icons';
import { PillButton, PillLink, Pills } from '../../ui/pills';
import { StoreManagementPage } from '../store-management/store-management-page';
import { OrdersSection } from './orders-section';
import { SellerManagement } from './seller-management';
import { UserManagement } from './user-management';

type SectionCopy = {
  label: string;
  title: string;
  description: string;
  emptyTitle: string;
  emptyText: string;
  icon: ReactNode;
};

const SECTIONS: Record<AdminSection, SectionCopy> = {
  orders: {
    label: 'Orders',
    title: 'Orders',
    description: 'Open orders across every store. Assign a driver to each delivery.',
    emptyTitle: 'New orders will appear here',
    emptyText: 'Delivery orders waiting for a driver are marked Unassigned at the top.',
    icon: <ClipboardIcon size={28} />,
  },
  'seller-management': {
    label: 'Sellers',
    title: 'Sellers',
    description: 'The people who run stores on the marketplace.',
    emptyTitle: 'Sellers will appear here',
    emptyText: 'Add a seller with their name, phone and e-mail, then create stores for them.',
    icon: <BriefcaseIcon size={28} />,
  },
  'store-management': {
    label: 'Stores',
    title: 'Stores',
    description: 'Every store, its products, categories and hours.',
    emptyTitle: 'Stores will appear here',
    emptyText: 'Hidden stores are listed too, so you can prepare them before they open.',
    icon: <StoreIcon size={28} />,
  },
  'user-management': {
    label: 'Users',
    title: 'Users',
    description: 'Everyone with an account, filtered by role.',
    emptyTitle: 'Users will appear here',
    emptyText: 'Change roles in place, then save all changes together.',
    icon: <UsersIcon size={28} />,
  },
  'order-history': {
    label: 'Order History',
    title: 'Order History',
    description: 'Completed and past orders across the marketplace.',
    emptyTitle: 'Past orders will appear here',
    emptyText: 'Open any order to see its items, customer and delivery details.',
    icon: <HistoryIcon size={28} />,
  },
};

/**
 * SPEC §2 /admindashboard/{section?}: pills Orders, Sellers, Stores, Users, Order History,
 * Logout. No section shows Orders; an unknown section goes back to /admindashboard.
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
          {sections.admin.map((key) => (
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
      ) : (
        <DashboardSection title={copy.title} description={copy.description}>
          <EmptyState
            icon={copy.icon}
            title={copy.emptyTitle}
            description={copy.emptyText}
            headingLevel={3}
          />
        </DashboardSection>
      )}
    </DashboardShell>
  );
}

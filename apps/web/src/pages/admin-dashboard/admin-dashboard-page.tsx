import { Navigate, useParams, useSearchParams } from 'react-router';
import { brand } from '../../config/brand';
import { useLogout } from '../../features/auth/use-logout';
import { useSession } from '../../features/auth/use-session';
import { OrdersSection } from '../../features/dispatch/components/orders-section';
import { DeviceNotificationsToggle } from '../../features/push/components/device-notifications-toggle';
import { ReconciliationSection } from '../../features/reconciliation/components/reconciliation-section';
import { useSeller } from '../../features/sellers/api/get-sellers';
import { sellerName } from '../../features/sellers/seller-format';
import { Statements } from '../../features/statements/components/statements';
import {
  SELLER_FILTER,
  StoreManagement,
} from '../../features/store-management/components/store-management';
import { TextMessagesSection } from '../../features/text-messages/components/text-messages-section';
import { type AdminSection, paths, sections } from '../../lib/paths';
import { DashboardSection, DashboardShell } from '../../ui/dashboard-shell';
import { LogOutIcon } from '../../ui/icons';
import { PillButton, PillLink, Pills } from '../../ui/pills';
import { OrderHistorySection } from './order-history-section';
import { SellerManagement } from './seller-management';
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
  // Ours (issue #35): every store's sales, refunds, tips and net; reached from Order History.
  statements: {
    label: 'Statements',
    title: 'Statements',
    pill: false,
  },
  // Ours (issue #35): what the payment sweep fixed and what needs a person (decision 142).
  reconciliation: {
    label: 'Reconciliation',
    title: 'Reconciliation',
    pill: false,
  },
};

/**
 * SPEC §2 /admindashboard/{section?}: pills Orders, Sellers, Stores, Users, Order History,
 * Logout; (ours) text-messages, linked from Orders, statements, linked from Order History, and reconciliation. No section shows Orders; an unknown section goes back to /admindashboard.
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
        <>
          <DeviceNotificationsToggle what="a delivery will miss its window or a store leaves a paid order unacknowledged" />
          <OrdersSection adminId={session?.user.adminId ?? ''} />
        </>
      ) : current === 'store-management' ? (
        <AdminStoreManagement />
      ) : current === 'seller-management' ? (
        <SellerManagement />
      ) : current === 'user-management' ? (
        <UserManagement />
      ) : current === 'order-history' ? (
        <OrderHistorySection />
      ) : current === 'reconciliation' ? (
        <ReconciliationSection />
      ) : current === 'statements' ? (
        <DashboardSection
          title="Statements"
          description="Every store's sales, refunds, seller tips and net over the days you choose."
        >
          <Statements />
        </DashboardSection>
      ) : (
        <TextMessagesSection />
      )}
    </DashboardShell>
  );
}

/**
 * Store management with the name of the seller the list is filtered to on its chip (admins may
 * list sellers; until the list arrives, the chip shows the id).
 */
function AdminStoreManagement() {
  const [params] = useSearchParams();
  const sellerId = params.get(SELLER_FILTER) ?? '';
  const seller = useSeller(sellerId).data;
  return (
    <StoreManagement
      scope={{
        kind: 'staff',
        canSeeHistory: true,
        sellerLabel: seller ? sellerName(seller) : undefined,
      }}
    />
  );
}

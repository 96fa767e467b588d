import { Navigate, useParams } from 'react-router';
import { brand } from '../../config/brand';
import { useLogout } from '../../features/auth/use-logout';
import { useSession } from '../../features/auth/use-session';
import { DeviceNotificationsToggle } from '../../features/push/components/device-notifications-toggle';
import { formatUsPhone } from '../../lib/format-phone';
import { paths, sections } from '../../lib/paths';
import { Card } from '../../ui/card';
import { DashboardSection, DashboardShell } from '../../ui/dashboard-shell';
import { HistoryIcon, LogOutIcon } from '../../ui/icons';
import { SideNav } from '../../ui/side-nav';
import styles from './buyer-dashboard-page.module.css';
import { OrderHistory } from './order-history';

/** SPEC §2 /dashboard/{section?}: the buyer's home, with Order History and Logout. */
export function BuyerDashboardPage() {
  const { section } = useParams();
  const session = useSession();
  const logout = useLogout();
  // The buyer dashboard has one section; /dashboard and unknown sections open it.
  if (section === undefined || !sections.isBuyer(section)) {
    return <Navigate to={paths.buyerDashboard.getHref('orders')} replace />;
  }
  const user = session?.user;
  const phone = user?.phone?.replace(/^\+1/, '');

  return (
    <DashboardShell
      roleLabel="Buyer"
      title={`Hi, ${user?.firstName ?? 'there'}`}
      subtitle="Your orders and account, in one place."
      sideNav={
        <SideNav
          label="Dashboard menu"
          items={[
            {
              kind: 'link',
              label: 'Order History',
              to: paths.buyerDashboard.getHref('orders'),
              icon: <HistoryIcon size={18} />,
            },
            {
              kind: 'action',
              label: 'Logout',
              onClick: logout,
              icon: <LogOutIcon size={18} />,
              danger: true,
            },
          ]}
        />
      }
    >
      <title>{`Your dashboard · ${brand.name}`}</title>
      <DashboardSection title="Order History" description="Every order you place, newest first.">
        <DeviceNotificationsToggle what="your order is confirmed, on its way or ready" />
        {session && <OrderHistory session={session} />}
      </DashboardSection>
      {user && (
        <Card as="section" aria-labelledby="account-title" className={styles.account}>
          <h3 id="account-title" className={styles.cardTitle}>
            Account details
          </h3>
          <dl className={styles.details}>
            <div>
              <dt>Name</dt>
              <dd>{[user.firstName, user.lastName].filter(Boolean).join(' ')}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
            {phone && (
              <div>
                <dt>Phone</dt>
                <dd>+1 {formatUsPhone(phone)}</dd>
              </div>
            )}
          </dl>
        </Card>
      )}
    </DashboardShell>
  );
}

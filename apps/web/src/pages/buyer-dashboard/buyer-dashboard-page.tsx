import { Navigate, useParams } from 'react-router';
import { paths, sections } from '../../app/paths';
import { brand } from '../../config/brand';
import { useLogout } from '../../features/auth/use-logout';
import { useSession } from '../../features/auth/use-session';
import { formatUsPhone } from '../../lib/format-phone';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { DashboardSection, DashboardShell, DashboardTiles } from '../../ui/dashboard-shell';
import { EmptyState } from '../../ui/empty-state';
import { HistoryIcon, LogOutIcon, StoreIcon } from '../../ui/icons';
import { SideNav } from '../../ui/side-nav';
import styles from './buyer-dashboard-page.module.css';

/** SPEC §2 /dashboard/{section?}: the buyer's home, with Order History and Logout. */
export function BuyerDashboardPage() {
  const { section } = useParams();
  const session = useSession();
  const logout = useLogout();
  if (section !== undefined && !sections.isBuyer(section)) {
    return <Navigate to={paths.buyerDashboard.getHref()} replace />;
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
      {section === 'orders' ? (
        <DashboardSection title="Order History" description="Every order you place, newest first.">
          <EmptyState
            icon={<HistoryIcon size={28} />}
            title="Your orders will appear here"
            description="After you check out, you’ll find each order’s items, status and receipt in this list."
            action={<ButtonLink to={paths.categories.getHref()}>Browse stores</ButtonLink>}
          />
        </DashboardSection>
      ) : (
        <DashboardSection title="Overview">
          <DashboardTiles
            tiles={[
              {
                title: 'Order History',
                text: 'Check the status of an order or see what you bought before.',
                to: paths.buyerDashboard.getHref('orders'),
                icon: <HistoryIcon size={20} />,
              },
              {
                title: 'Keep shopping',
                text: 'Restaurants, markets, florists and more near you.',
                to: paths.categories.getHref(),
                icon: <StoreIcon size={20} />,
              },
            ]}
          />
          {user && (
            <Card as="section" aria-labelledby="account-title">
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
        </DashboardSection>
      )}
    </DashboardShell>
  );
}

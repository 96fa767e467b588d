import { Navigate, useParams, useSearchParams } from 'react-router';
import { brand } from '../../config/brand';
import { useLogout } from '../../features/auth/use-logout';
import { useSession } from '../../features/auth/use-session';
import { useInstallableApp } from '../../features/installable-app/use-installable-app';
import { SellerNumbers } from '../../features/seller-orders/components/seller-numbers';
import { Statements } from '../../features/statements/components/statements';
import { paths, type SellerSection, sections } from '../../lib/paths';
import { DashboardSection, DashboardShell, DashboardTiles } from '../../ui/dashboard-shell';
import { LogOutIcon, PackageIcon, PlusIcon, StoreIcon } from '../../ui/icons';
import { PillButton, PillLink, Pills } from '../../ui/pills';
import { SellerOrders } from './seller-orders';
import { SellerProductCreate } from './seller-product-create';
import { ChooseStoreForProduct, SellerStoreCreate, SellerStores } from './seller-stores';

const NAV: readonly { section: SellerSection; label: string }[] = [
  // Ours, beyond SPEC's sections: the orders the stores are to make, live (issue #15).
  { section: 'orders', label: 'Orders' },
  // Ours (issue #31): the stores' orders, sales and tips over a period.
  { section: 'numbers', label: 'Numbers' },
  // Ours (issue #35): per store and period, sales, refunds, tips and net, and the CSV file.
  { section: 'statements', label: 'Statements' },
  { section: 'stores', label: 'My Stores' },
  { section: 'store-create', label: 'Create Store' },
  { section: 'product-create', label: 'Add Product' },
];

/**
 * SPEC §2 /sellerdashboard/{section?}: store-create, stores, product-create (?storeId); and
 * (ours) orders, which the overview leads with too. An installable app (issue #36).
 */
export function SellerDashboardPage() {
  const { section } = useParams();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const logout = useLogout();
  useInstallableApp();
  if (section !== undefined && !sections.isSeller(section)) {
    return <Navigate to={paths.sellerDashboard.getHref()} replace />;
  }
  const storeId = searchParams.get('storeId');
  const sellerId = session?.user.sellerId ?? null;
  const pageTitle = `Seller dashboard · ${brand.name}`;
  const showsOrders = section === 'orders' || section === undefined;

  return (
    <DashboardShell
      roleLabel="Seller"
      title={`Welcome back, ${session?.user.firstName ?? 'there'}`}
      subtitle="Manage your stores and what they sell."
      topNav={
        <Pills label="Seller sections">
          {NAV.map((item) => (
            <PillLink key={item.section} to={paths.sellerDashboard.getHref(item.section)}>
              {item.label}
            </PillLink>
          ))}
          <PillButton quiet onClick={logout} icon={<LogOutIcon size={16} />}>
            Logout
          </PillButton>
        </Pills>
      }
    >
      {showsOrders ? null : <title>{pageTitle}</title>}
      {showsOrders && (
        <DashboardSection
          title="Incoming orders"
          description="Your stores' open orders and today's, newest first. New ones appear as they are paid."
        >
          {/* The orders count the new ones in the tab's title. */}
          <SellerOrders pageTitle={pageTitle} />
        </DashboardSection>
      )}
      {section === 'numbers' && (
        <DashboardSection
          title="Your numbers"
          description="Orders, sales and tips of your stores, and what sold most."
        >
          <SellerNumbers />
        </DashboardSection>
      )}
      {section === 'statements' && (
        <DashboardSection
          title="Statements"
          description="Your stores' sales, refunds, tips and net over the days you choose."
        >
          <Statements />
        </DashboardSection>
      )}
      {section === 'stores' && <SellerStores sellerId={sellerId} />}
      {section === 'store-create' && <SellerStoreCreate sellerId={sellerId} />}
      {section === 'product-create' && (
        <DashboardSection
          title="Add Product"
          description={
            storeId
              ? 'Add a product with its name, price and stock to one of your stores.'
              : 'Choose the store the product is for.'
          }
        >
          {storeId ? (
            <SellerProductCreate storeId={storeId} sellerId={sellerId} />
          ) : (
            <ChooseStoreForProduct sellerId={sellerId} />
          )}
        </DashboardSection>
      )}
      {section === undefined && (
        <DashboardSection title="Overview">
          <DashboardTiles
            tiles={[
              {
                title: 'My Stores',
                text: 'See your stores, their hours and visibility.',
                to: paths.sellerDashboard.getHref('stores'),
                icon: <StoreIcon size={20} />,
              },
              {
                title: 'Create Store',
                text: 'Open another location or a new kind of shop.',
                to: paths.sellerDashboard.getHref('store-create'),
                icon: <PlusIcon size={20} />,
              },
              {
                title: 'Add Product',
                text: 'List something new with its price and stock.',
                to: paths.sellerDashboard.getHref('product-create'),
                icon: <PackageIcon size={20} />,
              },
            ]}
          />
        </DashboardSection>
      )}
    </DashboardShell>
  );
}

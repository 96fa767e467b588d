import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths, type SellerSection, sections } from '../../app/paths';
import { brand } from '../../config/brand';
import { useLogout } from '../../features/auth/use-logout';
import { useSession } from '../../features/auth/use-session';
import { ButtonLink } from '../../ui/button';
import { DashboardSection, DashboardShell, DashboardTiles } from '../../ui/dashboard-shell';
import { EmptyState } from '../../ui/empty-state';
import { LogOutIcon, PackageIcon, PlusIcon, StoreIcon } from '../../ui/icons';
import { PillButton, PillLink, Pills } from '../../ui/pills';

const NAV: readonly { section: SellerSection; label: string }[] = [
  { section: 'stores', label: 'My Stores' },
  { section: 'store-create', label: 'Create Store' },
  { section: 'product-create', label: 'Add Product' },
];

/** SPEC §2 /sellerdashboard/{section?}: store-create, stores, product-create (?storeId). */
export function SellerDashboardPage() {
  const { section } = useParams();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const logout = useLogout();
  if (section !== undefined && !sections.isSeller(section)) {
    return <Navigate to={paths.sellerDashboard.getHref()} replace />;
  }
  const storeId = searchParams.get('storeId');

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
      <title>{`Seller dashboard · ${brand.name}`}</title>
      {section === 'stores' && (
        <DashboardSection title="My Stores" description="The stores you run on the marketplace.">
          <EmptyState
            icon={<StoreIcon size={28} />}
            title="Your stores will appear here"
            description="Each store shows its address, hours and products, and whether buyers can see it yet."
            action={
              <ButtonLink
                to={paths.sellerDashboard.getHref('store-create')}
                leadingIcon={<PlusIcon size={18} />}
              >
                Create a store
              </ButtonLink>
            }
          />
        </DashboardSection>
      )}
      {section === 'store-create' && (
        <DashboardSection
          title="Create Store"
          description="Add a store with its name, category, contact number and address."
        >
          <EmptyState
            icon={<StoreIcon size={28} />}
            title="Set up a new store"
            description={`New stores start hidden, so you can add products and hours before buyers see them. Need a hand? Write to ${brand.supportEmail}.`}
            headingLevel={3}
          />
        </DashboardSection>
      )}
      {section === 'product-create' && (
        <DashboardSection
          title="Add Product"
          description="Add a product with its name, price and stock to one of your stores."
        >
          <EmptyState
            icon={<PackageIcon size={28} />}
            title={storeId ? 'Add a product to this store' : 'Choose a store first'}
            description={
              storeId
                ? 'Give the product a clear name, a price and how many you have in stock.'
                : 'Open one of your stores and choose Add Product, so the product lands in the right place.'
            }
            headingLevel={3}
            action={
              storeId ? undefined : (
                <ButtonLink to={paths.sellerDashboard.getHref('stores')} variant="secondary">
                  Go to My Stores
                </ButtonLink>
              )
            }
          />
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

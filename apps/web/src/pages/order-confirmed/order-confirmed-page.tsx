import { useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { brand } from '../../config/brand';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PackageIcon } from '../../ui/icons';
import { Page, PageHeader } from '../../ui/page-layout';

/** SPEC §2 /order-confirmed?sessionId=…: the payment result and the order it created. */
export function OrderConfirmedPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('sessionId');
  return (
    <Page>
      <title>{`Order confirmation · ${brand.name}`}</title>
      <PageHeader title="Order confirmation" />
      <EmptyState
        icon={<PackageIcon size={28} />}
        title={sessionId ? 'Your order details will appear here' : 'No recent order to show'}
        description={`Questions about a payment? Call us at ${brand.supportPhone} and we’ll help right away.`}
        action={<ButtonLink to={paths.home.getHref()}>Shop some more</ButtonLink>}
      />
    </Page>
  );
}

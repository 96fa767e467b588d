import { paths } from '../../app/paths';
import { brand } from '../../config/brand';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LockIcon } from '../../ui/icons';
import { Page, PageHeader } from '../../ui/page-layout';

/** SPEC §2 /checkout. The router only shows it with a session (see app/routes). */
export function CheckoutPage() {
  return (
    <Page>
      <title>{`Checkout · ${brand.name}`}</title>
      <PageHeader eyebrow="Secure checkout" title="Checkout" />
      <EmptyState
        icon={<LockIcon size={28} />}
        title="Your order summary will appear here"
        description="Start from your cart to choose delivery or pickup, a time window and tips, then pay securely by card."
        action={<ButtonLink to={paths.cart.getHref()}>Go to cart</ButtonLink>}
      />
    </Page>
  );
}

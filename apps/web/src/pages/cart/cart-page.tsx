import { CART_EMPTY } from '@marketplace/core/constants/messages';
import { paths } from '../../app/paths';
import { brand } from '../../config/brand';
import { useCartCount } from '../../features/cart/use-cart-count';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { BagIcon } from '../../ui/icons';
import { Page, PageHeader } from '../../ui/page-layout';

/** SPEC §2 /cart (no login needed). */
export function CartPage() {
  const count = useCartCount();
  return (
    <Page>
      <title>{`Cart · ${brand.name}`}</title>
      <PageHeader title="Your cart" />
      {count === 0 ? (
        <EmptyState
          icon={<BagIcon size={28} />}
          title={CART_EMPTY}
          description="Browse local shops and add something you love. Your cart holds items from one store at a time."
          action={<ButtonLink to={paths.categories.getHref()}>Start shopping</ButtonLink>}
        />
      ) : (
        <EmptyState
          icon={<BagIcon size={28} />}
          title={`${count} ${count === 1 ? 'item' : 'items'} in your cart`}
          description="Keep browsing — your items are saved on this device."
          action={
            <ButtonLink to={paths.categories.getHref()} variant="secondary">
              Continue shopping
            </ButtonLink>
          }
        />
      )}
    </Page>
  );
}

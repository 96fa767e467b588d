import type { Product, StoreAddress } from '@marketplace/contract/catalog';
import { descriptionPreview } from '@marketplace/core/catalog/description-preview';
import { RESTAURANTS } from '@marketplace/core/constants/categories';
import { TEXT_AREA_MAX } from '@marketplace/core/constants/limits';
import { dollarsToCents } from '@marketplace/core/money/cents';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { type ReactNode, useId, useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { IdCardIcon, MessageIcon, PackageIcon, StoreIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { shortAddress } from '../store-address';
import styles from './product-card.module.css';

export type ProductActionOptions = {
  /** The Special Requests text typed on this card, for the cart line. */
  specialInstructions: string;
};

type ProductCardProps = {
  product: Product;
  /** The store's category: Restaurants get the allergy / extra spicy hint (SPEC §2). */
  storeCategory?: string;
  /** Shown from search: the store the product comes from (SPEC §2). */
  store?: { name: string; address: StoreAddress };
  /** The add-to-cart area, which belongs to the cart feature. */
  renderAction?: (options: ProductActionOptions) => ReactNode;
  /** The first cards of a page load their image at once (it may be the largest paint). */
  priority?: boolean;
};

const AGE_LABEL = 'Age verification required';

/**
 * SPEC §2 product card: name, price, the age-verification icon, image, a 50-character
 * description preview with 'Read more' opening the whole text, the store when shown from
 * search, an expandable Special Requests box, and the add-to-cart area.
 */
export function ProductCard({
  product,
  storeCategory,
  store,
  renderAction,
  priority = false,
}: ProductCardProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [requestOpen, setRequestOpen] = useState(false);
  const [specialInstructions, setSpecialInstructions] = useState('');
  const titleId = useId();
  const requestId = useId();
  const preview = descriptionPreview(product.description);
  const price = formatUsd(dollarsToCents(product.price));
  const image = product.image ?? product.images[0] ?? null;
  const placeholder =
    storeCategory === RESTAURANTS
      ? 'Anything the kitchen should know? Allergies, extra spicy…'
      : 'Anything the store should know?';

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {image ? (
          <img
            className={styles.image}
            src={image}
            alt=""
            width={480}
            height={480}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <PackageIcon size={28} />
          </span>
        )}
        {product.stock === 0 && <span className={styles.soldOut}>Sold out</span>}
      </div>

      <div className={styles.body}>
        <div className={styles.heading}>
          <h3 id={titleId} className={styles.name}>
            {product.name}
          </h3>
          {product.needsAgeVerification && <AgeBadge />}
        </div>
        <p className={styles.price}>{price}</p>
        {store && (
          <p className={styles.store}>
            <StoreIcon size={14} />
            <span>
              <span className={styles.storeName}>{store.name}</span>
              <span className={styles.storeAddress}> · {shortAddress(store.address)}</span>
            </span>
          </p>
        )}
        {preview.text && (
          <p className={styles.description}>
            {preview.text}{' '}
            {preview.truncated && (
              <button
                type="button"
                className={styles.readMore}
                onClick={() => setDetailsOpen(true)}
                aria-haspopup="dialog"
                aria-label={`Read more about ${product.name}`}
              >
                Read more
              </button>
            )}
          </p>
        )}
      </div>

      <div className={styles.extras}>
        <button
          type="button"
          className={styles.requestToggle}
          aria-expanded={requestOpen}
          aria-controls={requestId}
          onClick={() => setRequestOpen((open) => !open)}
        >
          <MessageIcon size={14} />
          {specialInstructions.trim() ? 'Edit special request' : 'Add special request'}
        </button>
        <div id={requestId} className={styles.request} hidden={!requestOpen}>
          <label className="visually-hidden" htmlFor={`${requestId}-text`}>
            Special requests for {product.name}
          </label>
          <textarea
            id={`${requestId}-text`}
            className={styles.textarea}
            rows={2}
            maxLength={TEXT_AREA_MAX}
            placeholder={placeholder}
            value={specialInstructions}
            onChange={(event) => setSpecialInstructions(event.target.value)}
          />
          <span className={styles.counter} aria-hidden="true">
            {specialInstructions.length}/{TEXT_AREA_MAX}
          </span>
        </div>
      </div>

      {renderAction && <div className={styles.action}>{renderAction({ specialInstructions })}</div>}

      <Dialog
        open={detailsOpen}
        onClose={() => setDetailsOpen(false)}
        title={product.name}
        width={560}
      >
        <div className={styles.details}>
          {image && (
            <img
              className={styles.detailsImage}
              src={image}
              alt=""
              width={480}
              height={480}
              decoding="async"
            />
          )}
          <div className={styles.detailsMeta}>
            <span className={styles.detailsPrice}>{price}</span>
            {product.needsAgeVerification && (
              <span className={styles.detailsAge}>
                <IdCardIcon size={16} />
                Valid ID required on delivery
              </span>
            )}
            {product.stock === 0 && <span className={styles.detailsSoldOut}>Out of stock</span>}
          </div>
          {store && (
            <p className={styles.store}>
              <StoreIcon size={14} />
              <span>
                <span className={styles.storeName}>{store.name}</span>
                <span className={styles.storeAddress}> · {shortAddress(store.address)}</span>
              </span>
            </p>
          )}
          <p className={styles.detailsText}>{product.description}</p>
        </div>
      </Dialog>
    </article>
  );
}

function AgeBadge() {
  return (
    <span className={styles.age} role="img" aria-label={AGE_LABEL} title={AGE_LABEL}>
      <IdCardIcon size={14} />
      <span aria-hidden="true">ID</span>
    </span>
  );
}

/** The shape of a product card while a category's products load. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.media}>
        <Skeleton shape="block" />
      </div>
      <div className={styles.body}>
        <Skeleton width="70%" height="1.1em" />
        <Skeleton width="25%" />
        <Skeleton width="95%" />
        <Skeleton width="60%" />
      </div>
      <div className={styles.action}>
        <Skeleton height="40px" />
      </div>
    </div>
  );
}

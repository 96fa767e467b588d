import { flowerPersonalizationEnabled } from '@marketplace/core/catalog/flower-personalization-enabled';
import { STOCK_LIMIT } from '@marketplace/core/constants/messages';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { subtotal } from '@marketplace/core/money/subtotal';
import { useState } from 'react';
import { EditIcon, MessageIcon } from '../../../ui/icons';
import { Stepper } from '../../../ui/stepper';
import { removeLine, setLineQuantity, updateFlowerMessageInCart } from '../cart-actions';
import { cartLineImage } from '../cart-image';
import type { CartLine, FlowerCustomizations, StoredCartStore } from '../cart-storage';
import { announceCartError } from '../cart-toasts';
import { describeCustomizations } from '../customization-groups';
import { saveFlowerMessage } from '../flower-storage';
import styles from './cart-line-item.module.css';
import { FlowerPersonalizationDialog } from './flower-personalization-dialog';

type CartLineItemProps = { line: CartLine; store: StoredCartStore | null };

/**
 * One cart line (SPEC §2 Cart): image by the SPEC §5 rule, name, the chosen options, the
 * special instructions and the flower message, price, a stepper that stops at stock, Remove.
 */
export function CartLineItem({ line, store }: CartLineItemProps) {
  const [editingGift, setEditingGift] = useState(false);
  const rows = describeCustomizations(line.customizations);
  const storeImage = store?._id === line.storeId ? store.image : null;
  const flowerStore = store?._id === line.storeId && flowerPersonalizationEnabled(store.category);
  const gift = line.flowerCustomizations;

  function saveGift(message: FlowerCustomizations) {
    saveFlowerMessage(line.productId, message);
    updateFlowerMessageInCart(line.productId, message);
    setEditingGift(false);
  }

  return (
    <li className={styles.line}>
      <img
        className={styles.image}
        src={cartLineImage(line.image, storeImage)}
        alt=""
        width={88}
        height={88}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.main}>
        <div className={styles.top}>
          <h3 className={styles.name}>{line.name}</h3>
          <p className={styles.total}>{formatUsd(subtotal([line]))}</p>
        </div>
        <p className={styles.each}>{formatUsd(line.price)} each</p>
        {rows.length > 0 && (
          <dl className={styles.choices}>
            {rows.map((row) => (
              <div key={row.name}>
                <dt>{row.name}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {line.specialInstructions && (
          <p className={styles.note}>
            <span className={styles.noteLabel}>Special request:</span> {line.specialInstructions}
          </p>
        )}
        {gift && (
          <figure className={styles.gift}>
            <figcaption className={styles.giftHead}>
              Gift card for {gift.fullName} · {gift.occasion}
            </figcaption>
            <blockquote className={styles.giftMessage}>{gift.customMessage}</blockquote>
            {gift.signature && <p className={styles.giftSignature}>— {gift.signature}</p>}
          </figure>
        )}
        <div className={styles.controls}>
          <Stepper
            size="sm"
            label={`quantity of ${line.name}`}
            value={line.quantity}
            min={1}
            max={line.stock}
            onChange={(quantity) => setLineQuantity(line, quantity)}
            onBlockedIncrease={() => announceCartError(STOCK_LIMIT)}
          />
          {flowerStore && (
            <button
              type="button"
              className={styles.textButton}
              onClick={() => setEditingGift(true)}
              aria-haspopup="dialog"
              aria-label={`${gift ? 'Edit' : 'Add'} gift message for ${line.name}`}
            >
              {gift ? <EditIcon size={14} /> : <MessageIcon size={14} />}
              {gift ? 'Edit message' : 'Add gift message'}
            </button>
          )}
          <button
            type="button"
            className={`${styles.textButton} ${styles.remove}`}
            onClick={() => removeLine(line)}
            aria-label={`Remove ${line.name}`}
          >
            Remove
          </button>
        </div>
      </div>
      {flowerStore && (
        <FlowerPersonalizationDialog
          open={editingGift}
          productName={line.name}
          saved={gift ?? null}
          onClose={() => setEditingGift(false)}
          onSave={saveGift}
        />
      )}
    </li>
  );
}

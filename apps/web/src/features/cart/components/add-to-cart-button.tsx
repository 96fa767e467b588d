import type { Product, Store } from '@marketplace/contract/catalog';
import { cartCount } from '@marketplace/core/cart/cart-count';
import type { SelectedCustomization } from '@marketplace/core/cart/cart-item';
import { flowerPersonalizationEnabled } from '@marketplace/core/catalog/flower-personalization-enabled';
import { TOAST_CART_SUCCESS_MS } from '@marketplace/core/constants/limits';
import { SERVER_ERROR, STOCK_LIMIT } from '@marketplace/core/constants/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { storeQueryOptions } from '../../../api/get-store';
import { Button } from '../../../ui/button';
import { BagIcon, EditIcon, MessageIcon } from '../../../ui/icons';
import { Stepper } from '../../../ui/stepper';
import { toast } from '../../../ui/toast';
import {
  addProduct,
  removeLine,
  setLineQuantity,
  updateFlowerMessageInCart,
} from '../cart-actions';
import type { FlowerCustomizations } from '../cart-storage';
import { announceCartError } from '../cart-toasts';
import { readFlowerMessage, saveFlowerMessage, useFlowerMessage } from '../flower-storage';
import { useProductLines } from '../use-cart-quantity';
import styles from './add-to-cart-button.module.css';
import { CustomizationDialog } from './customization-dialog';
import { FlowerPersonalizationDialog } from './flower-personalization-dialog';
import { RepeatCustomizationsDialog } from './repeat-customizations-dialog';

type AddToCartButtonProps = {
  product: Product;
  /** The product's store when the page has it; otherwise it is fetched on the first add. */
  store?: Store;
  specialInstructions?: string;
};

type OpenDialog = 'customize' | 'repeat' | 'flower' | null;

/**
 * SPEC §2 product card's cart area. 'Out of stock' (disabled) at stock 0; 'Add to Cart', which
 * opens the customization modal when the product has choices; once in the cart a minus / plus
 * stepper whose plus stops at the stock level. With variants in the cart, plus opens the
 * repeat-customizations modal. Flower Stores' products get Personalize / Edit for the card.
 * Every change goes through core's cart rules and toasts its outcome (SPEC §8/§9).
 */
export function AddToCartButton({
  product,
  store,
  specialInstructions = '',
}: AddToCartButtonProps) {
  const queryClient = useQueryClient();
  const lines = useProductLines(product._id);
  const inCart = cartCount(lines);
  const flowerMessage = useFlowerMessage(product._id);
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // Search results do not carry the store; a store already fetched (for example by an earlier
  // add) tells whether this is a flower store.
  const cachedStore = useQuery({ ...storeQueryOptions(product.storeId), enabled: false }).data;
  const knownStore = store ?? cachedStore;
  const customizable = product.customizations.length > 0;
  const personalizable = flowerPersonalizationEnabled(knownStore?.category);

  async function add(customizations: readonly SelectedCustomization[] = []) {
    setAdding(true);
    try {
      const itemStore =
        knownStore ?? (await queryClient.fetchQuery(storeQueryOptions(product.storeId)));
      addProduct({
        product,
        store: itemStore,
        customizations,
        specialInstructions,
        flowerCustomizations: flowerPersonalizationEnabled(itemStore.category)
          ? readFlowerMessage(product._id)
          : null,
      });
    } catch {
      announceCartError(SERVER_ERROR);
    } finally {
      setAdding(false);
    }
  }

  function saveFlower(message: FlowerCustomizations) {
    saveFlowerMessage(product._id, message);
    updateFlowerMessageInCart(product._id, message);
    setDialog(null);
    toast.success('Gift message saved', { duration: TOAST_CART_SUCCESS_MS });
  }

  function onStep(next: number) {
    const only = lines.length === 1 ? lines[0] : undefined;
    if (next > inCart) {
      if (customizable) setDialog('repeat');
      else if (only) setLineQuantity(only, next);
      return;
    }
    if (!only) {
      setDialog('repeat');
      return;
    }
    if (only.quantity <= 1) removeLine(only);
    else setLineQuantity(only, only.quantity - 1);
  }

  let action: ReactNode;
  if (product.stock <= 0) {
    action = (
      <Button variant="secondary" disabled block>
        Out of stock
      </Button>
    );
  } else if (inCart > 0) {
    action = (
      <div className={styles.stepperRow}>
        <Stepper
          label={`quantity of ${product.name}`}
          value={inCart}
          min={0}
          max={product.stock}
          onChange={onStep}
          onBlockedIncrease={() => announceCartError(STOCK_LIMIT)}
        />
        <span className={styles.inCart}>in your cart</span>
      </div>
    );
  } else {
    action = (
      <Button
        block
        loading={adding}
        leadingIcon={<BagIcon size={18} />}
        onClick={() => (customizable ? setDialog('customize') : add())}
        aria-haspopup={customizable ? 'dialog' : undefined}
      >
        Add to Cart
      </Button>
    );
  }

  return (
    <div className={styles.area}>
      {personalizable && (
        <button
          type="button"
          className={styles.personalize}
          onClick={() => setDialog('flower')}
          aria-haspopup="dialog"
          aria-label={`${flowerMessage ? 'Edit' : 'Personalize'} gift message for ${product.name}`}
        >
          {flowerMessage ? <EditIcon size={14} /> : <MessageIcon size={14} />}
          {flowerMessage ? 'Edit' : 'Personalize'}
          {flowerMessage && (
            <span className={styles.personalizeNote}>· for {flowerMessage.fullName}</span>
          )}
        </button>
      )}
      {action}
      {customizable && (
        <>
          <CustomizationDialog
            open={dialog === 'customize'}
            product={product}
            onClose={() => setDialog(null)}
            onConfirm={async (customizations) => {
              setDialog(null);
              await add(customizations);
            }}
          />
          <RepeatCustomizationsDialog
            open={dialog === 'repeat'}
            product={product}
            lines={lines}
            onClose={() => setDialog(null)}
            onAddNew={() => setDialog('customize')}
          />
        </>
      )}
      {personalizable && (
        <FlowerPersonalizationDialog
          open={dialog === 'flower'}
          productName={product.name}
          saved={flowerMessage}
          onClose={() => setDialog(null)}
          onSave={saveFlower}
        />
      )}
    </div>
  );
}

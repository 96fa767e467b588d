import type { Product } from '@marketplace/contract/catalog';
import { cartCount } from '@marketplace/core/cart/cart-count';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { PlusIcon } from '../../../ui/icons';
import { Stepper } from '../../../ui/stepper';
import { removeLine, setLineQuantity } from '../cart-actions';
import type { CartLine } from '../cart-storage';
import { describeCustomizations } from '../customization-groups';
import styles from './repeat-customizations-dialog.module.css';

type RepeatCustomizationsDialogProps = {
  open: boolean;
  product: Product;
  /** The product's lines in the cart, one per set of choices. */
  lines: readonly CartLine[];
  onClose: () => void;
  /** Opens the customization modal for another set of choices. */
  onAddNew: () => void;
};

/**
 * SPEC §2 repeat-customizations modal: the variants of a product already in the cart, each with
 * a quantity stepper and Remove, and a way to add a new variant.
 */
export function RepeatCustomizationsDialog({
  open,
  product,
  lines,
  onClose,
  onAddNew,
}: RepeatCustomizationsDialogProps) {
  const total = cartCount(lines);
  const atStock = total >= product.stock;
  return (
    <Dialog
      open={open && lines.length > 0}
      onClose={onClose}
      title={`${product.name} in your cart`}
      description="Change how many of each, or add it again with different choices."
      width={520}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
          <Button
            onClick={onAddNew}
            disabled={atStock}
            leadingIcon={<PlusIcon size={18} />}
            title={atStock ? 'No more in stock' : undefined}
          >
            Add new variant
          </Button>
        </>
      }
    >
      <ul className={styles.list}>
        {lines.map((line, index) => {
          const rows = describeCustomizations(line.customizations);
          const label = `${product.name}, choice ${index + 1}`;
          return (
            <li key={JSON.stringify(line.customizations)} className={styles.line}>
              <div className={styles.details}>
                <p className={styles.title}>Choice {index + 1}</p>
                {rows.length > 0 ? (
                  <dl className={styles.choices}>
                    {rows.map((row) => (
                      <div key={row.name}>
                        <dt>{row.name}</dt>
                        <dd>{row.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <p className={styles.plain}>No extras</p>
                )}
                <p className={styles.price}>{formatUsd(line.price)} each</p>
              </div>
              <div className={styles.actions}>
                <Stepper
                  size="sm"
                  label={`quantity of ${label}`}
                  value={line.quantity}
                  min={1}
                  max={atStock ? line.quantity : line.stock}
                  onChange={(quantity) => setLineQuantity(line, quantity)}
                />
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => removeLine(line)}
                  aria-label={`Remove ${label}`}
                >
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

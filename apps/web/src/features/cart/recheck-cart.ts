import type { Product } from '@marketplace/contract/catalog';
import { dollarsToCents } from '@marketplace/core/money/cents';
import { unitPrice } from '@marketplace/core/money/unit-price';
import { validateCustomizations } from '@marketplace/core/validation/validate-customizations';
import type { CartLine } from './cart-storage';
import { toCoreGroups } from './customization-groups';

/** What the server said about one store of the cart: null when the store is gone or hidden. */
export type StoreCatalogue = { products: readonly Product[] } | null;

/** One thing that changed since the buyer added an item; prices in cents. */
export type CartCheckChange =
  | { kind: 'unavailable'; name: string }
  | { kind: 'sold-out'; name: string }
  | { kind: 'options-unavailable'; name: string }
  | { kind: 'quantity-reduced'; name: string; from: number; to: number }
  | { kind: 'price-changed'; name: string; from: number; to: number };

/**
 * Brings the cart in line with the catalogue as the server shows it now: products that are
 * hidden, removed or whose store is gone leave the cart, as do sold-out ones and lines whose
 * options the product no longer offers; quantities above stock come down to it, and prices
 * (base plus options, from the product, in cents) are refreshed. Every change is reported so the
 * buyer sees it before paying. Stores that could not be checked (`undefined`) are left alone.
 */
export function recheckCart(
  cart: readonly CartLine[],
  catalogues: ReadonlyMap<string, StoreCatalogue | undefined>,
): { cart: CartLine[]; changes: CartCheckChange[] } {
  const next: CartLine[] = [];
  const changes: CartCheckChange[] = [];
  for (const line of cart) {
    const catalogue = catalogues.get(line.storeId);
    if (catalogue === undefined) {
      next.push(line);
      continue;
    }
    const product = catalogue?.products.find((p) => p._id === line.productId);
    if (!product) {
      changes.push({ kind: 'unavailable', name: line.name });
      continue;
    }
    if (product.stock <= 0) {
      changes.push({ kind: 'sold-out', name: product.name });
      continue;
    }
    const options = validateCustomizations(
      toCoreGroups(product.customizations),
      line.customizations,
    );
    if (!options.ok) {
      changes.push({ kind: 'options-unavailable', name: product.name });
      continue;
    }
    const price = unitPrice({
      basePrice: dollarsToCents(product.price),
      customizations: options.value,
    });
    const quantity = Math.min(line.quantity, product.stock);
    if (quantity < line.quantity) {
      changes.push({
        kind: 'quantity-reduced',
        name: product.name,
        from: line.quantity,
        to: quantity,
      });
    }
    if (price !== line.price) {
      changes.push({ kind: 'price-changed', name: product.name, from: line.price, to: price });
    }
    next.push({
      ...line,
      name: product.name,
      price,
      quantity,
      stock: product.stock,
      isTaxable: product.isTaxable,
      customizations: options.value,
    });
  }
  return { cart: next, changes };
}

import type { SellerOrder } from '@marketplace/contract/seller-orders';
import { describeLine } from '@marketplace/core/orders/describe-line';
import { judgeUnavailableItems } from '@marketplace/core/orders/unavailable-items';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { UnavailableItemsDialog } from '../../../ui/unavailable-items-dialog';
import { sellerOrdersKeys } from '../api/get-seller-orders';

const STALE = [sellerOrdersKeys.all];

/**
 * Sold out at the store (issue #35): while the order is still at the store, its seller marks the
 * units they cannot supply; they are refunded and the order goes on without them.
 */
export function MarkItemsUnavailable({ order, number }: { order: SellerOrder; number: string }) {
  const [open, setOpen] = useState(false);
  const atTheStore = judgeUnavailableItems({
    status: order.orderStatus,
    actor: { kind: 'seller', isStoreSeller: true },
  }).ok;
  if (!atTheStore) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Items unavailable on order ${number}`}
        onClick={() => setOpen(true)}
      >
        Items unavailable…
      </Button>
      <UnavailableItemsDialog
        open={open}
        onClose={() => setOpen(false)}
        orderId={order._id}
        number={number}
        lines={order.products.map((line, place) => ({
          name: line.name,
          quantity: line.quantity,
          unavailable: order.unavailable[place] ?? 0,
          options: describeLine(line),
        }))}
        stale={STALE}
      />
    </>
  );
}

import {
  type AdminOrder,
  cancelOrderBodySchema,
  ORDER_NOTE_MAX,
} from '@marketplace/contract/dispatch';
import { nextOrderStatus, type OrderStatus } from '@marketplace/core/orders/order-lifecycle';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { useZodForm } from '../../../ui/form';
import { TextArea } from '../../../ui/text-area';
import { useCancelOrder } from '../api/cancel-order';
import styles from './dispatch.module.css';
import { reportOrderChange } from './report-order-change';

/** Whether the lifecycle lets an admin cancel the order now (core decides, as the API does). */
export function canCancel(order: AdminOrder): boolean {
  return nextOrderStatus({
    status: order.orderStatus as OrderStatus,
    orderType: order.orderType,
    action: 'cancel',
    actor: { kind: 'admin' },
  }).ok;
}

/**
 * "Cancel order" in the order summary (docs/decisions/094): opens a short form asking why, which
 * the timeline keeps; confirming cancels, returns the stock and refunds the card in full.
 */
export function CancelOrder({ order }: { order: AdminOrder }) {
  const [asking, setAsking] = useState(false);
  const form = useZodForm(cancelOrderBodySchema, { defaultValues: { reason: '' } });
  const reason = form.watch('reason');
  const cancel = useCancelOrder();
  if (!canCancel(order)) return null;

  const submit = form.handleSubmit(({ reason }) => {
    cancel.mutate({ orderId: order._id, reason }, reportOrderChange);
  });

  if (!asking) {
    return (
      <Button variant="danger" size="sm" onClick={() => setAsking(true)}>
        Cancel order
      </Button>
    );
  }
  return (
    <form className={styles.cancelForm} onSubmit={submit} noValidate>
      <TextArea
        label="Why is this order cancelled?"
        hint="The buyer reads it: it is texted to them and shown on their order. The items go back into stock and the card payment is refunded in full."
        rows={3}
        maxLength={ORDER_NOTE_MAX}
        showCounter
        value={reason}
        autoFocus
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      <div className={styles.cancelActions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            form.reset();
            setAsking(false);
          }}
          disabled={cancel.isPending}
        >
          Keep order
        </Button>
        <Button type="submit" variant="danger" size="sm" loading={cancel.isPending}>
          {`Cancel order ${shortOrderId(order._id)}`}
        </Button>
      </div>
    </form>
  );
}

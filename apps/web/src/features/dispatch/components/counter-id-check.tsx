import type { AdminOrderRow } from '@marketplace/contract/dispatch';
import { idCheckPassed } from '@marketplace/core/constants/messages';
import { judgeIdCheck } from '@marketplace/core/orders/id-check';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { useId, useState } from 'react';
import { mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { IdCheckFields, idCheckToday, useIdCheckForm } from '../../../ui/id-check-fields';
import { DangerNotice } from '../../../ui/notice';
import { toast } from '../../../ui/toast';
import { useChangeOrderStatus } from '../api/change-order-status';
import styles from './dispatch.module.css';

/**
 * Completing a 21+ pickup order is its hand-over at the counter (docs/decisions/117): the
 * buyer's ID first. Under 21 the server keeps the failed check and does not complete the order;
 * the dialog says so and stays, and the order is cancelled from its summary to refund the buyer.
 */
export function CounterIdCheck({
  order,
  orderLabel,
}: {
  order: AdminOrderRow;
  orderLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useIdCheckForm();
  const change = useChangeOrderStatus();
  const formId = useId();

  const close = () => {
    setOpen(false);
    setRefusal(null);
    form.reset();
  };
  const submit = form.handleSubmit((idCheck) => {
    setRefusal(null);
    change.mutate(
      { orderId: order._id, action: 'complete', idCheck },
      {
        onSuccess: () => {
          const judged = judgeIdCheck({ ...idCheck, today: idCheckToday() });
          if (judged.ok) toast.success(idCheckPassed(judged.age));
          close();
        },
        onError: (error) => setRefusal(mutationErrorMessage(error)),
      },
    );
  });

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Complete order ${orderLabel}`}
        onClick={() => setOpen(true)}
      >
        Complete
      </Button>
      <Dialog
        open={open}
        onClose={change.isPending ? () => undefined : close}
        title={`Check the ID: order ${shortOrderId(order._id)}`}
        description="Something on this order is for 21 and over. Check the buyer's ID before you hand it over."
        width={440}
        footer={
          <>
            <Button variant="secondary" onClick={close} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={change.isPending}>
              Complete order
            </Button>
          </>
        }
      >
        <form id={formId} className={styles.idCheckForm} onSubmit={submit} noValidate>
          <IdCheckFields form={form} />
          {refusal && <DangerNotice role="alert">{refusal}</DangerNotice>}
        </form>
      </Dialog>
    </>
  );
}

import { type DeclineBody, declineBodySchema } from '@marketplace/contract/seller-orders';
import { useState } from 'react';
import { z } from 'zod';
import { mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useZodForm } from '../../../ui/form';
import { TextArea } from '../../../ui/text-area';
import { toast } from '../../../ui/toast';
import { useDeclineOrder } from '../api/decline-order';

const reasonSchema = z.object({ reason: z.string() }).transform((values, context): DeclineBody => {
  const checked = declineBodySchema.safeParse(values);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) {
    context.addIssue({ code: 'custom', path: ['reason'], message: issue.message });
  }
  return z.NEVER;
});

/**
 * A new order the store cannot make (issue #31): declined with a reason, which the buyer is
 * texted; it is cancelled and refunded as an admin's cancel is.
 */
export function DeclineOrder({ orderId, number }: { orderId: string; number: string }) {
  const [open, setOpen] = useState(false);
  const decline = useDeclineOrder();
  const form = useZodForm(reasonSchema, { defaultValues: { reason: '' } });
  const reason = form.watch('reason');
  const formId = `decline-${orderId}`;

  const submit = form.handleSubmit((body) =>
    decline.mutate(
      { orderId, ...body },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setOpen(false);
        },
        onError: (cause) => toast.error(mutationErrorMessage(cause)),
      },
    ),
  );

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        Decline
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Decline order #${number}?`}
        description="The order is cancelled and the buyer refunded. Say why: the buyer gets it by text."
        width={480}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep the order
            </Button>
            <Button variant="danger" type="submit" form={formId} loading={decline.isPending}>
              Decline order
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate>
          <TextArea
            label="Why"
            maxLength={300}
            showCounter
            rows={3}
            placeholder="We are out of oat milk tonight."
            value={reason}
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
        </form>
      </Dialog>
    </>
  );
}

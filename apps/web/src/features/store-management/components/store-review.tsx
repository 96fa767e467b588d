import {
  type ManagedStore,
  type StoreReviewDecision,
  storeReviewDecisionSchema,
} from '@marketplace/contract/store-management';
import { REVIEW_NOTE_MAX, sellerVisibilityAction } from '@marketplace/core/catalog/store-review';
import { useState } from 'react';
import { z } from 'zod';
import { mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useZodForm } from '../../../ui/form';
import { DangerNotice } from '../../../ui/notice';
import { TextArea } from '../../../ui/text-area';
import { toast } from '../../../ui/toast';
import { useReviewStore, useSendStoreForReview } from '../api/review-store';
import { useUpdateStore } from '../api/update-store';
import styles from './store-review.module.css';

const requestedAt = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const since = (store: ManagedStore) =>
  store.review?.requestedAt
    ? ` since ${requestedAt.format(new Date(store.review.requestedAt))}`
    : '';

/**
 * A seller's say over who sees their store (docs/decisions/126): a new store is sent for review
 * (with staff's reason when it came back), then waits; a live store is hidden in one tap, and an
 * approved one shown again.
 */
export function SellerStoreVisibility({ store }: { store: ManagedStore }) {
  const send = useSendStoreForReview();
  const update = useUpdateStore();
  const action = sellerVisibilityAction(store);

  function sendForReview() {
    send.mutate(store._id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (cause) => toast.error(mutationErrorMessage(cause)),
    });
  }

  function setHidden(isHidden: boolean) {
    update.mutate(
      { storeId: store._id, body: { sellerId: store.sellerId, updateData: { isHidden } } },
      {
        onSuccess: () =>
          toast.success(isHidden ? 'Hidden from buyers.' : 'Buyers can find your store again.'),
        onError: (cause) => toast.error(mutationErrorMessage(cause)),
      },
    );
  }

  return (
    <div className={styles.review}>
      {action === 'send' && store.review?.status === 'sent_back' && (
        <DangerNotice role="note">Sent back by our team: {store.review.note}</DangerNotice>
      )}
      {action === 'send' && (
        <>
          <p className={styles.hint}>
            Buyers see a new store once our team has checked it. Add its photo, hours and products
            first.
          </p>
          <Button onClick={sendForReview} loading={send.isPending}>
            Send for review
          </Button>
        </>
      )}
      {action === 'waiting' && (
        <p className={styles.waiting} role="status">
          Waiting for review{since(store)}. We will text you when it is live.
        </p>
      )}
      {action === 'hide' && (
        <Button variant="secondary" onClick={() => setHidden(true)} loading={update.isPending}>
          Hide from buyers
        </Button>
      )}
      {action === 'show' && (
        <Button onClick={() => setHidden(false)} loading={update.isPending}>
          Show to buyers
        </Button>
      )}
    </div>
  );
}

const sendBackSchema = z
  .object({ note: z.string() })
  .transform((values, context): StoreReviewDecision => {
    const checked = storeReviewDecisionSchema.safeParse({ decision: 'send_back', ...values });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      context.addIssue({ code: 'custom', path: ['note'], message: issue.message });
    }
    return z.NEVER;
  });

/**
 * Staff's review of a store waiting for it: approve it (buyers find it at once) or send it back
 * with what to change, which its seller reads on the store and by text.
 */
export function StoreReviewPanel({ store }: { store: ManagedStore }) {
  const review = useReviewStore();
  const [sendingBack, setSendingBack] = useState(false);
  const form = useZodForm(sendBackSchema, { defaultValues: { note: '' } });
  const note = form.watch('note');

  function decide(decision: StoreReviewDecision) {
    review.mutate(
      { storeId: store._id, decision },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setSendingBack(false);
          form.reset();
        },
        onError: (cause) => toast.error(mutationErrorMessage(cause)),
      },
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="store-review-title">
      <h3 id="store-review-title" className={styles.title}>
        Waiting for review{since(store)}
      </h3>
      <p className={styles.hint}>
        Check its details, photo, hours and products. Approving shows it to buyers at once.
      </p>
      <div className={styles.buttons}>
        <Button
          onClick={() => decide({ decision: 'approve' })}
          loading={review.isPending && !sendingBack}
        >
          Approve
        </Button>
        <Button variant="secondary" onClick={() => setSendingBack(true)}>
          Send back
        </Button>
      </div>
      <Dialog
        open={sendingBack}
        onClose={() => setSendingBack(false)}
        title={`Send ${store.name} back?`}
        description="Say what the seller should change. They read it on their store and get it by text."
        width={480}
        footer={
          <>
            <Button variant="secondary" onClick={() => setSendingBack(false)}>
              Cancel
            </Button>
            <Button type="submit" form="store-send-back" loading={review.isPending}>
              Send back
            </Button>
          </>
        }
      >
        <form id="store-send-back" onSubmit={form.handleSubmit(decide)} noValidate>
          <TextArea
            label="What to change"
            maxLength={REVIEW_NOTE_MAX}
            showCounter
            rows={4}
            value={note}
            {...form.register('note')}
            error={form.formState.errors.note?.message}
          />
        </form>
      </Dialog>
    </section>
  );
}

import type { AdminOrder } from '@marketplace/contract/dispatch';
import { REFUND_REASON_MAX, refundBodySchema } from '@marketplace/contract/refunds';
import { refundMoreThanLeft } from '@marketplace/core/constants/messages';
import { dollarsToCents } from '@marketplace/core/money/cents';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { unitsLeft } from '@marketplace/core/money/refunds';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../ui/button';
import { useZodForm } from '../../../ui/form';
import { TextArea } from '../../../ui/text-area';
import { TextField } from '../../../ui/text-field';
import { useRefundOrder } from '../api/refund-order';
import styles from './dispatch.module.css';
import { reportOrderChange } from './report-order-change';

export const CHOOSE_AN_ITEM = 'Choose at least one item to refund.';
export const ENTER_AN_AMOUNT = 'Enter an amount in dollars and cents, such as 4.50.';

/** The units of each line not refunded yet (refunds made or on their way hold theirs). */
function linesLeft(order: AdminOrder): number[] {
  const held = order.refunds.filter((r) => r.state !== 'failed').flatMap((r) => r.lines);
  return unitsLeft(order.products, held);
}

/**
 * The form: items (units per line) or an amount, and why. Built on the contract's reason; what
 * is chosen becomes the contract's body, so the browser refuses what the API would.
 */
function refundFormSchema(left: number[], refundableCents: number) {
  return refundBodySchema
    .pick({ reason: true })
    .extend({
      mode: z.enum(['lines', 'amount']),
      units: z.array(z.coerce.number<string>().int().min(0)),
      amount: z.string(),
    })
    .superRefine(
      (form, issues) => {
        if (form.mode === 'lines') {
          if (form.units.every((units) => units === 0)) {
            issues.addIssue({ code: 'custom', path: ['units'], message: CHOOSE_AN_ITEM });
          }
          form.units.forEach((units, line) => {
            if (units > (left[line] ?? 0)) {
              issues.addIssue({
                code: 'custom',
                path: ['units', line],
                message: `At most ${left[line] ?? 0}.`,
              });
            }
          });
          return;
        }
        const amount = /^\d+(\.\d{1,2})?$/.test(form.amount.trim()) ? Number(form.amount) : null;
        if (amount === null || amount <= 0) {
          issues.addIssue({ code: 'custom', path: ['amount'], message: ENTER_AN_AMOUNT });
        } else if (dollarsToCents(amount) > refundableCents) {
          issues.addIssue({
            code: 'custom',
            path: ['amount'],
            message: refundMoreThanLeft(formatUsd(refundableCents)),
          });
        }
        // Told together with a missing reason, not after it is put right.
      },
      { when: ({ issues }) => issues.every((issue) => issue.path?.[0] === 'reason') },
    )
    .transform(({ mode, units, amount, reason }) =>
      mode === 'lines'
        ? {
            reason,
            lines: units.flatMap((quantity, line) => (quantity > 0 ? [{ line, quantity }] : [])),
          }
        : { reason, amountCents: dollarsToCents(Number(amount)) },
    );
}

/**
 * "Refund…" in the order summary (issue #35): an admin gives back chosen items (with their tax)
 * or an amount, with a reason the buyer reads in their text and on their order. Shown while
 * something is left to refund.
 */
export function RefundOrder({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const left = linesLeft(order);
  const form = useZodForm(refundFormSchema(left, order.refundableCents), {
    defaultValues: { mode: 'lines', units: left.map(() => '0'), amount: '', reason: '' },
  });
  const refund = useRefundOrder();
  if (order.refundableCents === 0) return null;
  const mode = form.watch('mode');
  const reason = form.watch('reason');
  const { errors } = form.formState;
  // An error of the whole list (none chosen), as the resolver nests it for an array.
  const unitsError = errors.units?.root?.message ?? errors.units?.message;

  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Refund…
      </Button>
    );
  }
  const close = () => {
    form.reset();
    setOpen(false);
  };
  const submit = form.handleSubmit((body) =>
    refund.mutate(
      { orderId: order._id, ...body },
      {
        onSuccess: (answer) => {
          reportOrderChange.onSuccess(answer);
          close();
        },
        onError: reportOrderChange.onError,
      },
    ),
  );
  return (
    <form className={styles.cancelForm} onSubmit={submit} noValidate aria-label="Refund">
      <fieldset className={styles.refundChoice}>
        <legend>What to refund</legend>
        <label>
          <input type="radio" value="lines" {...form.register('mode')} /> Items, with their tax
        </label>
        <label>
          <input type="radio" value="amount" {...form.register('mode')} /> An amount
        </label>
      </fieldset>
      {mode === 'lines' ? (
        <fieldset className={styles.refundLines} aria-describedby="refund-lines-error">
          <legend className="visually-hidden">Units to refund</legend>
          {order.products.map((product, line) =>
            left[line] === 0 ? null : (
              <TextField
                // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
                key={line}
                type="number"
                inputMode="numeric"
                min={0}
                max={left[line]}
                label={`${product.name} (${left[line]} left)`}
                {...form.register(`units.${line}`)}
                error={errors.units?.[line]?.message}
              />
            ),
          )}
          {unitsError && (
            <p id="refund-lines-error" className={styles.fieldError} role="alert">
              {unitsError}
            </p>
          )}
        </fieldset>
      ) : (
        <TextField
          label="Amount"
          prefix="$"
          inputMode="decimal"
          hint={`Up to ${formatUsd(order.refundableCents)}: fees and tips included.`}
          autoFocus
          {...form.register('amount')}
          error={errors.amount?.message}
        />
      )}
      <TextArea
        label="Why is this refunded?"
        hint="The buyer reads it: it is texted to them and shown on their order."
        rows={2}
        maxLength={REFUND_REASON_MAX}
        showCounter
        value={reason}
        {...form.register('reason')}
        error={errors.reason?.message}
      />
      <div className={styles.cancelActions}>
        <Button variant="secondary" size="sm" onClick={close} disabled={refund.isPending}>
          Keep as is
        </Button>
        <Button type="submit" size="sm" loading={refund.isPending}>
          Refund to the card
        </Button>
      </div>
    </form>
  );
}

import {
  type UnavailableLinesBody,
  unavailableLinesBodySchema,
} from '@marketplace/contract/refunds';
import type { QueryKey } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { mutationErrorMessage } from '../api/client';
import { useMarkUnavailableLines } from '../api/mark-unavailable-lines';
import { Button } from './button';
import { Dialog } from './dialog';
import { useZodForm } from './form';
import { DangerNotice } from './notice';
import { Stepper } from './stepper';
import { toast } from './toast';
import styles from './unavailable-items-dialog.module.css';

/**
 * An order's line as the store and the driver read it: the choices in words under the name, and
 * the units already found missing (they cannot be marked again).
 */
export type UnavailableItemsLine = {
  name: string;
  quantity: number;
  unavailable: number;
  options: readonly string[];
};

/** Units per line, by the line's place on the order (0: all there); the contract's body out. */
const unitsSchema = z
  .object({ units: z.array(z.number()) })
  .transform((values, context): UnavailableLinesBody => {
    const lines = values.units.flatMap((quantity, line) =>
      quantity > 0 ? [{ line, quantity }] : [],
    );
    const checked = unavailableLinesBodySchema.safeParse({ lines });
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) {
      context.addIssue({ code: 'custom', path: ['units'], message: issue.message });
    }
    return z.NEVER;
  });

type UnavailableItemsDialogProps = {
  open: boolean;
  onClose: () => void;
  orderId: string;
  /** The order's short number, as the screen shows it. */
  number: string;
  /** The order's lines in the order's own order: a line's place is what the API is told. */
  lines: readonly UnavailableItemsLine[];
  /** The screen's queries that marking makes stale (its order list, its steps). */
  stale: readonly QueryKey[];
};

/**
 * Items the store cannot supply (issue #35), for the store's seller and the driver at pick-up
 * alike: how many of each line are missing, each 0 to what was ordered. The API refunds them and
 * texts the buyer; the server's sentence is the toast, a refusal is shown as it was said.
 */
export function UnavailableItemsDialog(props: UnavailableItemsDialogProps) {
  // Mounted while open only: each opening starts from nothing chosen.
  return props.open ? <UnavailableItemsForm {...props} /> : null;
}

function UnavailableItemsForm({
  onClose,
  orderId,
  number,
  lines,
  stale,
}: UnavailableItemsDialogProps) {
  const mark = useMarkUnavailableLines({ stale });
  const form = useZodForm(unitsSchema, { defaultValues: { units: lines.map(() => 0) } });
  const units = useWatch({ control: form.control, name: 'units' });
  const chosen = units.reduce((sum, count) => sum + count, 0);
  const ordered = lines.reduce((sum, line) => sum + line.quantity - line.unavailable, 0);
  const everything = chosen > 0 && chosen === ordered;
  const formId = `unavailable-items-${orderId}`;
  const listRef = useRef<HTMLUListElement>(null);
  // Focus goes to the first line's plus, not the Close button: choosing is what the dialog is for.
  const firstChoice = useMemo(
    () => ({
      get current() {
        return listRef.current?.querySelector<HTMLElement>('button:not(:disabled)') ?? null;
      },
    }),
    [],
  );
  // Two lines of one product differ by their choices: those then name the line.
  const names = lines.map((line) => line.name);
  const labelOf = (line: UnavailableItemsLine) =>
    names.indexOf(line.name) !== names.lastIndexOf(line.name) && line.options.length > 0
      ? `${line.name} (${line.options.join(', ')})`
      : line.name;

  const submit = form.handleSubmit((body) =>
    mark.mutate(
      { orderId, ...body },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
      },
    ),
  );

  return (
    <Dialog
      open
      // Not while it is being sent: the answer's sentence would have nowhere to show.
      onClose={mark.isPending ? () => undefined : onClose}
      title={`Items unavailable on order #${number}`}
      description="Choose how many of each item the store cannot supply. They are refunded to the buyer, who gets a text; the order goes on without them."
      initialFocusRef={firstChoice}
      width={520}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={mark.isPending}>
            Back
          </Button>
          <Button
            variant={everything ? 'danger' : 'primary'}
            type="submit"
            form={formId}
            disabled={chosen === 0}
            loading={mark.isPending}
          >
            {submitLabel(chosen, everything)}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={styles.form}>
        <ul ref={listRef} className={styles.lines}>
          {lines.map((line, index) => (
            // A line's place is its identity on the order: two lines may share a name.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder.
            <li key={index} className={styles.line}>
              <div className={styles.item}>
                <span className={styles.name}>{line.name}</span>
                {line.options.length > 0 && (
                  <span className={styles.options}>{line.options.join(' · ')}</span>
                )}
                <span className={styles.ordered}>
                  {line.unavailable > 0
                    ? `${line.quantity} ordered · ${line.unavailable} unavailable`
                    : `${line.quantity} ordered`}
                </span>
              </div>
              <Controller
                control={form.control}
                name={`units.${index}`}
                render={({ field }) => (
                  <Stepper
                    label={`unavailable units of ${labelOf(line)}`}
                    value={field.value}
                    onChange={(next) => {
                      field.onChange(next);
                      mark.reset();
                    }}
                    min={0}
                    max={line.quantity - line.unavailable}
                    size="sm"
                  />
                )}
              />
            </li>
          ))}
        </ul>
        {everything && (
          <DangerNotice role="note">
            Nothing would be left: the order is cancelled and the buyer refunded in full.
          </DangerNotice>
        )}
        {mark.isError && (
          <DangerNotice role="alert">{mutationErrorMessage(mark.error)}</DangerNotice>
        )}
      </form>
    </Dialog>
  );
}

function submitLabel(chosen: number, everything: boolean): string {
  if (everything) return 'Mark everything unavailable';
  if (chosen === 0) return 'Mark unavailable';
  return `Mark ${chosen} ${chosen === 1 ? 'item' : 'items'} unavailable`;
}

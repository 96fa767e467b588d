import { type ReactNode, useRef, useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What will happen, in plain words: what is lost and what stays. */
  description: ReactNode;
  /** The action's label, a verb: 'Delete store'. */
  confirmLabel: string;
  /** Runs the action; the dialog stays open with a spinner until it settles, then closes. */
  onConfirm: () => Promise<unknown> | undefined;
};

/**
 * The one way to confirm a delete (SPEC §5): an alert dialog that names what goes, with Cancel
 * focused first so Enter never destroys by accident. The confirm button shows progress and the
 * dialog closes once the action has finished; a failed action leaves it open to try again (the
 * caller shows the error).
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The caller reports the failure; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onClose}
      role="alertdialog"
      title={title}
      description={description}
      initialFocusRef={cancelRef}
      width={440}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

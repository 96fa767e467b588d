import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { type DriverOnShift, driversOnShiftQueryOptions } from '../api/get-dispatch-board';
import { useMoveRun } from '../api/move-run';
import styles from './suggestions.module.css';

type MoveRunDialogProps = {
  /** The driver whose run moves. */
  driver: { driverId: string; name: string } | null;
  onClose: () => void;
  /** The drivers on shift as the board shows them, live; without it they are read here. */
  onShift?: readonly DriverOnShift[] | undefined;
};

/**
 * "Move run…" (issue #34): every order a driver has not started goes to another driver on shift,
 * chosen here and confirmed, as ConfirmDialog confirms: the dialog stays with a spinner until the
 * server answers, then closes with its message; a refusal leaves it open with the server's words.
 * The drivers on shift are the board's live list, or read here when the board is not on screen
 * (phones).
 */
export function MoveRunDialog({ driver, onClose, onShift }: MoveRunDialogProps) {
  const open = driver !== null;
  const read = useQuery(driversOnShiftQueryOptions(open && !onShift));
  const list = onShift ?? read.data;
  const move = useMoveRun();
  const [toDriverId, setToDriverId] = useState('');
  const others = (list ?? []).filter((other) => other.driverId !== driver?.driverId);

  const close = () => {
    if (move.isPending) return;
    setToDriverId('');
    move.reset();
    onClose();
  };

  const confirm = () => {
    if (!driver || !toDriverId) return;
    move.mutate(
      { fromDriverId: driver.driverId, toDriverId },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setToDriverId('');
          onClose();
        },
        onError: (error) => toast.error(mutationErrorMessage(error)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={driver ? `Move ${driver.name}’s run` : 'Move run'}
      description="Every order they have not started goes to the driver you choose. Orders already started stay with them."
      width={440}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={move.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={move.isPending} disabled={!toDriverId}>
            Move run
          </Button>
        </>
      }
    >
      <div className={styles.moveBody}>
        {!list && read.isPending ? (
          <div className={styles.loading} aria-busy="true">
            <span className="visually-hidden" role="status">
              Loading drivers on shift…
            </span>
            <Skeleton height={44} />
          </div>
        ) : !list ? (
          <ErrorState
            compact
            headingLevel={3}
            title="We couldn’t load the drivers on shift"
            onRetry={() => void read.refetch()}
            retrying={read.isFetching}
          />
        ) : others.length === 0 ? (
          <p className={styles.note} role="status">
            No other driver is on shift.
          </p>
        ) : (
          <Select
            label="Driver taking the run"
            placeholder="Choose a driver"
            value={toDriverId}
            onChange={(event) => setToDriverId(event.target.value)}
            options={others.map((other) => ({ value: other.driverId, label: other.name }))}
          />
        )}
      </div>
    </Dialog>
  );
}

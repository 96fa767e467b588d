import type { AdminOrderRow, Driver } from '@marketplace/contract/dispatch';
import {
  ASSIGN_DRIVER_ERROR,
  assignOrderFailed,
  orderAssignedSuccess,
  orderReassignedSuccess,
  SOMETHING_WENT_WRONG,
} from '@marketplace/core/constants/messages';
import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { SearchIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { isStaleAssignment, useAssignDriver } from '../api/assign-driver';
import { useDriverSearch } from '../api/get-drivers';
import styles from './assign-driver-dialog.module.css';
import { SuggestedDrivers } from './suggested-drivers';

/** How long typing rests before the drivers are searched. */
export const DRIVER_SEARCH_DEBOUNCE_MS = 300;

export const driverName = (driver: Pick<Driver, 'firstName' | 'lastName'>) =>
  `${driver.firstName} ${driver.lastName}`.trim() || 'No name';

const openOrders = (count: number) => (count === 1 ? '1 open order' : `${count} open orders`);

type AssignDriverDialogProps = {
  order: AdminOrderRow;
  open: boolean;
  onClose: () => void;
  /** The signed-in admin's adminId: the server checks it against the token. */
  adminId: string;
};

/**
 * Choosing who delivers an order (issue #32: thousands of drivers are no dropdown): the best two
 * drivers dispatch suggests (issue #34), then the first drivers by name with how many open orders
 * each carries, and a search by name or phone on the server. Choosing one assigns at once (or
 * moves the order from its driver) and closes.
 */
export function AssignDriverDialog({ order, open, onClose, adminId }: AssignDriverDialogProps) {
  const [text, setText] = useState('');
  // Typing a name is the first thing done here, not closing.
  const search = useRef<HTMLInputElement>(null);
  const q = useDebouncedValue(text.trim(), DRIVER_SEARCH_DEBOUNCE_MS);
  const drivers = useDriverSearch(q, { enabled: open });
  const assign = useAssignDriver();
  const [choosing, setChoosing] = useState<string | null>(null);
  const number = shortOrderId(order._id);
  const reassigning = order.driverId !== null;
  // Reassigning offers the other drivers.
  const choices = (drivers.data?.drivers ?? []).filter((d) => d.driverId !== order.driverId);
  const total = drivers.data?.total ?? 0;

  const close = () => {
    setText('');
    onClose();
  };

  const choose = (driver: { driverId: string }) => {
    setChoosing(driver.driverId);
    assign.mutate(
      { driverId: driver.driverId, orderId: order._id, adminId, currentDriverId: order.driverId },
      {
        onSuccess: () => {
          // The order number the screens show, not its id (issue #30).
          toast.success(
            reassigning ? orderReassignedSuccess(number) : orderAssignedSuccess(number),
          );
          close();
        },
        onError: (error) => {
          toast.error(
            isStaleAssignment(error)
              ? ASSIGN_DRIVER_ERROR
              : assignOrderFailed(errorMessage(error, SOMETHING_WENT_WRONG)),
          );
        },
        onSettled: () => setChoosing(null),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={reassigning ? `Reassign order ${number}` : `Assign order ${number}`}
      description={
        reassigning
          ? `Now with ${order.driverName ?? 'its driver'}. Choose who takes it over.`
          : 'Choose the driver who delivers it.'
      }
      width={520}
      initialFocusRef={search}
    >
      <div className={styles.body}>
        <TextField
          ref={search}
          label="Find a driver"
          type="search"
          placeholder="Name or phone"
          prefix={<SearchIcon size={18} />}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={100}
        />
        <SuggestedDrivers
          orderId={order._id}
          currentDriverId={order.driverId}
          action={`${reassigning ? 'Reassign' : 'Assign'} order ${number}`}
          choosing={choosing}
          busy={assign.isPending}
          onChoose={choose}
        />
        {drivers.isPending ? (
          <div className={styles.loading} aria-busy="true">
            <span className="visually-hidden" role="status">
              Loading drivers…
            </span>
            <Skeleton height={56} />
            <Skeleton height={56} />
            <Skeleton height={56} />
          </div>
        ) : drivers.isError && !drivers.data ? (
          <ErrorState
            compact
            headingLevel={3}
            title="We couldn’t load the drivers"
            onRetry={() => void drivers.refetch()}
            retrying={drivers.isFetching}
          />
        ) : choices.length === 0 ? (
          <p className={styles.none} role="status">
            {q
              ? `No drivers match “${q}”.`
              : reassigning
                ? 'There is no other driver.'
                : 'There are no drivers yet.'}
          </p>
        ) : (
          <>
            <ul className={styles.list} aria-label="Drivers">
              {choices.map((driver) => (
                <li key={driver.driverId} className={styles.driver}>
                  <span className={styles.who}>
                    <span className={styles.name}>{driverName(driver)}</span>
                    <span className={styles.load}>{openOrders(driver.openOrders)}</span>
                  </span>
                  <Button
                    size="sm"
                    variant={driver.openOrders === 0 ? 'primary' : 'secondary'}
                    onClick={() => choose(driver)}
                    disabled={assign.isPending && choosing !== driver.driverId}
                    loading={choosing === driver.driverId}
                    aria-label={`${reassigning ? 'Reassign' : 'Assign'} order ${number} to ${driverName(driver)}`}
                  >
                    {reassigning ? 'Reassign' : 'Assign'}
                  </Button>
                </li>
              ))}
            </ul>
            {drivers.data?.nextAfter && (
              <p className={styles.more}>
                {`The first ${choices.length} of ${total.toLocaleString('en-US')} drivers by name: search to find another.`}
              </p>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}

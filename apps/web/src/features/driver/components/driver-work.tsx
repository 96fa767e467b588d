import { DashboardSection } from '../../../ui/dashboard-shell';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { TruckIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useDriverSteps } from '../api/get-driver-steps';
import { applyOutbox, groupByOrder } from '../driver-orders';
import { useOutbox } from '../outbox';
import { useLiveSteps } from '../use-live-steps';
import { useOutboxReplay } from '../use-outbox-replay';
import { CurrentStep } from './current-step';
import { DeliveryHistory } from './delivery-history';
import styles from './driver-work.module.css';
import { OrderReview } from './order-review';

/**
 * SPEC §4 Driver flow: the first open order's current step (or its review once every step is
 * done), then the next order; with none left, the history table. Where the driver is comes from
 * the server (each step's state), so a reload, another phone or a new login resumes in place.
 */
export function DriverWork({ driverId }: { driverId: string }) {
  const steps = useDriverSteps(driverId);
  const waiting = useOutbox(driverId);
  useOutboxReplay(driverId);
  useLiveSteps(driverId);
  const work = steps.data ? groupByOrder(applyOutbox(steps.data, waiting)) : [];
  const [current, ...next] = work;

  return (
    <>
      <DashboardSection
        title="Current delivery"
        description={
          work.length > 1
            ? `Order 1 of ${work.length}: ${next.length} more after this one.`
            : current
              ? 'Work through each step in order.'
              : 'Your next order shows here as soon as it is assigned.'
        }
      >
        {waiting.length > 0 && (
          <p role="status" className={styles.outbox}>
            {`${waiting.length} ${waiting.length === 1 ? 'change' : 'changes'} waiting to be sent. ${
              waiting.length === 1 ? 'It goes' : 'They go'
            } as soon as you are back online; keep going.`}
          </p>
        )}
        {steps.isPending ? (
          <div aria-busy="true" className={styles.work}>
            <span className="visually-hidden" role="status">
              Loading your deliveries…
            </span>
            <Skeleton width="60%" />
            <Skeleton shape="block" height="10rem" />
          </div>
        ) : steps.isError ? (
          <ErrorState
            headingLevel={3}
            title="We couldn’t load your deliveries"
            onRetry={() => void steps.refetch()}
            retrying={steps.isFetching}
          />
        ) : !current ? (
          <EmptyState
            icon={<TruckIcon size={28} />}
            headingLevel={3}
            title="No deliveries assigned right now"
            description="When an order is assigned to you, its steps appear here."
          />
        ) : current.current ? (
          <CurrentStep key={current.current._id} work={current} />
        ) : (
          <OrderReview key={current.order._id} work={current} driverId={driverId} />
        )}
      </DashboardSection>
      {!steps.isPending && !current && (
        <DashboardSection
          title="History"
          description="What you delivered, and the tips you earned."
        >
          <DeliveryHistory driverId={driverId} />
        </DashboardSection>
      )}
    </>
  );
}

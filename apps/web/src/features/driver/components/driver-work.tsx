import { DashboardSection } from '../../../ui/dashboard-shell';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { TruckIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { useDriverSteps } from '../api/get-driver-steps';
import {
  applyOutbox,
  type DriverOrderWork,
  groupByOrder,
  type RunProgress,
  runProgress,
} from '../driver-orders';
import { useOutbox } from '../outbox';
import { offlineNotice, useSavedInstructions } from '../saved-instructions';
import { useLiveSteps } from '../use-live-steps';
import { useOutboxReplay } from '../use-outbox-replay';
import { CurrentStep } from './current-step';
import { DeliveryHistory } from './delivery-history';
import styles from './driver-work.module.css';
import { OrderReview } from './order-review';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What lies ahead: the run in stops (issue #34), or the orders one after another. */
function describeWork({
  current,
  next,
  run,
}: {
  current: DriverOrderWork | undefined;
  next: DriverOrderWork[];
  run: RunProgress | null;
}): string {
  if (!current) return 'Your next order shows here as soon as it is assigned.';
  if (run) {
    const stops =
      run.stopsAfter === 0
        ? 'this is the last stop.'
        : `${plural(run.stopsAfter, 'more stop')} after this one.`;
    const runId = current.steps[0]?.runId;
    const afterRun = next.filter((work) => work.steps[0]?.runId !== runId).length;
    const then = afterRun > 0 ? ` Then ${plural(afterRun, 'more order')}.` : '';
    return `Run of ${run.orders} orders: ${stops}${then}`;
  }
  if (next.length > 0) {
    return `Order 1 of ${next.length + 1}: ${next.length} more after this one.`;
  }
  return 'Work through each step in order.';
}

/**
 * SPEC §4 Driver flow: the current order's step to do now (or its review once every step is
 * done), then the next order, as the server orders them (in a run, from one order to another:
 * issue #34); with none left, the history table. Where the driver is comes from
 * the server (each step's state), so a reload, another phone or a new login resumes in place.
 */
export function DriverWork({ driverId }: { driverId: string }) {
  const steps = useDriverSteps(driverId);
  const offline = useSavedInstructions(driverId, steps);
  const waiting = useOutbox(driverId);
  useOutboxReplay(driverId);
  useLiveSteps(driverId);
  const listed = steps.data ? applyOutbox(steps.data, waiting) : [];
  const work = groupByOrder(listed);
  const [current, ...next] = work;
  const run = current ? runProgress(listed, current) : null;

  return (
    <>
      <DashboardSection title="Current delivery" description={describeWork({ current, next, run })}>
        {offline?.savedAt && (
          <p role="status" className={styles.offline}>
            {offlineNotice(offline.savedAt)}
          </p>
        )}
        {waiting.length > 0 && (
          <p role="status" className={styles.outbox}>
            {`${waiting.length} ${waiting.length === 1 ? 'change' : 'changes'} waiting to be sent. ${
              waiting.length === 1 ? 'It goes' : 'They go'
            } as soon as you are back online; keep going.`}
          </p>
        )}
        {offline && !steps.data ? (
          <EmptyState
            icon={<TruckIcon size={28} />}
            headingLevel={3}
            title="You are offline"
            description="Your deliveries show here as soon as you are back online."
          />
        ) : steps.isPending ? (
          <div aria-busy="true" className={styles.work}>
            <span className="visually-hidden" role="status">
              Loading your deliveries…
            </span>
            <Skeleton width="60%" />
            <Skeleton shape="block" height="10rem" />
          </div>
        ) : !steps.data ? (
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

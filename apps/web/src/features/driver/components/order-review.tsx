import { Button } from '../../../ui/button';
import { useCompleteOrder } from '../api/complete-order';
import type { DriverOrderWork } from '../driver-orders';
import styles from './driver-work.module.css';
import { OrderHeader } from './order-header';
import { StepActions } from './step-actions';

/** After the last step (SPEC §4): the steps done, the bags, and 'Complete Order'. */
export function OrderReview({ work, driverId }: { work: DriverOrderWork; driverId: string }) {
  const complete = useCompleteOrder();
  return (
    <section className={styles.work} aria-labelledby="order-review">
      <OrderHeader order={work.order} />
      <h3 id="order-review" className={styles.stepTitle}>
        Review
      </h3>
      <ol className={styles.doneSteps}>
        {work.steps.map((step) => (
          <li key={step._id}>
            <span>{step.instructionTitle}</span>
            {step.bagIds && step.bagIds.length > 0 && (
              <span className={styles.note}>{`Bags: ${step.bagIds.join(', ')}`}</span>
            )}
          </li>
        ))}
      </ol>
      <StepActions
        error={complete.isError ? 'We couldn’t complete the order. Please try again.' : null}
      >
        <Button
          size="lg"
          block
          loading={complete.isPending}
          onClick={() => complete.mutate({ orderId: work.order._id, driverId })}
        >
          Complete Order
        </Button>
      </StepActions>
    </section>
  );
}

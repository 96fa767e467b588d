import { CUSTOMER_NOT_FOUND } from '@marketplace/core/constants/messages';
import { ApiError } from '../../../api/client';
import { formatUsPhone } from '../../../lib/format-phone';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { useCustomer } from '../api/get-customer';
import styles from './dispatch.module.css';

/** '+16265550142' → '+1 (626) 555-0142'. */
const showPhone = (phone: string) =>
  phone.startsWith('+1') ? `+1 ${formatUsPhone(phone.slice(2))}` : phone;

/** SPEC §2 customer details modal: the buyer's name, phone and e-mail; 'Customer not found.' */
export function CustomerDetails({ customerId }: { customerId: string }) {
  const customer = useCustomer(customerId);
  if (customer.isPending) {
    return (
      <div aria-busy="true" className={styles.timelineLoading}>
        <span className="visually-hidden" role="status">
          Loading the customer…
        </span>
        <Skeleton width="50%" />
        <Skeleton width="40%" />
        <Skeleton width="60%" />
      </div>
    );
  }
  if (customer.isError) {
    const missing = customer.error instanceof ApiError && customer.error.status === 404;
    return (
      <ErrorState
        compact
        headingLevel={3}
        title={missing ? CUSTOMER_NOT_FOUND : 'We couldn’t load the customer'}
        description={missing ? null : undefined}
        onRetry={missing ? undefined : () => void customer.refetch()}
        retrying={customer.isFetching}
      />
    );
  }
  const user = customer.data;
  return (
    <dl className={styles.customer}>
      <div>
        <dt>Name</dt>
        <dd>{`${user.firstName} ${user.lastName}`.trim() || 'No name'}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${user.phone}`}>{showPhone(user.phone)}</a>
        </dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{user.email ? <a href={`mailto:${user.email}`}>{user.email}</a> : '—'}</dd>
      </div>
    </dl>
  );
}

import type { DriverDelivery } from '@marketplace/contract/driver';
import { addressLines, usd } from '../../../lib/format-order';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { useDriverDeliveries } from '../api/get-driver-deliveries';

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Los_Angeles',
});

const COLUMNS: DataColumn<DriverDelivery>[] = [
  {
    key: 'date',
    header: 'Date',
    cell: (delivery) => (
      <time dateTime={delivery.deliveredAt}>{day.format(new Date(delivery.deliveredAt))}</time>
    ),
  },
  { key: 'store', header: 'Store', cell: (delivery) => delivery.storeName ?? '—' },
  {
    key: 'address',
    header: 'Address',
    cell: (delivery) => addressLines(delivery.deliveryAddress).join(', '),
  },
  { key: 'tip', header: 'Tip earned', align: 'end', cell: (delivery) => usd(delivery.driverTip) },
];

/** SPEC §2 the driver's history table: what they delivered and the tips, 100% theirs. */
export function DeliveryHistory({ driverId }: { driverId: string }) {
  const deliveries = useDriverDeliveries(driverId);
  if (deliveries.isPending) return <Skeleton shape="block" height="8rem" />;
  if (deliveries.isError) {
    return (
      <ErrorState
        compact
        headingLevel={3}
        title="We couldn’t load your past deliveries"
        onRetry={() => void deliveries.refetch()}
        retrying={deliveries.isFetching}
      />
    );
  }
  return (
    <DataTable
      caption="Your deliveries"
      columns={COLUMNS}
      rows={deliveries.data}
      rowKey={(delivery) => delivery._id}
      empty={<p>Your delivered orders will be listed here, with the tips you earned.</p>}
    />
  );
}

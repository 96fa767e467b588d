import type { OrderAddress } from '@marketplace/contract/orders';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { isPositionStale } from '@marketplace/core/geo/driver-position';
import { lazy, Suspense } from 'react';
import { useMapStyle } from '../../../api/get-map-style';
import { useNow } from '../../../hooks/use-now';
import styles from '../../../ui/order-details.module.css';
import { Skeleton } from '../../../ui/skeleton';
import { useDriverOnTheWay } from '../api/get-driver-on-the-way';
import { useReadEtaOnMove } from '../api/get-order-eta';

// MapLibre loads only once an order is on its way (issue #33).
const TrackingMap = lazy(() => import('./tracking-map'));

/**
 * The buyer's view of their driver while the order is out for delivery (issue #33): where the
 * driver is on a small map beside the door, moving as their phone reports, and how fresh that is.
 */
export function DriverOnTheWay({
  orderId,
  dropOff,
  timeZone = DEFAULT_TIMEZONE,
}: {
  orderId: string;
  dropOff: OrderAddress | null;
  timeZone?: string;
}) {
  // The ETA (in the order's progress, above) follows the driver as they move.
  const readEta = useReadEtaOnMove(orderId);
  const driver = useDriverOnTheWay(orderId, readEta);
  const mapStyle = useMapStyle();
  const now = useNow(15_000).getTime();
  const at = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
  const placed =
    driver?.latitude != null && driver.longitude != null && driver.at !== null ? driver : null;

  return (
    <section className={styles.section} aria-label="Your driver">
      <h3 className={styles.sectionTitle}>Your driver is on the way</h3>
      <p className={styles.driverNote} role="status">
        {!placed
          ? 'We’ll show where your driver is as soon as their phone shares it.'
          : isPositionStale(Date.parse(placed.at!), now)
            ? `Your driver’s location hasn’t updated since ${at.format(new Date(placed.at!))}.`
            : `Location updated ${at.format(new Date(placed.at!))}.`}
      </p>
      {placed && mapStyle.data && (
        <Suspense fallback={<Skeleton shape="block" height="12rem" />}>
          <TrackingMap
            styleUrl={mapStyle.data.styleUrl}
            driver={{ latitude: placed.latitude!, longitude: placed.longitude! }}
            door={
              dropOff?.latitude != null && dropOff.longitude != null
                ? { latitude: dropOff.latitude, longitude: dropOff.longitude }
                : null
            }
          />
        </Suspense>
      )}
    </section>
  );
}

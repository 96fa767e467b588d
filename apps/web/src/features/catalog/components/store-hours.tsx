import { weekDisplay } from '@marketplace/core/catalog/week-display';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import type { StoreHours as Hours } from '@marketplace/core/constants/store-days';
import { storeDayOf } from '@marketplace/core/windows/calendar';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import styles from './store-hours.module.css';

/** SPEC §9 store hours: every day from Monday, 'Closed' when none; today stands out. */
export function StoreHours({
  storeHours,
  timezone,
  now,
}: {
  storeHours: Hours;
  timezone: string | null | undefined;
  now: Date;
}) {
  const today = storeDayOf(localDateTime(now.getTime(), timezone || DEFAULT_TIMEZONE).date);
  return (
    <dl className={styles.week}>
      {weekDisplay(storeHours).map(({ day, label, hours }) => (
        <div key={day} className={styles.row} data-today={day === today || undefined}>
          <dt className={styles.day}>
            {label}
            {day === today && <span className={styles.todayTag}>Today</span>}
          </dt>
          <dd className={styles.hours} data-closed={hours === 'Closed' || undefined}>
            {/* One line per opening range: "11:00 AM – 2:30 PM" never breaks in the middle. */}
            {hours.split(', ').map((range) => (
              <span key={range} className={styles.range}>
                {range}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

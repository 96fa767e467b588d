import {
  DELIVERY_WITHIN_AN_HOUR,
  NO_DELIVERY_WINDOWS,
  NO_PICKUP_WINDOWS,
  NO_SLOTS,
} from '@marketplace/core/constants/messages';
import type { OrderMethod } from '@marketplace/core/constants/order-types';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { payableFee } from '@marketplace/core/windows/payable-fee';
import type { TimeWindow } from '@marketplace/core/windows/time-window';
import { type ReactNode, useId } from 'react';
import { WarningList } from '../../ui/notice';
import styles from './checkout-page.module.css';
import { dayLabel, windowRange } from './window-format';

type WindowGroupProps = {
  legend: string;
  hint: string;
  windows: readonly TimeWindow[];
  empty: string;
  selectedId: string | null;
  today: string;
  onSelect: (window: TimeWindow) => void;
  /** Long lists (20-minute slots) start folded unless one of them is chosen. */
  collapsible?: boolean;
};

function WindowGroup({
  legend,
  hint,
  windows,
  empty,
  selectedId,
  today,
  onSelect,
  collapsible = false,
}: WindowGroupProps) {
  const name = useId();
  const byDay = new Map<string, TimeWindow[]>();
  for (const window of windows) byDay.set(window.date, [...(byDay.get(window.date) ?? []), window]);
  const days = [...byDay].map(([date, dayWindows]) => (
    <div key={date} className={styles.day}>
      <p className={styles.dayLabel}>{dayLabel(date, today)}</p>
      <div className={styles.chips}>
        {dayWindows.map((window) => {
          const fee = payableFee(window);
          const discounted = window.discountedFee !== null && fee < window.fee;
          return (
            <label key={window.id} className={styles.chip}>
              <input
                type="radio"
                name={name}
                value={window.id}
                checked={selectedId === window.id}
                onChange={() => onSelect(window)}
              />
              {window.withinAnHour ? (
                <span className={styles.chipTime}>{DELIVERY_WITHIN_AN_HOUR}</span>
              ) : (
                <span className={styles.chipTime} data-range>
                  {windowRange(window)}
                </span>
              )}
              <span className={styles.chipFee}>
                {discounted && <s>{formatUsd(window.fee)}</s>} {fee === 0 ? 'Free' : formatUsd(fee)}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  ));
  let body: ReactNode = days;
  if (windows.length === 0) body = <p className={styles.emptyNote}>{empty}</p>;
  else if (collapsible) {
    body = (
      <details
        className={styles.more}
        open={windows.some((window) => window.id === selectedId) || undefined}
      >
        <summary>
          Show {windows.length} slots from {formatUsd(Math.min(...windows.map(payableFee)))}
        </summary>
        <div className={styles.moreBody}>{days}</div>
      </details>
    );
  }
  return (
    <fieldset className={styles.windowGroup}>
      <legend className={styles.groupLegend}>{legend}</legend>
      <p className={styles.muted}>{hint}</p>
      {body}
    </fieldset>
  );
}

/** SPEC §2/§9: standard windows and 20-minute slots for the chosen method. */
export function WindowPicker(props: {
  method: OrderMethod;
  standard: readonly TimeWindow[];
  fast: readonly TimeWindow[];
  /** Why the store offers fewer windows than its week (a pause, a closed day), issue #31. */
  notices: readonly string[];
  selectedId: string | null;
  today: string;
  onSelect: (window: TimeWindow) => void;
}) {
  const { method, standard, fast, notices, selectedId, today, onSelect } = props;
  const delivery = method === 'delivery';
  return (
    <div className={styles.windows}>
      <WarningList label="Ordering from this store" items={notices} />
      <WindowGroup
        legend={delivery ? 'Delivery window' : 'Pickup window'}
        hint={
          delivery
            ? 'One-hour windows within store hours.'
            : 'Ready to collect in the hour you pick.'
        }
        windows={standard}
        empty={delivery ? NO_DELIVERY_WINDOWS : NO_PICKUP_WINDOWS}
        selectedId={selectedId}
        today={today}
        onSelect={onSelect}
      />
      <WindowGroup
        legend={delivery ? '20-minute delivery' : '20-minute pickup'}
        hint="A tighter 20-minute slot, today or the next open day."
        windows={fast}
        empty={NO_SLOTS}
        collapsible
        selectedId={selectedId}
        today={today}
        onSelect={onSelect}
      />
    </div>
  );
}

import { STORE_DAY_LABELS } from '@marketplace/core/constants/store-days';
import { displayClockTime, formatClockTime } from '@marketplace/core/windows/clock-time';
import { storeCalendar } from '@marketplace/core/windows/store-calendar';
import type { WindowStore } from '@marketplace/core/windows/time-window';

export type StoreStatus = {
  open: boolean;
  /** 'Open until 9:00 PM', 'Opens at 5:00 PM', 'Opens Tuesday 11:00 AM', 'Closed this week'. */
  label: string;
};

const time = (minutes: number) => displayClockTime(formatClockTime(minutes));

/**
 * Whether a store is open at `now` on its own clock (its timezone), and when that changes, for
 * the hint on store cards and the store page. Built on core's calendar of opening ranges, so
 * it reads hours exactly as delivery windows do.
 */
export function storeStatus(store: WindowStore, now: Date): StoreStatus {
  const { nowMinutes, days } = storeCalendar(store, now);
  const today = days[0];
  const current = today?.ranges.find((range) => range.from <= nowMinutes && nowMinutes < range.to);
  if (current) {
    return { open: true, label: `Open until ${time(current.to)}` };
  }
  const later = today?.ranges.find((range) => range.from > nowMinutes);
  if (later) return { open: false, label: `Opens at ${time(later.from)}` };
  const next = days.slice(1).find((day) => day.ranges.length > 0);
  const first = next?.ranges[0];
  if (!next || !first) return { open: false, label: 'Closed this week' };
  const when = next.offset === 1 ? 'tomorrow' : STORE_DAY_LABELS[next.day];
  return { open: false, label: `Opens ${when} ${time(first.from)}` };
}

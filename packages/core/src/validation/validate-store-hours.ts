import {
  STORE_DAY_LABELS,
  STORE_DAYS,
  type StoreDay,
  type StoreHours,
} from '../constants/store-days.js';
import { addHoursRange } from './add-hours-range.js';
import type { FieldResult } from './validation-result.js';

type HoursInput = Partial<
  Record<StoreDay, readonly { from?: string | null; to?: string | null }[]>
>;

/**
 * A whole week of hours as the store editor saves it: every range passes the editor's own rule
 * (`addHoursRange`: both ends, closing after opening, '00:00' closing at midnight) and each
 * day's ranges come back sorted by start. Empty days are left out (closed). The error names the
 * day: 'Tuesday: Closing time must be after opening time.'
 */
export function validateStoreHours(hours: HoursInput): FieldResult<StoreHours> {
  const week: Partial<Record<StoreDay, { from: string; to: string }[]>> = {};
  for (const day of STORE_DAYS) {
    let ranges: { from: string; to: string }[] = [];
    for (const range of hours[day] ?? []) {
      const added = addHoursRange(ranges, range);
      if (!added.ok) return { ok: false, error: `${STORE_DAY_LABELS[day]}: ${added.error}` };
      ranges = added.value;
    }
    if (ranges.length > 0) week[day] = ranges;
  }
  return { ok: true, value: week };
}

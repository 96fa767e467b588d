import { HOURS_RANGE_INCOMPLETE, HOURS_RANGE_ORDER } from '../constants/messages.js';
import type { HoursRange } from '../constants/store-days.js';
import { parseClockTime } from '../windows/clock-time.js';
import type { FieldResult } from './validation-result.js';

/**
 * SPEC §5 store-hours editor: a range is added only with both from and to set, and the day's
 * ranges stay sorted by start. A range must close after it opens; '00:00' as the closing time
 * means midnight (docs/decisions/018).
 */
export function addHoursRange(
  ranges: readonly HoursRange[],
  range: { from?: string | null; to?: string | null },
): FieldResult<HoursRange[]> {
  const from = parseClockTime(range.from ?? '');
  const to = parseClockTime(range.to ?? '');
  if (from === null || to === null) return { ok: false, error: HOURS_RANGE_INCOMPLETE };
  if ((to === 0 ? 1440 : to) <= from) return { ok: false, error: HOURS_RANGE_ORDER };
  const added = { from: (range.from ?? '').trim(), to: (range.to ?? '').trim() };
  const sorted = [...ranges, added].sort(
    (a, b) => (parseClockTime(a.from) ?? 0) - (parseClockTime(b.from) ?? 0),
  );
  return { ok: true, value: sorted };
}

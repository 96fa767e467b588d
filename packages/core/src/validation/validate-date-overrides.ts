import { DATE_NOTE_MAX, DATE_OVERRIDES_MAX, type DateOverride } from '../windows/date-overrides.js';
import { addHoursRange } from './add-hours-range.js';
import type { FieldResult } from './validation-result.js';

type OverrideInput = {
  date: string;
  hours: readonly { from?: string | null; to?: string | null }[];
  note?: string | null;
};

const dateLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * A store's special dates as its keeper saves them (issue #31): each a real date, listed once,
 * its hours passing the week editor's rule; sorted by date, past dates dropped (`today`, the
 * store's). The error names the date: 'Nov 26: Closing time must be after opening time.'
 */
export function validateDateOverrides(
  overrides: readonly OverrideInput[],
  today: string,
): FieldResult<DateOverride[]> {
  const seen = new Set<string>();
  const kept: DateOverride[] = [];
  for (const override of overrides) {
    const parsed = new Date(`${override.date}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== override.date) {
      return { ok: false, error: `${override.date} is not a date.` };
    }
    const label = dateLabel.format(parsed);
    if (seen.has(override.date)) return { ok: false, error: `${label} is listed twice.` };
    seen.add(override.date);
    let hours: { from: string; to: string }[] = [];
    for (const range of override.hours) {
      const added = addHoursRange(hours, range);
      if (!added.ok) return { ok: false, error: `${label}: ${added.error}` };
      hours = added.value;
    }
    const note = override.note?.trim().slice(0, DATE_NOTE_MAX) || null;
    if (override.date >= today) kept.push({ date: override.date, hours, note });
  }
  if (kept.length > DATE_OVERRIDES_MAX) {
    return { ok: false, error: `List at most ${DATE_OVERRIDES_MAX} special dates.` };
  }
  return { ok: true, value: kept.sort((a, b) => a.date.localeCompare(b.date)) };
}

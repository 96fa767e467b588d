import { DEFAULT_TIMEZONE } from '../constants/limits.js';
import { addDays } from './calendar.js';
import { displayClockTime, formatClockTime } from './clock-time.js';
import { localDateTime } from './local-date-time.js';
import { rangesOf } from './opening-ranges.js';
import { isPaused } from './pause.js';
import { LOOKAHEAD_DAYS } from './store-calendar.js';
import type { WindowStore } from './time-window.js';

const dayLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Thu, Nov 26' for a 'YYYY-MM-DD' date. */
function dateLabel(date: string): string {
  return dayLabel.format(new Date(`${date}T12:00:00Z`));
}

const hoursLabel = (minutes: number) => displayClockTime(formatClockTime(minutes));

/**
 * Why a store's windows are fewer than its week says, in the buyer's words (issue #31): a pause
 * ('Not taking orders until 6:30 PM'), then its closed and special dates of the coming week
 * ('Closed on Thanksgiving', 'Special hours on Christmas Eve: 9:00 AM – 2:00 PM').
 */
export function storeNotices(store: WindowStore, now: Date): string[] {
  const zone = store.timezone || DEFAULT_TIMEZONE;
  const today = localDateTime(now.getTime(), zone).date;
  const notices: string[] = [];
  if (isPaused(store.pausedUntil, now)) {
    const resumes = localDateTime(new Date(store.pausedUntil as string | Date).getTime(), zone);
    const at = hoursLabel(Math.round(resumes.minutes));
    notices.push(
      resumes.date === today
        ? `Not taking orders until ${at}`
        : resumes.date === addDays(today, 1) && Math.round(resumes.minutes) === 0
          ? 'Not taking more orders today'
          : `Not taking orders until ${dateLabel(resumes.date)}, ${at}`,
    );
  }
  const lastDay = addDays(today, LOOKAHEAD_DAYS - 1);
  const coming = [...(store.dateOverrides ?? [])]
    .filter((override) => override.date >= today && override.date <= lastDay)
    .sort((a, b) => a.date.localeCompare(b.date));
  for (const override of coming) {
    const named = override.note?.trim();
    const ranges = rangesOf(override.hours);
    if (ranges.length === 0) {
      notices.push(
        named
          ? `Closed on ${named}`
          : override.date === today
            ? 'Closed today'
            : `Closed on ${dateLabel(override.date)}`,
      );
    } else {
      const hours = ranges.map((r) => `${hoursLabel(r.from)} – ${hoursLabel(r.to)}`).join(', ');
      notices.push(`Special hours on ${named || dateLabel(override.date)}: ${hours}`);
    }
  }
  return notices;
}

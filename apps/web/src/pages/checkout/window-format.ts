import type { TimeWindow } from '@marketplace/core/windows/time-window';

type Clock = { hour: number; minute: number; meridiem: 'AM' | 'PM' };

function clockOf(hhmm: string): Clock {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return { hour: h % 12 === 0 ? 12 : h % 12, minute: m, meridiem: h % 24 >= 12 ? 'PM' : 'AM' };
}

/** '14:05' → '2:05', '14:00' → '2' (the meridiem is added by the caller). */
function hourLabel({ hour, minute }: Clock): string {
  return minute === 0 ? String(hour) : `${hour}:${String(minute).padStart(2, '0')}`;
}

/** 'Today', 'Tomorrow' or 'Wed, Jan 14' for a store-local YYYY-MM-DD. */
export function dayLabel(date: string, today: string): string {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [ty = 0, tmo = 1, td = 1] = today.split('-').map(Number);
  const days = Math.round((Date.UTC(y, mo - 1, d) - Date.UTC(ty, tmo - 1, td)) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, mo - 1, d)));
}

/**
 * A window as people write one, short enough for a chip on one line at 375 px: '5 – 6 PM',
 * '11 AM – 12 PM', '1:25 – 2:25 PM', '11:40 AM – 12 PM' (the first meridiem only when it differs).
 */
export function windowRange(window: Pick<TimeWindow, 'start' | 'end'>): string {
  const start = clockOf(window.start);
  const end = clockOf(window.end);
  const startLabel =
    start.meridiem === end.meridiem ? hourLabel(start) : `${hourLabel(start)} ${start.meridiem}`;
  return `${startLabel} – ${hourLabel(end)} ${end.meridiem}`;
}

import type { TimeWindow } from '@marketplace/core/windows/time-window';

/** '14:05' → '2:05 PM'. */
export function clockLabel(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
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

export function windowRange(window: Pick<TimeWindow, 'start' | 'end'>): string {
  return `${clockLabel(window.start)} – ${clockLabel(window.end)}`;
}

import { addDays } from './calendar.js';
import { localDateTime } from './local-date-time.js';
import { localTimeToEpoch } from './local-time-to-epoch.js';

/** 'Pause new orders' for 15, 30 or 60 minutes or the rest of the store's day (issue #31). */
export const PAUSE_CHOICES = ['15', '30', '60', 'today'] as const;
export type PauseChoice = (typeof PAUSE_CHOICES)[number];

/** When a pause chosen at `now` ends: so many minutes on, or the store's next midnight. */
export function pauseEnd(choice: PauseChoice, now: Date, timeZone: string): Date {
  if (choice !== 'today') return new Date(now.getTime() + Number(choice) * 60_000);
  const tomorrow = addDays(localDateTime(now.getTime(), timeZone).date, 1);
  // Midnight exists in every zone this serves; an hour later if a change ever skipped it.
  const midnight =
    localTimeToEpoch(tomorrow, 0, timeZone) ?? localTimeToEpoch(tomorrow, 60, timeZone);
  return new Date(midnight ?? now.getTime() + 86_400_000);
}

/** Whether the store takes no new orders at `now`. */
export function isPaused(pausedUntil: string | Date | null | undefined, now: Date): boolean {
  return pausedUntil != null && new Date(pausedUntil).getTime() > now.getTime();
}

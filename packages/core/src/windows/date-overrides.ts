import type { HoursRange } from '../constants/store-days.js';

/**
 * A date whose hours are not the week's (issue #31): a holiday (no hours: closed) or special
 * hours (closing early). `note` is what buyers read ('Thanksgiving').
 */
export type DateOverride = {
  /** Store-local 'YYYY-MM-DD'. */
  date: string;
  /** Empty: closed all day. */
  hours: HoursRange[];
  note?: string | null;
};

/** How many dates a store may list ahead. */
export const DATE_OVERRIDES_MAX = 60;
/** How long a date's note may be. */
export const DATE_NOTE_MAX = 40;

/** The override of `date`, if the store has one. */
export function overrideOf(
  overrides: readonly DateOverride[] | null | undefined,
  date: string,
): DateOverride | undefined {
  return overrides?.find((override) => override.date === date);
}

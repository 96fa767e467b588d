/** SPEC §3/§9: storeHours keys, in display order (the week starts on Monday). */
export const STORE_DAYS = ['MON', 'TUE', 'WED', 'THURS', 'FRI', 'SAT', 'SUN'] as const;

export type StoreDay = (typeof STORE_DAYS)[number];

export const STORE_DAY_LABELS: Readonly<Record<StoreDay, string>> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THURS: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};

/** One opening range, local to the store, as 'HH:MM'. */
export type HoursRange = { from: string; to: string };

/** SPEC §3: ranges per day; a missing or empty day is closed. */
export type StoreHours = Partial<Record<StoreDay, readonly HoursRange[]>>;

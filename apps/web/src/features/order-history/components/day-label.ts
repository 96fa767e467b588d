import { dollarsToCents } from '@marketplace/core/money/cents';
import { formatUsd } from '@marketplace/core/money/format-usd';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-23' (a day on the marketplace's calendar) as 'Nov 23'. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dayFormat.format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)));
}

/** Dollars from the API as '$1,234.50', through core's cents formatting. */
export function dollars(amount: number): string {
  return formatUsd(dollarsToCents(amount));
}

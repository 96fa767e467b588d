import type {
  DispatchSuggestions,
  DriverSuggestion,
  SuggestedRun,
} from '@marketplace/contract/runs';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';

/**
 * How dispatch's suggestions read (issue #34), as pure functions: the same words in the assign
 * dialog, the suggested runs, the orders table and the board's Needs attention. Times are the
 * stores' zone: the suggestions carry no store, and every store dispatch serves is in it.
 */

const METERS_PER_MILE = 1609.344;

const clock = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DEFAULT_TIMEZONE,
});
const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** '7:42 PM', in the stores' zone. */
export function clockTime(instant: string): string {
  return clock.format(new Date(instant));
}

/** '7:30–7:50 PM', or '11:45 AM–12:10 PM' across noon or midnight. */
export function timeRange(start: string, end: string): string {
  const from = clockTime(start);
  const to = clockTime(end);
  // en-US times end in ' AM' or ' PM'; the first is dropped when both share it.
  return `${from.slice(-2) === to.slice(-2) ? from.slice(0, -3) : from}–${to}`;
}

/** Metres as '1.2 mi'. */
export function miles(meters: number): string {
  return `${oneDecimal.format(meters / METERS_PER_MILE)} mi`;
}

export const suggestedName = (suggestion: Pick<DriverSuggestion, 'driverName'>) =>
  suggestion.driverName?.trim() || 'No name';

/** 'Dana Reyes · 1.2 mi · free · arrives 7:42 PM' ('free at 7:30 PM' while busy). */
export function suggestionLine(suggestion: DriverSuggestion): string {
  return [
    suggestedName(suggestion),
    miles(suggestion.metersAway),
    suggestion.free ? 'free' : `free at ${clockTime(suggestion.freeAt)}`,
    `arrives ${clockTime(suggestion.arrivesAt)}`,
  ].join(' · ');
}

export type LateDelivery = DispatchSuggestions['late'][number];

/** 'Late: arrives 7:58 PM, window ends 7:45 PM'. */
export function lateWarning(late: Pick<LateDelivery, 'arrivesAt' | 'windowEnd'>): string {
  // Late by seconds still reads late: the arrival's minute is rounded up, never to the window's.
  const arrives = new Date(Math.ceil(Date.parse(late.arrivesAt) / 60_000) * 60_000).toISOString();
  return `Late: arrives ${clockTime(arrives)}, window ends ${clockTime(late.windowEnd)}`;
}

/** '3 orders from Café X, 7:30–7:50 PM → Dana Reyes'; without a driver, no arrow. */
export function runTitle(run: SuggestedRun): string {
  const stores = [...new Set(run.storeNames)];
  const from =
    stores.length <= 2
      ? stores.join(' and ')
      : `${stores.slice(0, -1).join(', ')} and ${stores.at(-1)}`;
  const window =
    run.windowStart && run.windowEnd ? `, ${timeRange(run.windowStart, run.windowEnd)}` : '';
  const who = run.driver ? ` → ${suggestedName(run.driver)}` : '';
  return `${run.orderIds.length} orders from ${from}${window}${who}`;
}

/** 'saves 2.4 mi' against each order driven on its own. */
export function savedDistance(run: Pick<SuggestedRun, 'savedMeters'>): string {
  return `saves ${miles(run.savedMeters)}`;
}

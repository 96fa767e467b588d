/**
 * How long the checkout's window math takes: delivery windows, pickup windows and 20-minute
 * slots for one store, looking 7 days ahead. Printed as a median per computation and as a ratio
 * to a bare baseline measured in the same run (formatting each hour of the week, 168 dates, with
 * one cached Intl formatter), so the figure means the same on a fast laptop and a slow CI box.
 * Run: npm run bench -w packages/core
 */
import { deliveryWindows } from '../src/windows/delivery-windows.js';
import { pickupWindows } from '../src/windows/pickup-windows.js';
import type { WindowStore } from '../src/windows/time-window.js';
import { twentyMinuteSlots } from '../src/windows/twenty-minute-slots.js';

const day = [{ from: '08:00', to: '22:00' }];
const everyDay: WindowStore = {
  category: 'Restaurants',
  storeHours: { MON: day, TUE: day, WED: day, THURS: day, FRI: day, SAT: day, SUN: day },
};
// Open on Sundays only: the lookahead walks all 7 days to find its windows.
const sundaysOnly: WindowStore = { category: 'Restaurants', storeHours: { SUN: day } };
// Wednesday 2026-01-14, 10:42 in Pasadena.
const now = new Date('2026-01-14T18:42:00Z');

function allThree(store: WindowStore): number {
  return (
    deliveryWindows({ store, now }).length +
    pickupWindows({ store, now }).length +
    twentyMinuteSlots({ store, now, method: 'delivery' }).length
  );
}

const formatter = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles' });
const HOUR_MS = 3_600_000;
function baseline(): number {
  let length = 0;
  for (let hour = 0; hour < 7 * 24; hour++)
    length += formatter.format(now.getTime() + hour * HOUR_MS).length;
  return length;
}

/** Time of one call in ms, averaged over a batch long enough to time reliably. */
function timeOne(task: () => number, batch: number): number {
  let sink = 0;
  const start = performance.now();
  for (let i = 0; i < batch; i++) sink += task();
  if (sink < 0) throw new Error('unreachable: keeps the work from being optimised away');
  return (performance.now() - start) / batch;
}

const middle = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Baseline and task are timed in alternation, so a busy machine slows both alike; the ratio
 * is the median of the per-sample ratios.
 */
function measure(task: () => number, samples = 41, batch = 100) {
  // Warm-up: let the JIT settle and the formatters be built before anything is timed.
  for (let i = 0; i < 5; i++) {
    timeOne(task, batch);
    timeOne(baseline, batch);
  }
  const times: number[] = [];
  const ratios: number[] = [];
  for (let s = 0; s < samples; s++) {
    const base = timeOne(baseline, batch);
    const ms = timeOne(task, batch);
    times.push(ms);
    ratios.push(ms / base);
  }
  return { ms: middle(times), ratio: middle(ratios) };
}

const rows = [
  ['store open daily', measure(() => allThree(everyDay))],
  ['store open Sundays only', measure(() => allThree(sundaysOnly))],
] as const;

console.log(`baseline: format the 168 hours of a week with one cached Intl formatter`);
for (const [name, { ms, ratio }] of rows) {
  console.log(
    `all three window kinds, ${name}: median ${ms.toFixed(3)} ms (${ratio.toFixed(2)}× baseline)`,
  );
}

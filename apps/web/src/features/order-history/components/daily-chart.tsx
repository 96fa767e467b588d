import type { DailyOrderTotal } from '@marketplace/contract/order-history';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './daily-totals.module.css';
import { dayLabel, dollars } from './day-label';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Orders per day as bars (left axis) and sales per day as a line (right axis). Loaded on its own
 * (React.lazy), so the chart library is fetched only when Order History is opened. What it shows
 * is also in words and a table beside it (DailyTotalsPanel): the drawing itself is hidden from
 * screen readers.
 */
export function DailyChart({ days }: { days: readonly DailyOrderTotal[] }) {
  const animate = !reducedMotion();
  return (
    <div className={styles.chart} aria-hidden="true">
      <ComposedChart
        responsive
        data={[...days]}
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis
          dataKey="date"
          tickFormatter={dayLabel}
          tick={{ fill: 'var(--color-text-muted)', fontSize: 12 }}
          minTickGap={16}
        />
        <YAxis
          yAxisId="orders"
          allowDecimals={false}
          width={36}
          tick={{ fill: 'var(--color-text-muted)', fontSize: 12 }}
        />
        <YAxis
          yAxisId="sales"
          orientation="right"
          width={64}
          tickFormatter={(value: number) => dollars(value).replace(/\.00$/, '')}
          tick={{ fill: 'var(--color-text-muted)', fontSize: 12 }}
        />
        <Tooltip
          labelFormatter={(label) => dayLabel(String(label))}
          formatter={(value, name) =>
            name === 'Sales' ? [dollars(Number(value)), name] : [String(value), name]
          }
        />
        <Legend />
        <Bar
          yAxisId="orders"
          dataKey="orders"
          name="Orders"
          fill="var(--color-brand-500)"
          radius={[4, 4, 0, 0]}
          isAnimationActive={animate}
        />
        <Line
          yAxisId="sales"
          dataKey="sales"
          name="Sales"
          // Straight segments: a smoothed curve would draw sales between days that had none.
          type="linear"
          stroke="var(--color-accent-600)"
          strokeWidth={2}
          dot={{ r: 2.5, fill: 'var(--color-accent-600)' }}
          isAnimationActive={animate}
        />
      </ComposedChart>
    </div>
  );
}

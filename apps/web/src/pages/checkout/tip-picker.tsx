import { MAX_TIP_PERCENT } from '@marketplace/core/constants/limits';
import { TIP_PRESETS } from '@marketplace/core/constants/tip-presets';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { tipAmount } from '@marketplace/core/money/tip-amount';
import { useId, useState } from 'react';
import { Button } from '../../ui/button';
import styles from './checkout-page.module.css';

/** A percentage with at most two decimals between 0 and 100, or null. */
function parsePercent(text: string): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text.trim())) return null;
  const value = Number(text);
  return value > 0 && value <= MAX_TIP_PERCENT ? value : null;
}

/** SPEC §9 tips: presets 5, 10, 15 %, a custom percentage, and Remove. */
export function TipPicker(props: {
  label: string;
  percent: number;
  subtotal: number;
  onChange: (percent: number) => void;
}) {
  const { label, percent, subtotal, onChange } = props;
  const isPreset = (TIP_PRESETS as readonly number[]).includes(percent);
  const [customOpen, setCustomOpen] = useState(percent > 0 && !isPreset);
  const [custom, setCustom] = useState(percent > 0 && !isPreset ? String(percent) : '');
  const inputId = useId();
  const customValue = parsePercent(custom);

  return (
    <fieldset className={styles.tip}>
      <legend className={styles.groupLegend}>
        {label}
        {percent > 0 && (
          <span className={styles.tipAmount}>
            {' '}
            · {percent}% = {formatUsd(tipAmount(subtotal, percent))}
          </span>
        )}
      </legend>
      <div className={styles.tipRow}>
        {TIP_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.tipOption}
            aria-pressed={percent === preset && !customOpen}
            onClick={() => {
              setCustomOpen(false);
              onChange(preset);
            }}
          >
            <span>{preset}%</span>
            <span className={styles.tipOptionAmount}>{formatUsd(tipAmount(subtotal, preset))}</span>
          </button>
        ))}
        <button
          type="button"
          className={styles.tipOption}
          aria-pressed={customOpen}
          onClick={() => setCustomOpen(true)}
        >
          Custom
        </button>
      </div>
      {percent > 0 && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setCustomOpen(false);
            setCustom('');
            onChange(0);
          }}
          aria-label={`Remove ${label.toLowerCase()}`}
        >
          Remove
        </Button>
      )}
      {customOpen && (
        <form
          className={styles.customTip}
          onSubmit={(event) => {
            event.preventDefault();
            if (customValue !== null) onChange(customValue);
          }}
        >
          <label htmlFor={inputId} className={styles.muted}>
            Custom {label.toLowerCase()} (%)
          </label>
          <input
            id={inputId}
            className={styles.input}
            inputMode="decimal"
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            placeholder="e.g. 12"
          />
          <Button type="submit" size="sm" variant="secondary" disabled={customValue === null}>
            Apply
          </Button>
        </form>
      )}
    </fieldset>
  );
}

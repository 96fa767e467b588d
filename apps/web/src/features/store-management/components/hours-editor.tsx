import {
  type HoursRange,
  STORE_DAY_LABELS,
  STORE_DAYS,
  type StoreDay,
} from '@marketplace/core/constants/store-days';
import { addHoursRange } from '@marketplace/core/validation/add-hours-range';
import { displayClockTime } from '@marketplace/core/windows/clock-time';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { AlertCircleIcon, CloseIcon, PlusIcon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import styles from './hours-editor.module.css';

/** A week of opening ranges as the editor holds them: a missing or empty day is closed. */
export type HoursWeek = Partial<Record<StoreDay, HoursRange[]>>;

type HoursEditorProps = {
  value: HoursWeek;
  onChange: (week: HoursWeek) => void;
  /** The form's message for the whole week (the server's or the contract's). */
  error?: string | undefined;
};

const rangeText = (range: HoursRange) =>
  `${displayClockTime(range.from)} – ${displayClockTime(range.to)}`;

/**
 * SPEC §5 store hours: Monday to Sunday, each day its opening ranges. A range is added only with
 * both times and closing after opening (core's addHoursRange and its sentences), and the day's
 * ranges stay sorted by start. Each day is a labelled group, usable from the keyboard: Enter in a
 * time adds the range instead of submitting the store form.
 */
export function HoursEditor({ value, onChange, error }: HoursEditorProps) {
  const errorId = useId();
  const monday = value.MON ?? [];

  function copyMondayToEveryDay() {
    const week: HoursWeek = {};
    for (const day of STORE_DAYS) week[day] = monday.map((range) => ({ ...range }));
    onChange(week);
  }

  return (
    <fieldset className={styles.week} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Store hours</legend>
      <p className={styles.hint}>
        In the store’s local time. A day without hours is closed; 12:00 AM as closing time means
        midnight.
      </p>
      <ul className={styles.days}>
        {STORE_DAYS.map((day) => (
          <li key={day}>
            <DayHours
              day={day}
              ranges={value[day] ?? []}
              onChange={(ranges) => onChange({ ...value, [day]: ranges })}
            />
          </li>
        ))}
      </ul>
      {monday.length > 0 && (
        <Button variant="ghost" size="sm" onClick={copyMondayToEveryDay} className={styles.copy}>
          Use Monday’s hours every day
        </Button>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          <AlertCircleIcon size={16} />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}

function DayHours({
  day,
  ranges,
  onChange,
}: {
  day: StoreDay;
  ranges: readonly HoursRange[];
  onChange: (ranges: HoursRange[]) => void;
}) {
  const label = STORE_DAY_LABELS[day];
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const keys = rangeKeys(ranges);

  function add() {
    const added = addHoursRange(ranges, { from, to });
    if (!added.ok) {
      setRefusal(added.error);
      return;
    }
    onChange(added.value);
    setFrom('');
    setTo('');
    setRefusal(null);
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <fieldset className={styles.day}>
      <legend className="visually-hidden">{label}</legend>
      <span className={styles.dayName} aria-hidden="true">
        {label}
      </span>
      {ranges.length === 0 ? (
        <p className={styles.closed}>Closed</p>
      ) : (
        <ul className={styles.ranges} aria-label={`${label} hours`}>
          {ranges.map((range, index) => (
            <li key={keys[index]} className={styles.range}>
              <span>{rangeText(range)}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`Remove ${rangeText(range)}`}
                onClick={() => onChange(ranges.filter((_, other) => other !== index))}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.add}>
        <TextField
          label="Opens"
          type="time"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          onKeyDown={addOnEnter}
          className={styles.time}
        />
        <TextField
          label="Closes"
          type="time"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          onKeyDown={addOnEnter}
          className={styles.time}
        />
        <Button
          variant="secondary"
          onClick={add}
          leadingIcon={<PlusIcon size={16} />}
          aria-label={`Add ${label} hours`}
          className={styles.addButton}
        >
          Add
        </Button>
      </div>
      {refusal && (
        <p className={styles.error} role="alert">
          <AlertCircleIcon size={16} />
          <span>{refusal}</span>
        </p>
      )}
    </fieldset>
  );
}

/** Keys for a day's ranges: the same range may be typed twice before the week is saved. */
function rangeKeys(ranges: readonly HoursRange[]): string[] {
  const seen = new Map<string, number>();
  return ranges.map((range) => {
    const text = `${range.from}-${range.to}`;
    const count = seen.get(text) ?? 0;
    seen.set(text, count + 1);
    return `${text}-${count}`;
  });
}

import type { ManagedStore } from '@marketplace/contract/store-management';
import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { validateDateOverrides } from '@marketplace/core/validation/validate-date-overrides';
import { displayClockTime } from '@marketplace/core/windows/clock-time';
import { DATE_NOTE_MAX, type DateOverride } from '@marketplace/core/windows/date-overrides';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import { z } from 'zod';
import { mutationErrorMessage } from '../../../api/client';
import { Button } from '../../../ui/button';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { EmptyState } from '../../../ui/empty-state';
import { useZodForm } from '../../../ui/form';
import { ClockIcon } from '../../../ui/icons';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast';
import { useSetDateOverrides } from '../api/store-availability';
import styles from './special-dates.module.css';

type NewDate = { date: string; closed: boolean; from: string; to: string; note: string };

const EMPTY: NewDate = { date: '', closed: true, from: '09:00', to: '17:00', note: '' };

/** The form's date, checked by core's rule for special dates (the error under its field). */
function newDateSchema(today: string) {
  return z.custom<NewDate>().transform((values, context): DateOverride => {
    if (!values.date) {
      context.addIssue({ code: 'custom', path: ['date'], message: 'Choose a date.' });
      return z.NEVER;
    }
    if (values.date < today) {
      context.addIssue({
        code: 'custom',
        path: ['date'],
        message: 'Choose today or a later date.',
      });
      return z.NEVER;
    }
    const hours = values.closed ? [] : [{ from: values.from, to: values.to }];
    const checked = validateDateOverrides([{ date: values.date, hours, note: values.note }], today);
    if (!checked.ok) {
      context.addIssue({
        code: 'custom',
        path: [values.closed ? 'date' : 'to'],
        message: checked.error,
      });
      return z.NEVER;
    }
    return checked.value[0] as DateOverride;
  });
}

const dateLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A store's special days (issue #31): holidays it is closed and days with other hours, which
 * replace the week's hours on that date in every window buyers are offered; buyers read them on
 * the store page a week ahead ('Closed on Thanksgiving').
 */
export function SpecialDates({ store }: { store: ManagedStore }) {
  const today = localDateTime(Date.now(), store.timezone || DEFAULT_TIMEZONE).date;
  const save = useSetDateOverrides();
  const form = useZodForm(newDateSchema(today), { defaultValues: EMPTY });
  const { errors } = form.formState;
  const closed = form.watch('closed');

  function saveList(list: readonly DateOverride[], after?: () => void) {
    save.mutate(
      {
        storeId: store._id,
        dateOverrides: list.map(({ date, hours, note }) => ({ date, hours, note: note ?? null })),
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          after?.();
        },
        onError: (cause) => toast.error(mutationErrorMessage(cause)),
      },
    );
  }

  const submit = form.handleSubmit((added) =>
    saveList([...store.dateOverrides.filter((kept) => kept.date !== added.date), added], () =>
      form.reset(EMPTY),
    ),
  );

  const columns: DataColumn<DateOverride>[] = [
    {
      key: 'date',
      header: 'Date',
      cell: (row) => dateLabel.format(new Date(`${row.date}T12:00:00Z`)),
    },
    {
      key: 'hours',
      header: 'Hours',
      cell: (row) =>
        row.hours.length === 0
          ? 'Closed'
          : row.hours
              .map((range) => `${displayClockTime(range.from)} – ${displayClockTime(range.to)}`)
              .join(', '),
    },
    { key: 'note', header: 'Buyers read', cell: (row) => row.note || '—' },
    {
      key: 'remove',
      header: <span className="visually-hidden">Actions</span>,
      hideLabelOnPhone: true,
      align: 'end',
      cell: (row) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${row.date}`}
          disabled={save.isPending}
          onClick={() => saveList(store.dateOverrides.filter((kept) => kept.date !== row.date))}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.special}>
      <div>
        <h3 className={styles.heading}>Special days</h3>
        <p className={styles.lead}>
          Holidays and days with other hours. They replace the week’s hours on that date, and buyers
          see them on the store a week ahead.
        </p>
      </div>
      <DataTable
        caption="Special days"
        columns={columns}
        rows={store.dateOverrides}
        rowKey={(row) => row.date}
        empty={
          <EmptyState
            icon={<ClockIcon size={28} />}
            title="No special days"
            description="The week’s hours apply every day."
            headingLevel={3}
          />
        }
      />
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Add a special day">
        <TextField
          label="Date"
          type="date"
          min={today}
          {...form.register('date')}
          error={errors.date?.message}
        />
        <label className={styles.checkbox}>
          <input type="checkbox" {...form.register('closed')} />
          Closed all day
        </label>
        {!closed && (
          <div className={styles.pair}>
            <TextField label="Opens" type="time" {...form.register('from')} />
            <TextField
              label="Closes"
              type="time"
              {...form.register('to')}
              error={errors.to?.message}
            />
          </div>
        )}
        <TextField
          label="What buyers read"
          optional
          placeholder="Thanksgiving"
          maxLength={DATE_NOTE_MAX}
          {...form.register('note')}
        />
        <Button type="submit" loading={save.isPending}>
          Add special day
        </Button>
      </form>
    </div>
  );
}

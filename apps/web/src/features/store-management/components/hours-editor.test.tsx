import { HOURS_RANGE_INCOMPLETE, HOURS_RANGE_ORDER } from '@marketplace/core/constants/messages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HoursEditor, type HoursWeek } from './hours-editor';

function Editor({ initial = {}, onSubmit }: { initial?: HoursWeek; onSubmit?: () => void }) {
  const [week, setWeek] = useState<HoursWeek>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <HoursEditor value={week} onChange={setWeek} />
      <output data-testid="week">{JSON.stringify(week)}</output>
    </form>
  );
}

const day = (name: string) => screen.getByRole('group', { name });
const week = () => JSON.parse(screen.getByTestId('week').textContent ?? '{}') as HoursWeek;

async function addRange(dayName: string, from: string, to: string) {
  const user = userEvent.setup();
  const group = day(dayName);
  if (from) await user.type(within(group).getByLabelText('Opens'), from);
  if (to) await user.type(within(group).getByLabelText('Closes'), to);
  await user.click(within(group).getByRole('button', { name: `Add ${dayName} hours` }));
}

describe('store hours editor', () => {
  it('lists the week from Monday, every day closed until it has hours', () => {
    render(<Editor />);
    const days = screen
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(days).toEqual([
      'Store hours',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(within(day('Monday')).getByText('Closed')).toBeVisible();
  });

  it('adds a range with both times and clears the inputs', async () => {
    render(<Editor />);
    await addRange('Tuesday', '09:00', '17:30');
    const group = day('Tuesday');
    expect(within(group).getByRole('list', { name: 'Tuesday hours' })).toHaveTextContent(
      '9:00 AM – 5:30 PM',
    );
    expect(within(group).getByLabelText('Opens')).toHaveValue('');
    expect(within(group).getByLabelText('Closes')).toHaveValue('');
    expect(week()).toEqual({ TUE: [{ from: '09:00', to: '17:30' }] });
  });

  it('refuses a range without both times, with core’s sentence', async () => {
    render(<Editor />);
    await addRange('Monday', '09:00', '');
    expect(within(day('Monday')).getByRole('alert')).toHaveTextContent(HOURS_RANGE_INCOMPLETE);
    expect(within(day('Monday')).getByText('Closed')).toBeVisible();
    expect(week()).toEqual({});
  });

  it('refuses a range that closes before it opens', async () => {
    render(<Editor />);
    await addRange('Friday', '17:00', '09:00');
    expect(within(day('Friday')).getByRole('alert')).toHaveTextContent(HOURS_RANGE_ORDER);
    expect(week()).toEqual({});
  });

  it('keeps a day’s ranges sorted by opening time', async () => {
    render(<Editor />);
    await addRange('Saturday', '17:00', '21:00');
    await addRange('Saturday', '08:00', '12:00');
    const items = within(day('Saturday')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '8:00 AM – 12:00 PM',
      '5:00 PM – 9:00 PM',
    ]);
  });

  it('removes a range', async () => {
    render(
      <Editor
        initial={{
          SUN: [
            { from: '08:00', to: '12:00' },
            { from: '17:00', to: '21:00' },
          ],
        }}
      />,
    );
    await userEvent
      .setup()
      .click(within(day('Sunday')).getByRole('button', { name: 'Remove 8:00 AM – 12:00 PM' }));
    expect(week()).toEqual({ SUN: [{ from: '17:00', to: '21:00' }] });
  });

  it('adds the range on Enter instead of submitting the store form', async () => {
    const onSubmit = vi.fn();
    render(<Editor onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const group = day('Wednesday');
    await user.type(within(group).getByLabelText('Opens'), '10:00');
    await user.type(within(group).getByLabelText('Closes'), '14:00{Enter}');
    expect(week()).toEqual({ WED: [{ from: '10:00', to: '14:00' }] });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('copies Monday’s hours to every day', async () => {
    render(<Editor initial={{ MON: [{ from: '09:00', to: '17:00' }] }} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Use Monday’s hours every day' }));
    const range = [{ from: '09:00', to: '17:00' }];
    expect(week()).toEqual({
      MON: range,
      TUE: range,
      WED: range,
      THURS: range,
      FRI: range,
      SAT: range,
      SUN: range,
    });
  });
});

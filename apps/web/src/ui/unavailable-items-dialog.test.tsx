import { itemsMarkedUnavailable, REFUND_LINES_TAKEN } from '@marketplace/core/constants/messages';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../testing/factories';
import { mockApi, sentBodies } from '../testing/fetch-mock';
import { renderWithRouter } from '../testing/render-app';
import { Button } from './button';
import { UnavailableItemsDialog, type UnavailableItemsLine } from './unavailable-items-dialog';

// Issue #35: the store's seller, or the driver at pick-up, marks the units the store lacks.

const ORDER = '5b0c1a52-0000-4000-8000-000000000001';
const MARK = `POST /api/orders/${ORDER}/unavailable-lines`;
const LINES: UnavailableItemsLine[] = [
  { name: 'Oat Latte', quantity: 2, unavailable: 0, options: ['Size: 16 oz'] },
  { name: 'Almond Croissant', quantity: 1, unavailable: 0, options: [] },
  { name: 'Oat Latte', quantity: 3, unavailable: 0, options: ['Size: 12 oz'] },
];
/** What the screen around the dialog shows: read again once units are marked. */
const ORDERS_KEY = ['orders-on-screen'];

function Screen({ lines = LINES }: { lines?: UnavailableItemsLine[] }) {
  const [open, setOpen] = useState(false);
  const orders = useQuery({
    queryKey: ORDERS_KEY,
    queryFn: () => fetch('/api/orders-on-screen').then((answer) => answer.json()),
  });
  return (
    <>
      <p>{`Read ${orders.data?.reads ?? 0} times`}</p>
      <Button onClick={() => setOpen(true)}>Items unavailable…</Button>
      <UnavailableItemsDialog
        open={open}
        onClose={() => setOpen(false)}
        orderId={ORDER}
        number="5B0C1A52"
        lines={lines}
        stale={[ORDERS_KEY]}
      />
    </>
  );
}

function screenReads() {
  let reads = 0;
  return {
    'GET /api/orders-on-screen': () => {
      reads += 1;
      return { body: { reads } };
    },
  };
}

async function openDialog(lines = LINES) {
  storeSession({ role: 'seller' });
  const user = userEvent.setup();
  renderWithRouter(<Screen lines={lines} />);
  await screen.findByText('Read 1 times');
  await user.click(screen.getByRole('button', { name: 'Items unavailable…' }));
  const dialog = screen.getByRole('dialog', { name: 'Items unavailable on order #5B0C1A52' });
  return { user, dialog };
}

const more = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name: `Increase unavailable units of ${name}` });
const less = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name: `Decrease unavailable units of ${name}` });

describe('the items-unavailable dialog', () => {
  it('sends the units chosen per line, shows the server’s sentence and refreshes the screen', async () => {
    const message = itemsMarkedUnavailable('5B0C1A52', '$6.06');
    const fetchMock = mockApi({ ...screenReads(), [MARK]: { body: { status: 200, message } } });
    const { user, dialog } = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Mark unavailable' });
    expect(submit).toBeDisabled();
    // The lines of one product are told apart by their choices.
    expect(within(dialog).getByText('Size: 16 oz')).toBeVisible();
    expect(within(dialog).getByText('3 ordered')).toBeVisible();

    await user.click(more(dialog, 'Almond Croissant'));
    // Never more than was ordered.
    expect(more(dialog, 'Almond Croissant')).toBeDisabled();
    for (let unit = 0; unit < 3; unit += 1)
      await user.click(more(dialog, 'Oat Latte (Size: 12 oz)'));
    await user.click(less(dialog, 'Oat Latte (Size: 12 oz)'));
    const ready = within(dialog).getByRole('button', { name: 'Mark 3 items unavailable' });
    expect(ready).toBeEnabled();
    await user.click(ready);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/unavailable-lines')).toEqual([
      {
        lines: [
          { line: 1, quantity: 1 },
          { line: 2, quantity: 2 },
        ],
      },
    ]);
    expect(dialog).not.toBeInTheDocument();
    expect(await screen.findByText('Read 2 times')).toBeInTheDocument();
  });

  it('shows a refusal as the server said it and stays open to choose again', async () => {
    mockApi({
      ...screenReads(),
      [MARK]: { status: 409, body: { error: REFUND_LINES_TAKEN, code: 'CONFLICT' } },
    });
    const { user, dialog } = await openDialog();
    await user.click(more(dialog, 'Almond Croissant'));
    await user.click(within(dialog).getByRole('button', { name: 'Mark 1 item unavailable' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUND_LINES_TAKEN);
    expect(dialog).toBeInTheDocument();
    // The order changed under the screen: it is read again.
    expect(await screen.findByText('Read 2 times')).toBeInTheDocument();
  });

  it('warns that marking everything cancels the order', async () => {
    mockApi(screenReads());
    const { user, dialog } = await openDialog();
    for (const [name, quantity] of [
      ['Oat Latte (Size: 16 oz)', 2],
      ['Almond Croissant', 1],
      ['Oat Latte (Size: 12 oz)', 3],
    ] as const) {
      for (let unit = 0; unit < quantity; unit += 1) await user.click(more(dialog, name));
    }
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Nothing would be left: the order is cancelled and the buyer refunded in full.',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Mark everything unavailable' }),
    ).toBeEnabled();
  });

  it('takes the focus to the first line and closes with Escape, choices forgotten', async () => {
    mockApi(screenReads());
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(more(dialog, 'Oat Latte (Size: 16 oz)')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Mark 1 item unavailable' })).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Items unavailable…' });
    expect(opener).toHaveFocus();

    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Mark unavailable' })).toBeDisabled();
  });

  it('counts units already found missing: only the rest can be marked', async () => {
    mockApi(screenReads());
    const lines = [{ ...LINES[0]!, unavailable: 1 }, LINES[1]!, LINES[2]!];
    const { user, dialog } = await openDialog(lines);
    expect(within(dialog).getByText('2 ordered · 1 unavailable')).toBeVisible();
    const name = 'Oat Latte (Size: 16 oz)';
    await user.click(more(dialog, name));
    expect(more(dialog, name)).toBeDisabled();
  });
});

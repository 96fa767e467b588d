import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrderEvent } from '../../../testing/build-order';
import { storeSession } from '../../../testing/factories';
import { mockApi } from '../../../testing/fetch-mock';
import { renderWithRouter } from '../../../testing/render-app';
import { OrderProgress } from './order-progress';
import { OrderRefunds } from './order-refunds';

const ZONE = 'America/Los_Angeles';
const LACKED = 'Not available at the store: 1 × Oat Latte.';

function timeline() {
  storeSession({ role: 'buyer' });
  mockApi({
    'GET /api/orders/order-1/timeline': {
      body: [
        buildOrderEvent({ _id: '1', orderId: 'order-1' }),
        buildOrderEvent({
          _id: '2',
          orderId: 'order-1',
          action: 'item_unavailable',
          fromStatus: 'pending',
          reason: LACKED,
          amountCents: 606,
          at: '2026-01-14T18:20:00.000Z',
        }),
        buildOrderEvent({
          _id: '3',
          orderId: 'order-1',
          action: 'refund',
          fromStatus: 'pending',
          reason: LACKED,
          amountCents: 606,
          at: '2026-01-14T18:21:00.000Z',
        }),
      ],
    },
    'GET /api/orders/order-1/eta': { body: { arrivesAt: null, late: false } },
  });
}

describe('the buyer’s refunds (issue #35)', () => {
  it('the timeline says what the store lacked and what was refunded, with why', async () => {
    timeline();
    renderWithRouter(<OrderProgress orderId="order-1" status="pending" timeZone={ZONE} />);
    const progress = await screen.findByRole('region', { name: 'Order progress' });
    const steps = await within(progress).findAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Paid10:05 AM',
      `Item unavailable10:20 AM${LACKED}`,
      `Refunded $6.0610:21 AM${LACKED}`,
    ]);
  });

  it('the receipt lists each refund and what the order cost in the end', async () => {
    timeline();
    renderWithRouter(<OrderRefunds orderId="order-1" totalAmount={30} timeZone={ZONE} />);
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('$6.06 refunded to your card')).toBeVisible();
    expect(within(refunds).getByText('on Jan 14')).toBeVisible();
    expect(within(refunds).getByText(LACKED)).toBeVisible();
    expect(refunds).toHaveTextContent('Paid$30.00Refunded-$6.06Total$23.94');
  });

  it('shows nothing without a refund', async () => {
    storeSession({ role: 'buyer' });
    mockApi({
      'GET /api/orders/order-2/timeline': { body: [buildOrderEvent({ orderId: 'order-2' })] },
      'GET /api/orders/order-2/eta': { body: { arrivesAt: null, late: false } },
    });
    renderWithRouter(
      <>
        <OrderProgress orderId="order-2" status="pending" timeZone={ZONE} />
        <OrderRefunds orderId="order-2" totalAmount={30} timeZone={ZONE} />
      </>,
    );
    // The timeline both read is in: it holds no refund.
    expect(await screen.findByText('Paid')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Refunds' })).toBeNull();
  });
});

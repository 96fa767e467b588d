import { NO_ORDERS_FOUND } from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '../../testing/build-order';
import { storeSession } from '../../testing/factories';
import { mockApi } from '../../testing/fetch-mock';
import { currentLocation, renderApp } from '../../testing/render-app';

describe('buyer dashboard: order history', () => {
  it('/dashboard opens the orders section', async () => {
    const user = storeSession({ role: 'buyer' });
    mockApi({ [`GET /api/order-history/${user.buyerId}/${user._id}`]: { body: [] } });
    renderApp('/dashboard');
    await waitFor(() => expect(currentLocation().path).toBe('/dashboard/orders'));
  });

  it('asks for the buyer id and user id with the token, and says No orders found', async () => {
    const user = storeSession({ role: 'buyer' });
    const fetchMock = mockApi({
      [`GET /api/order-history/${user.buyerId}/${user._id}`]: { body: [] },
    });
    renderApp('/dashboard/orders');
    expect(await screen.findByRole('heading', { name: NO_ORDERS_FOUND })).toBeVisible();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(((init?.headers ?? {}) as Record<string, string>).Authorization).toBe(
      `Bearer token-for-${user._id}`,
    );
  });

  it('lists orders with status colours and totals', async () => {
    const user = storeSession({ role: 'buyer' });
    mockApi({
      [`GET /api/order-history/${user.buyerId}/${user._id}`]: {
        body: [
          buildOrder({ orderStatus: 'pending', totalAmount: 24.88 }),
          buildOrder({ orderStatus: 'completed', totalAmount: 12 }),
          buildOrder({ orderStatus: 'cancelled' }),
          buildOrder({ orderStatus: 'delivered' }),
          buildOrder({ orderStatus: 'confirmed' }),
        ],
      },
    });
    renderApp('/dashboard/orders');
    const list = await screen.findByRole('list', { name: 'Orders' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    const colour = (row: HTMLElement, status: string) =>
      within(row).getByText(status).getAttribute('data-colour');
    expect(colour(rows[0] as HTMLElement, 'Pending')).toBe('orange');
    expect(colour(rows[1] as HTMLElement, 'Completed')).toBe('green');
    expect(colour(rows[2] as HTMLElement, 'Cancelled')).toBe('red');
    expect(colour(rows[3] as HTMLElement, 'Delivered')).toBe('green');
    expect(colour(rows[4] as HTMLElement, 'Confirmed')).toBe('blue');
    expect(within(rows[0] as HTMLElement).getByText('$24.88')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('$12.00')).toBeVisible();
  });

  it('shows an error with Try again when the history fails to load', async () => {
    const user = storeSession({ role: 'buyer' });
    let calls = 0;
    mockApi({
      [`GET /api/order-history/${user.buyerId}/${user._id}`]: () => {
        calls += 1;
        return calls <= 2 ? { status: 500, body: { error: 'boom' } } : { body: [] };
      },
    });
    renderApp('/dashboard/orders');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('We couldn’t load your orders')).toBeVisible();
    await userEvent.setup().click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { name: NO_ORDERS_FOUND })).toBeVisible();
  });

  it('opens an order summary with items, customizations, gift message, addresses and bill', async () => {
    const user = storeSession({ role: 'buyer' });
    const order = buildOrder({
      products: [
        {
          productId: 'roses',
          name: 'Dozen Roses',
          price: 60,
          quantity: 1,
          storeId: 'store-1',
          image: null,
          customizations: [{ name: 'Vase', selectedOptions: [{ title: 'Glass', price: 5 }] }],
          flowerCustomizations: {
            fullName: 'Ana',
            occasion: 'Birthday',
            relationship: 'Mom',
            locationType: 'Residence',
            customMessage: 'Happy birthday, Mom!',
            signature: 'Maya',
          },
          specialInstructions: null,
        },
      ],
      subtotal: 60,
      tax: 6.15,
      sellerTip: 0,
      sellerTipAmount: 0,
      driverTip: 0,
      driverTipAmount: 0,
      deliveryFee: 10,
      discount: 10,
      couponCode: 'WELCOME10',
      totalAmount: 66.15,
    });
    mockApi({ [`GET /api/order-history/${user.buyerId}/${user._id}`]: { body: [order] } });
    const clicker = userEvent.setup();
    renderApp('/dashboard/orders');
    await clicker.click(await screen.findByRole('button', { name: /View details of order/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Dozen Roses')).toBeVisible();
    expect(within(dialog).getByText('Glass')).toBeVisible();
    expect(within(dialog).getByText('Happy birthday, Mom!')).toBeVisible();
    expect(within(dialog).getByText('Colorado Coffee')).toBeVisible();
    expect(within(dialog).getByText('140 S Lake Ave, Apt 4')).toBeVisible();
    expect(within(dialog).getByText('11:00 AM – 12:00 PM')).toBeVisible();
    expect(within(dialog).getByText('Discount (WELCOME10)')).toBeVisible();
    expect(within(dialog).getByText('-$10.00')).toBeVisible();
    expect(within(dialog).getByText('$66.15')).toBeVisible();
    expect(within(dialog).getByText('Ring the bell')).toBeVisible();
  });

  it("shows the ID check at the door by its outcome, in the store's time", async () => {
    const user = storeSession({ role: 'buyer' });
    const returned = buildOrder({
      orderStatus: 'returned',
      idCheck: { passed: false, idType: 'state_id', checkedAt: '2026-11-24T05:04:00.000Z' },
    });
    mockApi({ [`GET /api/order-history/${user.buyerId}/${user._id}`]: { body: [returned] } });
    const clicker = userEvent.setup();
    renderApp('/dashboard/orders');
    expect(await screen.findByText('Returned to the store')).toBeVisible();
    await clicker.click(await screen.findByRole('button', { name: /View details of order/ }));
    const check = within(await screen.findByRole('dialog')).getByRole('region', {
      name: 'ID check',
    });
    expect(check).toHaveTextContent(
      'Not passed: under 21 on the State ID card checked at the door on Nov 23, 9:04 PM, so the order went back to the store.',
    );
  });
});

import type { SellerOrder } from '@marketplace/contract/seller-orders';
import {
  itemsMarkedUnavailable,
  ORDER_CANCEL_REASON_REQUIRED,
} from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { brand } from '../../config/brand';
import { buildOrderEvent } from '../../testing/build-order';
import { storeSession } from '../../testing/factories';
import { fakeAudioContext } from '../../testing/fake-audio-context';
import { mockApi, sentBodies } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';

// Issue #15: the seller dashboard lists its stores' incoming orders, live.

function sellerOrder(id: string, overrides: Partial<SellerOrder> = {}): SellerOrder {
  return {
    _id: id,
    createdAt: '2026-01-14T18:05:00.000Z',
    orderType: 'delivery',
    orderStatus: 'pending',
    storeId: 'store-1',
    storeName: 'Casa Arroyo Taqueria',
    deliveryWindowStart: '2026-01-14T19:00:00.000Z',
    deliveryWindowEnd: '2026-01-14T20:00:00.000Z',
    timezone: 'America/Los_Angeles',
    cancelReason: null,
    products: [
      {
        productId: 'burrito',
        name: 'Carne Asada Burrito',
        price: 12.5,
        quantity: 2,
        storeId: 'store-1',
        image: null,
        customizations: [{ name: 'Salsa', selectedOptions: [{ title: 'Verde', price: 0 }] }],
        flowerCustomizations: null,
        specialInstructions: 'Extra napkins',
      },
    ],
    unavailable: [0],
    specialRequest: 'Ring the bell',
    subtotal: 25,
    acknowledgedAt: '2026-01-14T18:06:00.000Z',
    readyBy: '2026-01-14T18:26:00.000Z',
    prepMinutes: 20,
    buyerFirstName: null,
    ...overrides,
  };
}

describe('seller dashboard: incoming orders', () => {
  it('shows each order with what to make, and a newly paid one without a reload', async () => {
    storeSession({ role: 'seller' });
    const earlier = sellerOrder('5b0c1a52-0000-4000-8000-000000000001');
    const fresh = sellerOrder('9d1e2f30-0000-4000-8000-000000000002', {
      storeName: 'Colorado Coffee',
    });
    let paid = false;
    mockApi({
      'GET /api/seller/orders': () => ({
        body: { orders: paid ? [fresh, earlier] : [earlier], nextBefore: null },
      }),
      'GET /api/orders/stream': () => {
        paid = true;
        const event = buildOrderEvent({ _id: '7', orderId: fresh._id });
        return {
          events: `retry: 60000\n\nid: 7\nevent: order_event\ndata: ${JSON.stringify(event)}\n\n`,
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/orders');
    const first = await screen.findByRole('article', { name: 'Order 5B0C1A52' });
    expect(first).toHaveTextContent('Casa Arroyo Taqueria');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('Delivery · 11:00 AM – 12:00 PM · paid 10:05 AM');
    expect(first).toHaveTextContent('2×Carne Asada Burrito');
    expect(first).toHaveTextContent('Verde');
    expect(first).toHaveTextContent('Extra napkins');
    expect(first).toHaveTextContent('Special request: Ring the bell');

    const arrived = await screen.findByRole('article', { name: 'Order 9D1E2F30' });
    expect(within(arrived).getByText('Colorado Coffee')).toBeVisible();
    const notice = screen.getByRole('button', { name: '1 new order just came in' });
    // The tab counts it too, for a seller looking at another tab (issue #31).
    await waitFor(() => expect(document.title).toBe(`(1) Seller dashboard · ${brand.name}`));
    await user.click(notice);
    expect(notice).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Seller dashboard · ${brand.name}`));
  });

  it('chimes on a new order only once the seller turns the sound on, on this device (issue #31)', async () => {
    const played: number[] = [];
    vi.stubGlobal('AudioContext', fakeAudioContext(played));
    storeSession({ role: 'seller' });
    let streams = 0;
    mockApi({
      'GET /api/seller/orders': { body: { orders: [], nextBefore: null } },
      'GET /api/orders/stream': () => {
        streams += 1;
        // Each stream the test opens hears one paid order.
        const event = buildOrderEvent({ _id: String(streams), orderId: `order-${streams}` });
        return {
          events: `retry: 60000\n\nid: ${streams}\nevent: order_event\ndata: ${JSON.stringify(event)}\n\n`,
        };
      },
    });
    const user = userEvent.setup();
    const first = renderApp('/sellerdashboard/orders');
    await screen.findByRole('button', { name: '1 new order just came in' });
    expect(played).toEqual([]);

    const sound = screen.getByRole('checkbox', { name: /^Play a sound when an order comes in/ });
    expect(sound).not.toBeChecked();
    await user.click(sound);
    expect(sound).toBeChecked();
    // Turning it on plays it once, so the seller hears what it sounds like.
    await waitFor(() => expect(played).toEqual([880, 1318.5]));
    expect(localStorage.getItem('newOrderSound')).toBe('on');
    first.unmount();

    played.length = 0;
    renderApp('/sellerdashboard/orders');
    await screen.findByRole('button', { name: '1 new order just came in' });
    expect(screen.getByRole('checkbox', { name: /^Play a sound/ })).toBeChecked();
    await waitFor(() => expect(played).toEqual([880, 1318.5]));
    vi.unstubAllGlobals();
  });

  it('a cancelled order says why, and to stop preparing it (issue #30)', async () => {
    storeSession({ role: 'seller' });
    mockApi({
      'GET /api/seller/orders': {
        body: {
          orders: [
            sellerOrder('5b0c1a52-0000-4000-8000-000000000003', {
              orderStatus: 'cancelled',
              cancelReason: 'The buyer moved house.',
            }),
          ],
          nextBefore: null,
        },
      },
      'GET /api/orders/stream': { events: 'retry: 60000\n\n' },
    });
    renderApp('/sellerdashboard/orders');
    const card = await screen.findByRole('article', { name: 'Order 5B0C1A52' });
    expect(within(card).getByRole('note')).toHaveTextContent(
      'Cancelled: The buyer moved house. Stop preparing it.',
    );
  });

  it('says when there are none, on the overview too', async () => {
    storeSession({ role: 'seller' });
    mockApi({ 'GET /api/seller/orders': { body: { orders: [], nextBefore: null } } });
    renderApp('/sellerdashboard');
    expect(await screen.findByRole('heading', { name: 'No orders right now' })).toBeVisible();
  });
});

// Issue #31: the store marks a pickup order ready and prints its packing slip.
describe('seller dashboard: ready for pickup and the packing slip', () => {
  const PICKUP = '7a1e2f30-0000-4000-8000-000000000003';

  it('marks a pickup order ready in one tap; the buyer is told', async () => {
    storeSession({ role: 'seller' });
    let order = sellerOrder(PICKUP, { orderType: 'pickup', buyerFirstName: 'Maya' });
    const fetchMock = mockApi({
      'GET /api/seller/orders': () => ({ body: { orders: [order], nextBefore: null } }),
      'GET /api/orders/stream': { events: '' },
      [`POST /api/seller/orders/${PICKUP}/ready`]: () => {
        order = { ...order, orderStatus: 'ready_for_pickup' };
        return { body: order };
      },
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/orders');
    const card = await screen.findByRole('article', { name: 'Order 7A1E2F30' });
    expect(card).toHaveTextContent('2 items');
    expect(within(card).getByText('For Maya')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Ready for pickup' }));
    expect(
      await screen.findByText('Order #7A1E2F30 is ready for pickup. We texted the buyer.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/seller/orders/${PICKUP}/ready`,
      expect.objectContaining({ method: 'POST' }),
    );
    // The badge says it now, and the button is gone.
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: 'Ready for pickup' })).toBeNull(),
    );
    expect(card).toHaveTextContent('Ready for pickup');
  });

  it('offers no ready button on a delivery order, and prints one card as its slip', async () => {
    storeSession({ role: 'seller' });
    mockApi({
      'GET /api/seller/orders': {
        body: { orders: [sellerOrder(PICKUP, { orderType: 'delivery' })], nextBefore: null },
      },
      'GET /api/orders/stream': { events: '' },
    });
    let printed: string | null | undefined;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed = (document.querySelector('[data-printing="true"]') as HTMLElement | null)?.ariaLabel;
      window.dispatchEvent(new Event('afterprint'));
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/orders');
    const card = await screen.findByRole('article', { name: 'Order 7A1E2F30' });
    expect(within(card).queryByRole('button', { name: 'Ready for pickup' })).toBeNull();
    await user.click(
      within(card).getByRole('button', { name: 'Print the packing slip of order 7A1E2F30' }),
    );
    expect(print).toHaveBeenCalledTimes(1);
    expect(printed).toBe('Order 7A1E2F30');
    expect(document.body.dataset.printing).toBeUndefined();
    print.mockRestore();
  });
});

// Issue #31: the store acknowledges a new order with when it will be ready.
describe('seller dashboard: acknowledging a new order', () => {
  const NEW = '3c1e2f30-0000-4000-8000-000000000004';

  it('acknowledges with the store’s usual time, or another, and then says ready by when', async () => {
    storeSession({ role: 'seller' });
    let order = sellerOrder(NEW, { acknowledgedAt: null, readyBy: null, prepMinutes: 25 });
    const fetchMock = mockApi({
      'GET /api/seller/orders': () => ({ body: { orders: [order], nextBefore: null } }),
      'GET /api/orders/stream': { events: '' },
      [`POST /api/seller/orders/${NEW}/acknowledge`]: () => {
        order = {
          ...order,
          acknowledgedAt: '2026-01-14T18:06:00.000Z',
          readyBy: '2026-01-14T18:36:00.000Z',
        };
        return { body: order };
      },
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/orders');
    const form = await screen.findByRole('form', { name: 'Acknowledge order 3C1E2F30' });
    const readyIn = within(form).getByLabelText('Ready in');
    expect(readyIn).toHaveValue('25');
    await user.selectOptions(readyIn, '30');
    await user.click(within(form).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText('Order #3C1E2F30 acknowledged.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `/api/seller/orders/${NEW}/acknowledge`)).toEqual([
      { readyInMinutes: 30 },
    ]);
    // 18:36 UTC is 10:36 AM in Los Angeles.
    expect(await screen.findByText('Ready by 10:36 AM')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Acknowledge order 3C1E2F30' })).toBeNull();
  });
});

// Issue #31: the store declines a new order it cannot make, saying why.
describe('seller dashboard: declining a new order', () => {
  const NEW = '4d1e2f30-0000-4000-8000-000000000005';

  it('asks why, then cancels it; the card says to stop preparing it', async () => {
    storeSession({ role: 'seller' });
    let order = sellerOrder(NEW);
    const fetchMock = mockApi({
      'GET /api/seller/orders': () => ({ body: { orders: [order], nextBefore: null } }),
      'GET /api/orders/stream': { events: '' },
      [`POST /api/seller/orders/${NEW}/decline`]: ({ body }) => {
        const { reason } = body as { reason: string };
        order = { ...order, orderStatus: 'cancelled', cancelReason: reason };
        return {
          body: { message: 'Order 4D1E2F30 declined. The buyer is told why and refunded.', order },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/orders');
    const card = await screen.findByRole('article', { name: 'Order 4D1E2F30' });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline order #4D1E2F30?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline order' }));
    expect(await within(dialog).findByText(ORDER_CANCEL_REASON_REQUIRED)).toBeVisible();
    expect(sentBodies(fetchMock, `/api/seller/orders/${NEW}/decline`)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Why'), 'Out of oat milk tonight.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline order' }));
    expect(
      await screen.findByText('Order 4D1E2F30 declined. The buyer is told why and refunded.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, `/api/seller/orders/${NEW}/decline`)).toEqual([
      { reason: 'Out of oat milk tonight.' },
    ]);
    expect(
      await within(card).findByText('Cancelled: Out of oat milk tonight. Stop preparing it.'),
    ).toBeVisible();
  });
});

// Issue #35: the store marks the items it cannot supply while the order is at the store.
describe('seller dashboard: items unavailable', () => {
  const AT_STORE = '6e1e2f30-0000-4000-8000-000000000006';
  const GONE = '8f1e2f30-0000-4000-8000-000000000007';

  it('marks units of a line of an order at the store, then reads the orders again', async () => {
    storeSession({ role: 'seller' });
    let reads = 0;
    const message = itemsMarkedUnavailable('6E1E2F30', '$13.53');
    const fetchMock = mockApi({
      'GET /api/seller/orders': () => {
        reads += 1;
        return {
          body: {
            orders: [sellerOrder(AT_STORE), sellerOrder(GONE, { orderStatus: 'picked_up' })],
            nextBefore: null,
          },
        };
      },
      'GET /api/orders/stream': { events: '' },
      [`POST /api/orders/${AT_STORE}/unavailable-lines`]: { body: { status: 200, message } },
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/orders');
    // Once the goods have left the store, a missing item is an admin's refund.
    const gone = await screen.findByRole('article', { name: 'Order 8F1E2F30' });
    expect(within(gone).queryByRole('button', { name: /^Items unavailable/ })).toBeNull();

    const card = screen.getByRole('article', { name: 'Order 6E1E2F30' });
    await user.click(
      within(card).getByRole('button', { name: 'Items unavailable on order 6E1E2F30' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Items unavailable on order #6E1E2F30' });
    // The line's choices in words, as the kitchen reads them.
    expect(within(dialog).getByText('Salsa: Verde · Note: Extra napkins')).toBeVisible();
    await user.click(
      within(dialog).getByRole('button', {
        name: 'Increase unavailable units of Carne Asada Burrito',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark 1 item unavailable' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sentBodies(fetchMock, `/api/orders/${AT_STORE}/unavailable-lines`)).toEqual([
      { lines: [{ line: 0, quantity: 1 }] },
    ]);
    await waitFor(() => expect(reads).toBe(2));
  });
});

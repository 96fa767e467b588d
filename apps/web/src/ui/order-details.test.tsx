import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '../testing/build-order';
import { storeSession } from '../testing/factories';
import { mockApi } from '../testing/fetch-mock';
import { OrderDetails } from './order-details';

const places = () => within(screen.getByRole('region', { name: 'Store and addresses' }));

describe('OrderDetails', () => {
  it('a pickup shows the store once, as where to collect it', () => {
    render(<OrderDetails order={buildOrder({ orderType: 'pickup', driverTipAmount: 0 })} />);
    expect(places().getByRole('heading', { name: 'Pickup from' })).toBeVisible();
    expect(places().queryByRole('heading', { name: 'Store' })).toBeNull();
    expect(places().getAllByText('Colorado Coffee')).toHaveLength(1);
    expect(places().getByText('55 E Colorado Blvd')).toBeVisible();
    expect(places().getByText('+1 (626) 555-0131')).toBeVisible();
  });

  it('a delivery shows the store and the delivery address', () => {
    render(<OrderDetails order={buildOrder()} />);
    expect(places().getByRole('heading', { name: 'Store' })).toBeVisible();
    expect(places().getByRole('heading', { name: 'Delivery address' })).toBeVisible();
    expect(places().getByText('Maya Alvarez')).toBeVisible();
  });

  it('names the tips as checkout and the payment page do', () => {
    render(<OrderDetails order={buildOrder()} />);
    expect(screen.getByText('Store tip (10%)')).toBeVisible();
    expect(screen.getByText('Driver tip (15%)')).toBeVisible();
  });

  it('tells a 21+ pickup that a photo ID is checked at the counter, then how the check went', () => {
    const { rerender } = render(
      <OrderDetails order={buildOrder({ orderType: 'pickup', needsIdCheck: true })} />,
    );
    const idCheck = () => within(screen.getByRole('region', { name: 'ID check' }));
    expect(
      idCheck().getByText(
        'Something on this order is for 21 and over: a photo ID is checked at the counter before it is handed over.',
      ),
    ).toBeVisible();
    rerender(
      <OrderDetails
        order={buildOrder({
          orderType: 'pickup',
          needsIdCheck: true,
          idCheck: { passed: false, idType: 'passport', checkedAt: '2026-11-23T05:04:00.000Z' },
        })}
      />,
    );
    expect(
      idCheck().getByText(
        'Not passed: under 21 on the Passport checked at the counter on Nov 22, 9:04 PM, so the order was not handed over.',
      ),
    ).toBeVisible();
  });

  it('says nothing of an ID on an order that needs none', () => {
    render(<OrderDetails order={buildOrder()} />);
    expect(screen.queryByRole('region', { name: 'ID check' })).toBeNull();
  });

  describe('the proof of delivery, private to the order’s people (issue #29)', () => {
    it('fetches the photo with the session’s token and shows it', async () => {
      const buyer = storeSession({ role: 'buyer' });
      const fetchMock = mockApi({ 'GET /api/order/o-1/delivery-photo': { body: 'PNG' } });
      render(
        <OrderDetails order={buildOrder({ deliveryPhoto: '/api/order/o-1/delivery-photo' })} />,
      );
      const photo = await screen.findByRole('img', { name: 'The order where the driver left it' });
      // jsdom has no object URLs: testing/setup.ts gives every one this address.
      expect(photo).toHaveAttribute('src', 'blob:test');
      expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({
        Authorization: `Bearer token-for-${buyer._id}`,
      });
    });

    it('says so when the photo cannot be had', async () => {
      storeSession({ role: 'buyer' });
      mockApi({
        'GET /api/order/o-2/delivery-photo': {
          status: 403,
          body: { error: 'This order belongs to someone else.', code: 'FORBIDDEN' },
        },
      });
      render(
        <OrderDetails order={buildOrder({ deliveryPhoto: '/api/order/o-2/delivery-photo' })} />,
      );
      expect(
        await screen.findByText('The photo could not be loaded. Reload the page to try again.'),
      ).toBeVisible();
    });
  });
});

import type { OrderEta } from '@marketplace/contract/runs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrderEvent } from '../../../testing/build-order';
import { storeSession } from '../../../testing/factories';
import { type MockReply, mockApi } from '../../../testing/fetch-mock';
import { renderWithRouter } from '../../../testing/render-app';
import { OrderProgress } from './order-progress';

const ZONE = 'America/Los_Angeles';

function setUp(eta: MockReply) {
  storeSession({ role: 'buyer' });
  return mockApi({
    'GET /api/orders/order-1/timeline': {
      body: [buildOrderEvent({ orderId: 'order-1', action: 'assign', toStatus: 'assigned' })],
    },
    'GET /api/orders/order-1/eta': eta,
  });
}

const etaOf = (body: OrderEta): MockReply => ({ body });
const etaReads = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/eta')).length;

describe('when the order should arrive (issue #34)', () => {
  it('says when the driver should reach the door, in the store’s time', async () => {
    setUp(etaOf({ arrivesAt: '2026-01-15T03:40:00.000Z', late: false }));
    renderWithRouter(<OrderProgress orderId="order-1" status="assigned" timeZone={ZONE} />);
    const eta = await screen.findByText('Arriving around 7:40 PM');
    expect(eta).toBeVisible();
    expect(eta.className).not.toMatch(/late/);
  });

  it('says so, set apart, when the driver will be late', async () => {
    setUp(etaOf({ arrivesAt: '2026-01-15T03:58:00.000Z', late: true }));
    renderWithRouter(<OrderProgress orderId="order-1" status="picked_up" timeZone={ZONE} />);
    const eta = await screen.findByText('Running late: arriving around 7:58 PM');
    expect(eta.className).toMatch(/late/);
  });

  it('shows nothing, and no error, without an ETA or when it cannot be read', async () => {
    const cases: [MockReply, number][] = [
      [etaOf({ arrivesAt: null, late: false }), 1],
      // A server failure is tried once more, then left: the window still says when.
      [{ status: 503, body: { error: 'Service Unavailable', code: 'UNAVAILABLE' } }, 2],
    ];
    for (const [reply, reads] of cases) {
      const fetchMock = setUp(reply);
      const { unmount } = renderWithRouter(
        <OrderProgress orderId="order-1" status="assigned" timeZone={ZONE} />,
      );
      const progress = await screen.findByRole('region', { name: 'Order progress' });
      await within(progress).findByRole('listitem');
      await waitFor(() => expect(etaReads(fetchMock)).toBe(reads));
      await new Promise((settled) => setTimeout(settled, 50));
      expect(progress).not.toHaveTextContent(/arriving/i);
      expect(within(progress).queryByRole('alert')).toBeNull();
      unmount();
    }
  });

  it('asks for no ETA before a driver has the order, or once it is delivered', async () => {
    const fetchMock = setUp(etaOf({ arrivesAt: '2026-01-15T03:40:00.000Z', late: false }));
    for (const status of ['pending', 'delivered']) {
      const { unmount } = renderWithRouter(
        <OrderProgress orderId="order-1" status={status} timeZone={ZONE} />,
      );
      const progress = await screen.findByRole('region', { name: 'Order progress' });
      await within(progress).findByRole('listitem');
      expect(progress).not.toHaveTextContent(/arriving/i);
      unmount();
    }
    expect(etaReads(fetchMock)).toBe(0);
  });
});

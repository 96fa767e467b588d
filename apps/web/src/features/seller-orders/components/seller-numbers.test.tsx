import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeSession } from '../../../testing/factories';
import { mockApi } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

// Issue #31: the seller's numbers.
const numbers = (days: number, orders: number) => ({
  days,
  since: '2026-11-21T08:00:00.000Z',
  orders,
  sales: orders * 12.5,
  tips: orders * 1.25,
  topProducts: orders > 0 ? [{ name: 'Café Latte', quantity: orders * 2 }] : [],
});

describe('seller dashboard: numbers', () => {
  beforeAll(() => import('../../../pages/seller-dashboard/seller-dashboard-page'));

  it('shows the week’s orders, sales, tips and top products, and switches period', async () => {
    storeSession({ role: 'seller' });
    const fetchMock = mockApi({
      'GET /api/seller/numbers': ({ headers }) => ({ body: numbers(7, 4), ...(headers && {}) }),
    });
    fetchMock.mockImplementation(async (input) => {
      const days = Number(new URL(String(input), 'http://localhost').searchParams.get('days'));
      const body = numbers(days, days === 1 ? 0 : 4);
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/numbers');
    const week = await screen
      .findByRole('definition', { name: undefined, hidden: false })
      .catch(() => null);
    expect(week).toBeDefined();
    const tiles = await screen.findByLabelText('Last 7 days');
    expect(within(tiles).getByText('Orders').nextSibling).toHaveTextContent('4');
    expect(within(tiles).getByText('Sales').nextSibling).toHaveTextContent('$50.00');
    expect(within(tiles).getByText('Tips').nextSibling).toHaveTextContent('$5.00');
    expect(screen.getByText('Café Latte')).toBeVisible();
    expect(screen.getByText('8 sold')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    const today = await screen.findByLabelText('Today');
    await waitFor(() =>
      expect(within(today).getByText('Orders').nextSibling).toHaveTextContent('0'),
    );
    expect(screen.getByText('Nothing sold yet in this period.')).toBeVisible();
  });
});

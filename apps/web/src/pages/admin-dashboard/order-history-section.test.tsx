import type { AdminOrder } from '@marketplace/contract/dispatch';
import type { DailyOrderTotal } from '@marketplace/contract/order-history';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dailySummary } from '../../features/order-history/components/daily-totals-panel';
import { shortOrderId } from '../../lib/format-order';
import { buildAdminOrder, buildOrderEvent } from '../../testing/build-order';
import { buildStore, storeSession } from '../../testing/factories';
import { mockApi } from '../../testing/fetch-mock';
import { currentLocation, renderApp } from '../../testing/render-app';

const HISTORY = '/admindashboard/order-history';
const LIST = 'GET /api/admin/order-history';
const DAILY = 'GET /api/admin/order-history/daily';
const STORES = 'GET /api/store-choices';

const historyOrder = buildAdminOrder;

const CAFE = { ...buildStore({ _id: 'store-cafe', name: 'Corner Café' }), productCount: 3 };
const BLOOMS = { ...buildStore({ _id: 'store-blooms', name: 'Blooms' }), productCount: 1 };

function days(values: [number, number][] = []): DailyOrderTotal[] {
  return Array.from({ length: 30 }, (_, index) => {
    const [orders, sales] = values[index] ?? [0, 0];
    const date = new Date(Date.UTC(2026, 9, 25 + index)).toISOString().slice(0, 10);
    return { date, orders, sales };
  });
}

const page = (orders: AdminOrder[], nextBefore: string | null = null) => ({
  body: { orders, nextBefore },
});

/** Every URL the app fetched for this route, in order. */
function urlsOf(fetchMock: ReturnType<typeof mockApi>, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

const historyRows = async () => {
  const table = await screen.findByRole('table', { name: 'Order history' }, { timeout: 4000 });
  return within(table).getAllByRole('row').slice(1);
};

describe('admin: order history', () => {
  it('lists every order with placed at, store, type, admin status colour and total', async () => {
    storeSession({ role: 'admin' });
    const completed = historyOrder({ orderStatus: 'completed', totalAmount: 31.5 });
    const unassigned = historyOrder({ orderType: '20mindelivery', adminStatus: 'unassigned' });
    const cancelled = historyOrder({ orderStatus: 'cancelled', orderType: 'pickup' });
    const fetchMock = mockApi({
      [LIST]: page([completed, unassigned, cancelled]),
      [DAILY]: { body: { days: days(), storeId: null } },
      [STORES]: { body: [CAFE, BLOOMS] },
    });
    renderApp(HISTORY);

    const rows = await historyRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(`Order ${shortOrderId(completed._id)}`);
    expect(rows[0]).toHaveTextContent('Jan 14, 2026, 10:05 AM');
    expect(rows[0]).toHaveTextContent('Colorado Coffee');
    expect(rows[0]).toHaveTextContent('Delivery');
    expect(rows[0]).toHaveTextContent('$31.50');
    expect(within(rows[0]!).getByText('Completed')).toHaveAttribute('data-colour', 'green');
    expect(rows[1]).toHaveTextContent('20-minute delivery');
    expect(within(rows[1]!).getByText('Unassigned')).toHaveAttribute('data-colour', 'grey');
    expect(within(rows[2]!).getByText('Cancelled')).toHaveAttribute('data-colour', 'red');
    expect(urlsOf(fetchMock, '/api/admin/order-history')[0]?.search).toBe('?limit=50');
  });

  it('days the wrong way round: a sentence at the To field, nothing asked, no failure (issue #30)', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = mockApi({
      [LIST]: page([historyOrder()]),
      [DAILY]: { body: { days: days(), storeId: null } },
      [STORES]: { body: [CAFE, BLOOMS] },
    });
    renderApp(`${HISTORY}?from=2026-11-20&to=2026-11-10`);
    const to = await screen.findByLabelText('To', {}, { timeout: 4000 });
    expect(await screen.findByText('Pick a To day on or after the From day.')).toBeVisible();
    expect(to).toHaveAccessibleDescription(/Pick a To day on or after the From day\./);
    expect(screen.queryByText('Failed to load order history')).not.toBeInTheDocument();
    expect(urlsOf(fetchMock, '/api/admin/order-history')).toHaveLength(0);
  });

  it('keeps the filters in the URL, asks the API with them, and clears them', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = mockApi({
      [LIST]: page([]),
      [DAILY]: { body: { days: days(), storeId: null } },
      [STORES]: { body: [CAFE, BLOOMS] },
    });
    const user = userEvent.setup();
    renderApp(`${HISTORY}?status=cancelled&from=2026-11-01`);

    expect(
      await screen.findByRole(
        'heading',
        { name: 'No orders match these filters.' },
        { timeout: 4000 },
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Status')).toHaveValue('cancelled');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    const first = urlsOf(fetchMock, '/api/admin/order-history')[0]!;
    expect(first.searchParams.get('status')).toBe('cancelled');
    expect(first.searchParams.get('from')).toBe('2026-11-01');

    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Store')).getByRole('option', { name: 'Blooms' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Store'), 'Blooms');
    await user.selectOptions(screen.getByLabelText('Type'), 'Pickup');
    await waitFor(() =>
      expect(currentLocation().path).toBe(
        `${HISTORY}?status=cancelled&from=2026-11-01&storeId=store-blooms&orderType=pickup`,
      ),
    );
    await waitFor(() => {
      const last = urlsOf(fetchMock, '/api/admin/order-history').at(-1)!;
      expect(last.searchParams.get('storeId')).toBe('store-blooms');
      expect(last.searchParams.get('orderType')).toBe('pickup');
      expect(last.searchParams.get('status')).toBe('cancelled');
    });
    // The chart follows the store filter.
    await waitFor(() =>
      expect(urlsOf(fetchMock, '/api/admin/order-history/daily').at(-1)?.search).toBe(
        '?storeId=store-blooms',
      ),
    );

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(currentLocation().path).toBe(HISTORY));
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(await screen.findByRole('heading', { name: 'No orders yet.' })).toBeVisible();
  });

  it("says 'Failed to load order history' and retries", async () => {
    storeSession({ role: 'admin' });
    let fail = true;
    const order = historyOrder();
    mockApi({
      [LIST]: () =>
        fail
          ? { status: 500, body: { error: 'Something went wrong on our side.', code: 'INTERNAL' } }
          : page([order]),
      [DAILY]: { body: { days: days(), storeId: null } },
      [STORES]: { body: [] },
    });
    const user = userEvent.setup();
    renderApp(HISTORY);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Failed to load order history' },
        { timeout: 6000 },
      ),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await historyRows()).toHaveLength(1);
  });

  it('loads older orders page by page', async () => {
    storeSession({ role: 'admin' });
    const newer = historyOrder();
    const older = historyOrder();
    const fetchMock = mockApi({
      [LIST]: () => {
        const asked = urlsOf(fetchMock, '/api/admin/order-history').at(-1)!;
        return asked.searchParams.get('before') === newer._id
          ? page([older])
          : page([newer], newer._id);
      },
      [DAILY]: { body: { days: days(), storeId: null } },
      [STORES]: { body: [] },
    });
    const user = userEvent.setup();
    renderApp(HISTORY);
    expect(await historyRows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    await waitFor(async () => expect(await historyRows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();
  });

  it('opens the order summary with its history', async () => {
    storeSession({ role: 'admin' });
    const order = historyOrder({ orderStatus: 'completed' });
    mockApi({
      [LIST]: page([order]),
      [DAILY]: { body: { days: days(), storeId: null } },
      [STORES]: { body: [] },
      'GET /api/drivers': { body: [] },
      // The list carries rows; the summary reads the whole order (issue #32).
      [`GET /api/orders/${order._id}`]: { body: order },
      [`GET /api/orders/${order._id}/timeline`]: {
        body: [buildOrderEvent({ orderId: order._id })],
      },
    });
    const user = userEvent.setup();
    renderApp(HISTORY);
    const [row] = await historyRows();
    await user.click(
      within(row!).getByRole('button', { name: `Summary of order ${shortOrderId(order._id)}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Order ${shortOrderId(order._id)}` });
    expect(dialog).toHaveTextContent('Café Latte');
    const history = await within(dialog).findByRole('list', { name: 'Order history' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Paid');
  });

  it('exports the filtered list as a CSV download named by the server', async () => {
    storeSession({ role: 'admin' });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:orders');
        static override revokeObjectURL = vi.fn();
      },
    );
    const fetchMock = mockApi({
      [LIST]: page([]),
      [DAILY]: { body: { days: days(), storeId: null } },
      [STORES]: { body: [] },
    });
    const listAndDaily = fetchMock.getMockImplementation()!;
    let exportUrl: URL | null = null;
    let exportAuth: string | undefined;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/order-history/export') return listAndDaily(input, init);
      exportUrl = url;
      exportAuth = (init?.headers as Record<string, string> | undefined)?.Authorization;
      return new Response('\uFEFForderId\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="orders-2026-11-01-to-2026-11-23.csv"',
        },
      });
    });
    const user = userEvent.setup();
    renderApp(`${HISTORY}?from=2026-11-01&to=2026-11-23&orderType=delivery`);
    await screen.findByRole(
      'heading',
      { name: 'No orders match these filters.' },
      { timeout: 4000 },
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['orders-2026-11-01-to-2026-11-23.csv']));
    expect(click).toHaveBeenCalledTimes(1);
    expect(exportUrl!.searchParams.get('from')).toBe('2026-11-01');
    expect(exportUrl!.searchParams.get('to')).toBe('2026-11-23');
    expect(exportUrl!.searchParams.get('orderType')).toBe('delivery');
    expect(exportAuth).toMatch(/^Bearer /);
  });

  it('shows a refused export’s sentence', async () => {
    storeSession({ role: 'admin' });
    const sentence =
      'This export would hold more than 50,000 orders; narrow the dates or filters and export again.';
    mockApi({
      [LIST]: page([]),
      [DAILY]: { body: { days: days(), storeId: null } },
      [STORES]: { body: [] },
      'GET /api/admin/order-history/export': {
        status: 400,
        body: { error: sentence, code: 'VALIDATION_FAILED' },
      },
    });
    const user = userEvent.setup();
    renderApp(HISTORY);
    await screen.findByRole('heading', { name: 'No orders yet.' }, { timeout: 4000 });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  });

  it('sums the last 30 days in words and shows the numbers in a table', async () => {
    storeSession({ role: 'admin' });
    const values: [number, number][] = [];
    values[0] = [2, 40.5];
    values[29] = [3, 1194];
    mockApi({
      [LIST]: page([]),
      [DAILY]: { body: { days: days(values), storeId: 'store-cafe' } },
      [STORES]: { body: [CAFE] },
    });
    const user = userEvent.setup();
    renderApp(`${HISTORY}?storeId=store-cafe`);
    expect(
      await screen.findByText(
        /Last 30 days at Corner Café: 5 orders, \$1,234\.50 in sales/,
        undefined,
        {
          timeout: 4000,
        },
      ),
    ).toBeVisible();
    await user.click(screen.getByText('Show the numbers'));
    const table = screen.getByRole('table', { name: 'Orders and sales per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toHaveTextContent('Oct 25');
    expect(rows[0]).toHaveTextContent('$40.50');
    expect(rows[29]).toHaveTextContent('Nov 23');
    expect(rows[29]).toHaveTextContent('$1,194.00');
    expect(rows[1]).toHaveTextContent('$0.00');
  });

  it('words the summary for one order and for every store', () => {
    expect(dailySummary(days([[1, 12.5]]), null)).toBe('Last 30 days: 1 order, $12.50 in sales');
  });
});

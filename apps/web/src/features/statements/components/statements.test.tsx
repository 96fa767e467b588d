import type { Statement } from '@marketplace/contract/statements';
import { STATEMENT_DATES_REVERSED, STATEMENT_EMPTY } from '@marketplace/core/constants/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../testing/factories';
import { mockApi } from '../../../testing/fetch-mock';
import { currentLocation, renderApp } from '../../../testing/render-app';
import { STATEMENT_FAILED } from './statements';

// Issue #35: statements, for a seller's stores and for admins.
const MARCH = '?from=2026-03-01&to=2026-03-31';
const LIST = 'GET /api/statements';

const sums = (orders: number, gross: number, refunds: number, tips: number) => ({
  orders,
  grossSalesCents: gross,
  refundsCents: refunds,
  sellerTipsCents: tips,
  netCents: gross + tips - refunds,
});

function statement(stores: Statement['stores'], total = sums(0, 0, 0, 0)): Statement {
  return { from: '2026-03-01', to: '2026-03-31', timezone: 'America/Los_Angeles', stores, total };
}

const TWO_STORES = statement(
  [
    { storeId: 'store-alder', storeName: 'Alder Bakery', ...sums(2, 349_300, 1000, 435) },
    { storeId: 'store-bay', storeName: 'Bay Flowers', ...sums(0, 0, 1488, 0) },
  ],
  sums(2, 349_300, 2488, 435),
);

/** Every address the app asked for at this path, in order. */
function asked(fetchMock: ReturnType<typeof mockApi>, path: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
}

const statementRows = async () => {
  const table = await screen.findByRole('table', {
    name: 'Statement from 2026-03-01 to 2026-03-31',
  });
  return within(table).getAllByRole('row');
};

describe('statements', () => {
  it('shows a seller a line per store and their total, in dollars, and the CSV of the same days', async () => {
    storeSession({ role: 'seller' });
    const fetchMock = mockApi({ [LIST]: { body: TWO_STORES } });
    renderApp(`/sellerdashboard/statements${MARCH}`);

    const [header, alder, bay, total] = await statementRows();
    expect(header).toHaveTextContent('StoreOrdersGross salesRefundsSeller tipsNet');
    expect(alder).toHaveTextContent('Alder Bakery2$3,493.00$10.00$4.35$3,487.35');
    expect(bay).toHaveTextContent('Bay Flowers0$0.00$14.88$0.00-$14.88');
    expect(total).toHaveTextContent('Total2$3,493.00$24.88$4.35$3,472.47');
    expect(total?.parentElement?.tagName).toBe('TFOOT');
    expect(asked(fetchMock, '/api/statements')[0]?.search).toBe('?from=2026-03-01&to=2026-03-31');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/statements.csv?from=2026-03-01&to=2026-03-31',
    );
  });

  it('says so when the period has no sales', async () => {
    storeSession({ role: 'seller' });
    mockApi({ [LIST]: { body: statement([]) } });
    renderApp(`/sellerdashboard/statements${MARCH}`);
    expect(await screen.findByRole('heading', { name: STATEMENT_EMPTY })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps a new day in the URL, and asks nothing for days the wrong way round', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = mockApi({ [LIST]: { body: TWO_STORES } });
    renderApp(`/admindashboard/statements${MARCH}`);
    await statementRows();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-15' } });
    expect(currentLocation().path).toBe('/admindashboard/statements?from=2026-03-15&to=2026-03-31');
    await waitFor(() =>
      expect(asked(fetchMock, '/api/statements').at(-1)?.search).toBe(
        '?from=2026-03-15&to=2026-03-31',
      ),
    );

    const before = asked(fetchMock, '/api/statements').length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText(STATEMENT_DATES_REVERSED)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    expect(asked(fetchMock, '/api/statements')).toHaveLength(before);
  });

  it('offers to try again when the statement fails to load', async () => {
    storeSession({ role: 'admin' });
    mockApi({ [LIST]: { status: 500, body: { error: 'Boom.', code: 'INTERNAL' } } });
    renderApp(`/admindashboard/statements${MARCH}`);
    expect(await screen.findByRole('heading', { name: STATEMENT_FAILED })).toBeVisible();
    expect(screen.getByRole('button', { name: /try again/i })).toBeEnabled();
  });
});

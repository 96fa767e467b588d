import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../testing/factories';
import { mockApi } from '../../../testing/fetch-mock';
import { managedStoresApi } from '../../../testing/managed-stores-api';
import { currentLocation, renderApp } from '../../../testing/render-app';
import { buildManagedStore } from '../../../testing/store-management/build-managed-store';

/** The Sellers section's link to one seller's stores. */
const ADMIN = '/admindashboard/store-management';

const STORES = [
  buildManagedStore({ _id: 'store-tacos', name: 'Tacos Don Chema', sellerId: 'seller-ana' }),
  buildManagedStore({ _id: 'store-roses', name: 'Rosa Flowers', sellerId: 'seller-ben' }),
  buildManagedStore({ _id: 'store-beans', name: 'Arroyo Coffee', sellerId: 'seller-ana' }),
];
const ANA = {
  _id: 'user-ana',
  sellerId: 'seller-ana',
  firstName: 'Ana',
  lastName: 'Ortiz',
  phone: '+16265550101',
  email: 'ana@example.com',
  storeCount: 2,
};

const storeNames = async () => {
  const table = await screen.findByRole('table', { name: 'Stores' }, { timeout: 4000 });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);
};

describe("store management: one seller's stores", () => {
  it('lists only the seller’s stores under a removable chip with their name', async () => {
    storeSession({ role: 'admin' });
    mockApi({
      'GET /api/stores-for-admin': managedStoresApi(STORES),
      'GET /api/sellers': { body: { sellers: [ANA], total: 1, nextAfter: null } },
    });
    const user = userEvent.setup();
    renderApp(`${ADMIN}?seller=seller-ana`);
    expect(await storeNames()).toEqual(['Arroyo Coffee', 'Tacos Don Chema']);
    expect(await screen.findByText('Seller: Ana Ortiz')).toBeVisible();
    expect(screen.getByText('2 stores match')).toBeInTheDocument();

    // The seller filter stays while searching.
    await user.type(screen.getByLabelText('Search stores'), 'tacos');
    await waitFor(async () => expect(await storeNames()).toEqual(['Tacos Don Chema']));
    expect(currentLocation().path).toBe(`${ADMIN}?q=tacos&seller=seller-ana`);

    await user.click(screen.getByRole('button', { name: 'Remove the seller filter' }));
    expect(screen.queryByText('Seller: Ana Ortiz')).not.toBeInTheDocument();
    expect(currentLocation().path).toBe(`${ADMIN}?q=tacos`);
    await user.clear(screen.getByLabelText('Search stores'));
    await waitFor(async () => expect(await storeNames()).toHaveLength(3));
  });

  it('names the seller by id for data entry, who cannot list sellers', async () => {
    storeSession({ role: 'dataentry' });
    const fetchMock = mockApi({ 'GET /api/stores-for-admin': managedStoresApi(STORES) });
    renderApp('/data-entry-dashboard/store-management?seller=seller-ben');
    expect(await storeNames()).toEqual(['Rosa Flowers']);
    expect(screen.getByText('Seller: seller-ben')).toBeVisible();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/sellers'),
    );
  });

  it('offers to remove the seller filter when none of their stores match', async () => {
    storeSession({ role: 'admin' });
    mockApi({
      'GET /api/stores-for-admin': managedStoresApi(STORES),
      'GET /api/sellers': { body: { sellers: [], total: 0, nextAfter: null } },
    });
    const user = userEvent.setup();
    renderApp(`${ADMIN}?seller=seller-nobody`);
    expect(
      await screen.findByRole('heading', { name: 'No stores match' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.getByText('Seller: seller-nobody')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await storeNames()).toHaveLength(3);
    expect(currentLocation().path).toBe(ADMIN);
  });
});

import {
  ERROR_FETCHING_STORES,
  PREP_MINUTES_RANGE,
  SELLER_ID_MISSING,
  STORE_CREATE_FAILED,
} from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProductCategory, storeSession } from '../../testing/factories';
import { mockApi, sentBodies } from '../../testing/fetch-mock';
import { currentLocation, renderApp } from '../../testing/render-app';
import { buildManagedStore } from '../../testing/store-management/build-managed-store';

// Issue #31: the seller's stores are the store management staff use, limited to their own.
describe('seller dashboard: stores', () => {
  beforeAll(() => import('./seller-dashboard-page'));

  it('lists the seller’s own stores with whether buyers can find them, and no switch', async () => {
    const seller = storeSession({ role: 'seller' });
    mockApi({
      [`GET /api/seller/${seller.sellerId}/stores`]: {
        body: [
          buildManagedStore({ _id: 'store-a', name: 'Tacos Don Chema', productCount: 1 }),
          buildManagedStore({ _id: 'store-b', name: 'Rosa Flowers', isHidden: true }),
        ],
      },
    });
    renderApp('/sellerdashboard/stores');
    expect(await screen.findByRole('heading', { name: 'My Stores' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Stores' });
    const tacos = within(table).getByRole('link', { name: 'Tacos Don Chema' }).closest('tr');
    expect(tacos).toHaveTextContent('+1 (626) 555-0131');
    expect(tacos).toHaveTextContent('Visible');
    const roses = within(table).getByRole('link', { name: 'Rosa Flowers' }).closest('tr');
    expect(roses).toHaveTextContent('Hidden');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New store' })).toHaveAttribute(
      'href',
      '/sellerdashboard/store-create',
    );
  });

  it('opens a store with its catalogue tabs, no history, and details without visibility', async () => {
    const seller = storeSession({ role: 'seller' });
    const store = buildManagedStore({
      _id: 'store-a',
      name: 'Tacos Don Chema',
      sellerId: seller.sellerId ?? '',
      isHidden: true,
    });
    const fetchMock = mockApi({
      [`GET /api/seller/${seller.sellerId}/stores`]: { body: [store] },
      'GET /api/store/store-a/product-categories': {
        body: [buildProductCategory({ storeId: 'store-a' })],
      },
      'PUT /api/update-store/store-a': {
        body: { status: 200, message: 'Store updated!', store: { ...store, name: 'Don Chema' } },
      },
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/stores?store=store-a&tab=details');

    const sections = await screen.findByRole('navigation', { name: 'Store sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Products',
      'Categories',
      'Details',
      'Special days',
      'Map',
      'Bulk edit',
      'Import & export',
    ]);
    expect(screen.getByRole('button', { name: 'Clone' })).toBeVisible();
    expect(screen.getByLabelText('Store photo')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Monday/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Hidden from buyers/)).not.toBeInTheDocument();

    const name = screen.getByLabelText('Store name');
    await user.clear(name);
    await user.type(name, 'Don Chema');
    // Its usual prep time, refused out of range with the contract's sentence (issue #31).
    const prep = screen.getByLabelText('Usual prep time (minutes)');
    expect(prep).toHaveValue('20');
    await user.clear(prep);
    await user.type(prep, '2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PREP_MINUTES_RANGE)).toBeVisible();
    await user.clear(prep);
    await user.type(prep, '35');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sentBodies(fetchMock, '/api/update-store/store-a')).toHaveLength(1));
    const [sent] = sentBodies(fetchMock, '/api/update-store/store-a') as [
      { sellerId: string; updateData: Record<string, unknown> },
    ];
    expect(sent.sellerId).toBe(seller.sellerId);
    expect(sent.updateData.name).toBe('Don Chema');
    expect(sent.updateData).not.toHaveProperty('isHidden');
    expect(sent.updateData.prepMinutes).toBe(35);
  });

  it('says error fetching stores when the seller has none, with a way to create one', async () => {
    const seller = storeSession({ role: 'seller' });
    mockApi({ [`GET /api/seller/${seller.sellerId}/stores`]: { body: [] } });
    renderApp('/sellerdashboard/stores');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: ERROR_FETCHING_STORES })).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'New store' })).toHaveAttribute(
      'href',
      '/sellerdashboard/store-create',
    );
  });

  it('says error fetching stores when the call fails', async () => {
    const seller = storeSession({ role: 'seller' });
    mockApi({
      [`GET /api/seller/${seller.sellerId}/stores`]: { status: 403, body: { error: 'Forbidden' } },
    });
    renderApp('/sellerdashboard/stores');
    expect(await screen.findByRole('heading', { name: ERROR_FETCHING_STORES })).toBeVisible();
  });

  it.each(['stores', 'store-create'])(
    'refuses a seller without a seller id at %s',
    async (section) => {
      storeSession({ role: 'seller', sellerId: null });
      const fetchMock = mockApi({});
      renderApp(`/sellerdashboard/${section}`);
      expect(await screen.findByRole('heading', { name: SELLER_ID_MISSING })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Create store' })).not.toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});

describe('seller dashboard: store-create', () => {
  async function fillAndSubmit() {
    const user = userEvent.setup();
    const category = await screen.findByLabelText('Category');
    expect(within(category).queryByRole('option', { name: 'Pharmacy' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Store name'), 'Arroyo Coffee');
    await user.selectOptions(category, 'Coffee Shops');
    await user.type(screen.getByLabelText('Contact'), '6265550100');
    await user.type(screen.getByLabelText('Street'), '140');
    await user.type(screen.getByLabelText(/^Street name/), 'S Lake Ave');
    await user.type(screen.getByLabelText('City'), 'Pasadena');
    await user.type(screen.getByLabelText('State'), 'CA');
    await user.type(screen.getByLabelText('Zipcode'), '91101');
    await user.click(screen.getByRole('button', { name: 'Create store' }));
  }

  it('sends the seller shape, says Store created! and opens the new store’s details', async () => {
    const seller = storeSession({ role: 'seller' });
    const created = buildManagedStore({
      _id: 'store-9',
      name: 'Arroyo Coffee',
      sellerId: seller.sellerId ?? '',
    });
    const fetchMock = mockApi({
      'POST /api/store/create': {
        body: { status: 200, message: 'Store created!', store: created },
      },
      [`GET /api/seller/${seller.sellerId}/stores`]: { body: [created] },
    });
    renderApp('/sellerdashboard/store-create');
    await fillAndSubmit();

    expect(await screen.findByText('Store created!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/store/create')).toEqual([
      {
        sellerId: seller.sellerId,
        name: 'Arroyo Coffee',
        contact: '6265550100',
        category: 'Coffee Shops',
        address: {
          street1: '140',
          street2: 'S Lake Ave',
          city: 'Pasadena',
          state: 'CA',
          zipcode: '91101',
        },
      },
    ]);
    await waitFor(() =>
      expect(currentLocation().path).toBe('/sellerdashboard/stores?store=store-9&tab=details'),
    );
    expect(await screen.findByRole('heading', { name: 'Arroyo Coffee' })).toBeVisible();
    expect(screen.getByLabelText('Store photo')).toBeInTheDocument();
  });

  it('says Failed to create store! and stays on the form', async () => {
    storeSession({ role: 'seller' });
    mockApi({ 'POST /api/store/create': { status: 500, body: { error: 'boom' } } });
    renderApp('/sellerdashboard/store-create');
    await fillAndSubmit();
    expect(await screen.findByText(STORE_CREATE_FAILED)).toBeInTheDocument();
    expect(currentLocation().path).toBe('/sellerdashboard/store-create');
  });
});

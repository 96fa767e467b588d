import {
  ERROR_FETCHING_STORES,
  SELLER_ID_MISSING,
  STORE_CREATE_FAILED,
} from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../testing/factories';
import { mockApi, sentBodies } from '../../testing/fetch-mock';
import { currentLocation, renderApp } from '../../testing/render-app';
import { buildManagedStore } from '../../testing/store-management/build-managed-store';

describe('seller dashboard: stores', () => {
  it('lists the seller’s own stores, each with Add product', async () => {
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
    const tacos = (await screen.findByRole('heading', { name: 'Tacos Don Chema' })).closest(
      'article',
    ) as HTMLElement;
    expect(tacos).toHaveTextContent('+1 (626) 555-0131');
    expect(tacos).toHaveTextContent('1 product');
    expect(tacos).toHaveTextContent('Visible');
    expect(within(tacos).getByRole('link', { name: /Add product/ })).toHaveAttribute(
      'href',
      '/sellerdashboard/product-create?storeId=store-a',
    );
    const roses = screen.getByRole('heading', { name: 'Rosa Flowers' }).closest('article');
    expect(roses).toHaveTextContent('Hidden');
  });

  it('says error fetching stores when the seller has none, with a way to create one', async () => {
    const seller = storeSession({ role: 'seller' });
    mockApi({ [`GET /api/seller/${seller.sellerId}/stores`]: { body: [] } });
    renderApp('/sellerdashboard/stores');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: ERROR_FETCHING_STORES })).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Create a store' })).toHaveAttribute(
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

  it('sends the seller shape, says Store created! and shows the stores', async () => {
    const seller = storeSession({ role: 'seller' });
    const created = buildManagedStore({ name: 'Arroyo Coffee', sellerId: seller.sellerId ?? '' });
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
    await waitFor(() => expect(currentLocation().path).toBe('/sellerdashboard/stores'));
    expect(await screen.findByRole('heading', { name: 'Arroyo Coffee' })).toBeVisible();
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

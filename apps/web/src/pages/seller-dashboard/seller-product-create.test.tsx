import {
  ERROR_FETCHING_PRODUCTS,
  PRICE_NOT_POSITIVE,
  PRODUCT_CREATED,
  SELLER_ID_MISSING,
  STOCK_NEGATIVE,
} from '@marketplace/core/constants/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildProductCategory, storeSession } from '../../testing/factories';
import { useFakeClock } from '../../testing/fake-clock';
import { mockApi, sentBodies } from '../../testing/fetch-mock';
import { currentLocation, renderApp } from '../../testing/render-app';
import { buildManagedProduct } from '../../testing/store-management/build-managed-product';
import { buildManagedStore } from '../../testing/store-management/build-managed-store';

const ROUTE = '/sellerdashboard/product-create?storeId=store-7';
const ADD = '/api/store/store-7/add-product';
const horchata = buildManagedProduct({
  _id: 'p-horchata',
  name: 'Horchata',
  price: 4.5,
  stock: 12,
});

function api(routes: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role: 'seller', sellerId: 'seller-9' });
  return mockApi({
    'GET /api/seller/seller-9/stores': {
      body: [buildManagedStore({ _id: 'store-7', name: 'Casa Arroyo', sellerId: 'seller-9' })],
    },
    'GET /api/store/store-7/product-categories': {
      body: [
        buildProductCategory({ _id: 'cat-tacos', name: 'Tacos', storeId: 'store-7' }),
        buildProductCategory({ _id: 'cat-drinks', name: 'Drinks', storeId: 'store-7' }),
      ],
    },
    'GET /api/store/store-7/products': { body: [horchata] },
    ...routes,
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, fields: { name: string; price: string; stock: string }) {
  await user.type(await screen.findByLabelText('Name'), fields.name);
  await user.type(screen.getByLabelText('Price'), fields.price);
  await user.type(screen.getByLabelText('Stock'), fields.stock);
}

describe('seller dashboard: product-create', () => {
  // The dashboard is a lazy route: its code is loaded once, before any test waits for it.
  beforeAll(() => import('./seller-dashboard-page'));

  it('sends name, price and stock as numbers and says Product Created!, gone after 3 s', async () => {
    const fetchMock = api({
      [`POST ${ADD}`]: { body: { status: 200, message: PRODUCT_CREATED, product: horchata } },
    });
    renderApp(ROUTE);
    expect(
      await screen.findByRole('heading', { name: 'New product for Casa Arroyo' }),
    ).toBeVisible();
    // The clock stops once the page is there.
    useFakeClock();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

    await fill(user, { name: 'Horchata', price: '4.50', stock: '12' });
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    const status = await screen.findByText(PRODUCT_CREATED);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(sentBodies(fetchMock, ADD)).toEqual([{ name: 'Horchata', price: 4.5, stock: 12 }]);
    expect(screen.getByLabelText('Name')).toHaveValue('');

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText(PRODUCT_CREATED)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText(PRODUCT_CREATED)).not.toBeInTheDocument();
  });

  it('sends the description and the chosen category when given', async () => {
    const fetchMock = api({
      [`POST ${ADD}`]: { body: { status: 200, message: PRODUCT_CREATED, product: horchata } },
    });
    const user = userEvent.setup();
    renderApp(ROUTE);
    await fill(user, { name: 'Agua de jamaica', price: '3', stock: '0' });
    await user.type(screen.getByLabelText(/Description/), 'Hibiscus, lightly sweet.');
    await user.selectOptions(await screen.findByLabelText('Product category'), 'Drinks');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await screen.findByText(PRODUCT_CREATED);
    expect(sentBodies(fetchMock, ADD)).toEqual([
      {
        name: 'Agua de jamaica',
        price: 3,
        stock: 0,
        description: 'Hibiscus, lightly sweet.',
        productCategoryId: 'cat-drinks',
      },
    ]);
  });

  it('shows the field messages and sends nothing', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderApp(ROUTE);
    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Name is required.')).toBeVisible();
    expect(screen.getByText(PRICE_NOT_POSITIVE)).toBeVisible();
    expect(screen.getByText(STOCK_NEGATIVE)).toBeVisible();
    expect(sentBodies(fetchMock, ADD)).toEqual([]);
  });

  it('shows a refusal as an alert that clears after 3 s', async () => {
    api({
      [`POST ${ADD}`]: { status: 403, body: { error: 'Not your store.', code: 'FORBIDDEN' } },
    });
    renderApp(ROUTE);
    await screen.findByLabelText('Name');
    useFakeClock();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await fill(user, { name: 'Horchata', price: '4.50', stock: '12' });
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    const message = await screen.findByText('Not your store.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Name')).toHaveValue('Horchata');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Not your store.')).not.toBeInTheDocument();
  });

  it('lists the store’s products under the form', async () => {
    api();
    renderApp(ROUTE);
    const table = await screen.findByRole('table', { name: 'This store’s products' });
    const row = within(table).getByText('Horchata').closest('tr') as HTMLElement;
    expect(within(row).getByText('$4.50')).toBeVisible();
    expect(within(row).getByText('12')).toBeVisible();
  });

  it(`says '${ERROR_FETCHING_PRODUCTS}' when the store has no products`, async () => {
    api({ 'GET /api/store/store-7/products': { body: [] } });
    renderApp(ROUTE);
    expect(await screen.findByRole('heading', { name: ERROR_FETCHING_PRODUCTS })).toBeVisible();
  });

  it(`says '${ERROR_FETCHING_PRODUCTS}' when the products cannot be fetched`, async () => {
    api({ 'GET /api/store/store-7/products': { status: 500, body: { error: 'boom' } } });
    renderApp(ROUTE);
    expect(
      await screen.findByRole('heading', { name: ERROR_FETCHING_PRODUCTS }, { timeout: 4000 }),
    ).toBeVisible();
  });

  it('goes straight to the only store without a storeId', async () => {
    api();
    renderApp('/sellerdashboard/product-create');
    expect(await screen.findByLabelText('Price')).toBeVisible();
    expect(currentLocation().path).toBe('/sellerdashboard/product-create?storeId=store-7');
  });

  it('asks which store without a storeId when the seller has several', async () => {
    api({
      'GET /api/seller/seller-9/stores': {
        body: [
          buildManagedStore({ _id: 'store-7', name: 'Casa Arroyo', sellerId: 'seller-9' }),
          buildManagedStore({ _id: 'store-8', name: 'Rosa Flowers', sellerId: 'seller-9' }),
        ],
      },
    });
    renderApp('/sellerdashboard/product-create');
    expect(
      await screen.findByRole('link', { name: 'Add product to Rosa Flowers' }),
    ).toHaveAttribute('href', '/sellerdashboard/product-create?storeId=store-8');
    expect(screen.getByRole('link', { name: 'Add product to Casa Arroyo' })).toBeVisible();
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();
  });

  it(`says '${SELLER_ID_MISSING}' to a seller without a seller id`, async () => {
    storeSession({ role: 'seller', sellerId: null });
    const fetchMock = mockApi({});
    renderApp(ROUTE);
    expect(await screen.findByRole('heading', { name: SELLER_ID_MISSING })).toBeVisible();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});

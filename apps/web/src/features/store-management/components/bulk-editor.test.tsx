import { PRICE_NOT_POSITIVE, STOCK_NEGATIVE } from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProductCategory, storeSession } from '../../../testing/factories';
import { mockApi, sentBodies } from '../../../testing/fetch-mock';
import { managedStoresApi } from '../../../testing/managed-stores-api';
import { buildManagedProduct } from '../../../testing/store-management/build-managed-product';
import { buildManagedStore } from '../../../testing/store-management/build-managed-store';
import { renderCatalogue } from '../../../testing/store-management/render-catalogue';

const store = buildManagedStore({ _id: 'store-7' });
const category = buildProductCategory({ _id: 'cat-tacos', name: 'Tacos', storeId: 'store-7' });
const pastor = buildManagedProduct({ _id: 'p-pastor', name: 'Al pastor', price: 12.5, stock: 20 });
const asada = buildManagedProduct({ _id: 'p-asada', name: 'Asada', price: 13, stock: 8 });
const elote = buildManagedProduct({ _id: 'p-elote', name: 'Elote', price: 5, stock: 0 });
const BULK = '/api/store/store-7/products/bulk';
const REFUSED = 'Some rows could not be saved. Nothing was changed.';

function api(bulk: Parameters<typeof mockApi>[0][string]) {
  storeSession({ role: 'dataentry' });
  return mockApi({
    'GET /api/store/store-7/products': { body: [pastor, asada, elote] },
    'GET /api/store/store-7/product-categories': { body: [category] },
    'GET /api/stores-for-admin': managedStoresApi([store]),
    [`PUT ${BULK}`]: bulk,
  });
}

function row(name: string) {
  return screen.getByRole('textbox', { name: `Price of ${name}` }).closest('tr') as HTMLElement;
}

describe('store catalogue: bulk editor', () => {
  it('marks changed rows and saves only them, with only their changed fields, in one call', async () => {
    const fetchMock = api({
      body: { status: 200, message: 'Saved 2 products.', products: [pastor, elote] },
    });
    const user = userEvent.setup();
    renderCatalogue(store, 'bulk');

    const price = await screen.findByRole('textbox', { name: 'Price of Al pastor' });
    expect(price).toHaveValue('12.50');
    await user.clear(price);
    await user.type(price, '13.25');
    await user.click(screen.getByRole('checkbox', { name: 'Visible: Elote' }));
    // Typed back to what it was: not a change.
    const stock = screen.getByRole('textbox', { name: 'Stock of Asada' });
    await user.clear(stock);
    await user.type(stock, '8');

    expect(within(row('Al pastor')).getByText(/Changed/)).toBeVisible();
    expect(within(row('Elote')).getByText(/Changed/)).toBeVisible();
    expect(within(row('Asada')).queryByText(/Changed/)).not.toBeInTheDocument();
    expect(screen.getByText('2 products changed.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved 2 products.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, BULK)).toEqual([
      {
        changes: [
          { productId: 'p-pastor', price: 13.25 },
          { productId: 'p-elote', isHidden: true },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByText('No unsaved changes.')).toBeVisible());
  });

  it('names the rows a refused save failed on and keeps every edit', async () => {
    api({
      status: 400,
      body: {
        error: REFUSED,
        code: 'VALIDATION_FAILED',
        rows: [
          { row: 'p-pastor', field: 'price', error: PRICE_NOT_POSITIVE },
          { row: 'p-asada', field: 'stock', error: STOCK_NEGATIVE },
        ],
      },
    });
    const user = userEvent.setup();
    renderCatalogue(store, 'bulk');

    const price = await screen.findByRole('textbox', { name: 'Price of Al pastor' });
    await user.clear(price);
    await user.type(price, '0');
    const stock = screen.getByRole('textbox', { name: 'Stock of Asada' });
    await user.clear(stock);
    await user.type(stock, '-2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    expect(within(row('Al pastor')).getByText(PRICE_NOT_POSITIVE)).toBeVisible();
    expect(within(row('Asada')).getByText(STOCK_NEGATIVE)).toBeVisible();
    expect(price).toHaveValue('0');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(PRICE_NOT_POSITIVE);
    expect(stock).toHaveValue('-2');
    expect(within(row('Elote')).queryByText(PRICE_NOT_POSITIVE)).not.toBeInTheDocument();
  });

  it('discards every edit', async () => {
    const fetchMock = api({ body: {} });
    const user = userEvent.setup();
    renderCatalogue(store, 'bulk');
    const price = await screen.findByRole('textbox', { name: 'Price of Asada' });
    await user.clear(price);
    await user.type(price, '20');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(price).toHaveValue('13.00');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(sentBodies(fetchMock, BULK)).toEqual([]);
  });

  it('finds a product by name', async () => {
    api({ body: {} });
    const user = userEvent.setup();
    renderCatalogue(store, 'bulk');
    await user.type(await screen.findByRole('searchbox', { name: 'Find a product' }), 'elo');
    expect(screen.getByRole('textbox', { name: 'Price of Elote' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Price of Asada' })).not.toBeInTheDocument();
  });
});

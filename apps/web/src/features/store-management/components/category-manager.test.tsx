import {
  CATEGORY_NAME_REQUIRED,
  NO_PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_CREATED,
  PRODUCT_CATEGORY_DELETED,
  PRODUCT_CATEGORY_UPDATED,
} from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProductCategory, storeSession } from '../../../testing/factories';
import { mockApi, sentBodies } from '../../../testing/fetch-mock';
import { managedStoresApi } from '../../../testing/managed-stores-api';
import { buildManagedProduct } from '../../../testing/store-management/build-managed-product';
import { buildManagedStore } from '../../../testing/store-management/build-managed-store';
import { renderCatalogue } from '../../../testing/store-management/render-catalogue';

const store = buildManagedStore({ _id: 'store-7', name: 'Casa Arroyo', isHidden: true });
const tacos = buildProductCategory({
  _id: 'cat-tacos',
  name: 'Tacos',
  icon: '🌮',
  storeId: 'store-7',
});
const drinks = buildProductCategory({
  _id: 'cat-drinks',
  name: 'Drinks',
  icon: null,
  storeId: 'store-7',
});
const products = [
  buildManagedProduct({ productCategoryId: 'cat-tacos', storeId: 'store-7' }),
  buildManagedProduct({ productCategoryId: 'cat-tacos', storeId: 'store-7' }),
];

function api(routes: Parameters<typeof mockApi>[0] = {}) {
  storeSession({ role: 'admin' });
  return mockApi({
    'GET /api/store/store-7/product-categories': { body: [tacos, drinks] },
    'GET /api/store/store-7/products': { body: products },
    'GET /api/stores-for-admin': managedStoresApi([store]),
    ...routes,
  });
}

describe('store catalogue: product categories', () => {
  it('lists the categories of a hidden store with their icons and product counts', async () => {
    api();
    renderCatalogue(store, 'categories');
    const list = await screen.findByRole('list', { name: 'Product categories' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Tacos')).toBeVisible();
    expect(within(first).getByText('🌮')).toBeVisible();
    expect(within(first).getByText('2 products')).toBeVisible();
    expect(within(second).getByText('Drinks')).toBeVisible();
    expect(within(second).getByText('No products')).toBeVisible();
  });

  it(`says '${NO_PRODUCT_CATEGORIES}' when the store has none`, async () => {
    api({ 'GET /api/store/store-7/product-categories': { body: [] } });
    renderCatalogue(store, 'categories');
    expect(await screen.findByText(NO_PRODUCT_CATEGORIES)).toBeVisible();
  });

  it('creates a category with its icon and says so', async () => {
    const fetchMock = api({
      'POST /api/product-category/create': {
        body: {
          status: 200,
          message: PRODUCT_CATEGORY_CREATED,
          _id: 'cat-new',
          productCategory: buildProductCategory({ _id: 'cat-new', name: 'Sides' }),
        },
      },
    });
    const user = userEvent.setup();
    renderCatalogue(store, 'categories');
    await screen.findByRole('list', { name: 'Product categories' });
    const form = screen.getByRole('form', { name: 'New product category' });

    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText(CATEGORY_NAME_REQUIRED)).toBeVisible();
    expect(sentBodies(fetchMock, '/api/product-category/create')).toEqual([]);

    await user.type(within(form).getByLabelText(/Icon/), '🥗');
    await user.type(within(form).getByLabelText('Category name'), '  Sides ');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));

    expect(await screen.findByText(PRODUCT_CATEGORY_CREATED)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/product-category/create')).toEqual([
      { storeId: 'store-7', productCategoryData: { name: 'Sides', icon: '🥗' } },
    ]);
    await waitFor(() => expect(within(form).getByLabelText('Category name')).toHaveValue(''));
  });

  it('renames a category in place, refusing a blank name', async () => {
    const fetchMock = api({
      'PUT /api/update-product-category/cat-tacos': {
        body: {
          status: 200,
          message: PRODUCT_CATEGORY_UPDATED,
          updatedProductCategory: { ...tacos, name: 'Street tacos' },
        },
      },
    });
    const user = userEvent.setup();
    renderCatalogue(store, 'categories');
    await user.click(await screen.findByRole('button', { name: 'Rename Tacos' }));

    const form = screen.getByRole('form', { name: 'Rename Tacos' });
    const name = within(form).getByLabelText('Category name');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(CATEGORY_NAME_REQUIRED)).toBeVisible();

    await user.type(name, 'Street tacos');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PRODUCT_CATEGORY_UPDATED)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/update-product-category/cat-tacos')).toEqual([
      { storeId: 'store-7', updateData: { name: 'Street tacos', icon: '🌮' } },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rename Tacos' })).toHaveFocus());
  });

  it('leaves renaming with Cancel, saving nothing', async () => {
    const fetchMock = api();
    const user = userEvent.setup();
    renderCatalogue(store, 'categories');
    await user.click(await screen.findByRole('button', { name: 'Rename Drinks' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Rename Drinks' })).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`),
    ).not.toContain('PUT /api/update-product-category/cat-drinks');
  });

  it('deletes a category only once confirmed, naming how many products go with it', async () => {
    const fetchMock = api({
      'DELETE /api/product-category/delete/store-7/cat-tacos': {
        body: { status: 200, message: PRODUCT_CATEGORY_DELETED, deletedProducts: 2 },
      },
    });
    const user = userEvent.setup();
    renderCatalogue(store, 'categories');

    await user.click(await screen.findByRole('button', { name: 'Delete Tacos' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete Tacos?' });
    expect(dialog).toHaveAccessibleDescription(
      'Its 2 products will be deleted with it. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteCalls()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete Tacos' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete Tacos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText(PRODUCT_CATEGORY_DELETED)).toBeInTheDocument();
    expect(deleteCalls()).toBe(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    function deleteCalls() {
      return fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').length;
    }
  });

  it('says a category without products has none to lose', async () => {
    api();
    const user = userEvent.setup();
    renderCatalogue(store, 'categories');
    await user.click(await screen.findByRole('button', { name: 'Delete Drinks' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'It has no products. This cannot be undone.',
    );
  });

  it('shows a failed load with Try again', async () => {
    let calls = 0;
    api({
      'GET /api/store/store-7/product-categories': () => {
        calls += 1;
        return calls <= 2 ? { status: 500, body: { error: 'boom' } } : { body: [tacos] };
      },
    });
    const user = userEvent.setup();
    renderCatalogue(store, 'categories');
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Tacos')).toBeVisible();
  });
});

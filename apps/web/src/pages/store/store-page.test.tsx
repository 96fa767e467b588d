import {
  NO_PRODUCT_CATEGORIES,
  NO_PRODUCTS_AVAILABLE_IN_CATEGORY,
  NO_PRODUCTS_IN_CATEGORY,
  STORE_DETAILS_FAILED,
} from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildProduct, buildProductCategory, buildStore } from '../../testing/factories';
import { mockApi } from '../../testing/fetch-mock';
import { currentLocation, goBack, renderWithHistory } from '../../testing/render-app';
import { StorePage } from './store-page';

const store = buildStore({ _id: 'store-1', name: 'Casa Arroyo Taqueria' });
const tacos = buildProductCategory({ _id: 'tacos', name: 'Tacos', storeId: 'store-1' });
const drinks = buildProductCategory({ _id: 'drinks', name: 'Drinks', icon: null });
const STORE_PATH = '/stores/Restaurants/store-1';

function renderStore(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /api/store/store-1': { body: store },
    'GET /api/stores/store-1/product-categories': { body: [tacos, drinks] },
    'GET /api/product-category/tacos/products': {
      body: [buildProduct({ name: 'Street Tacos, 3 ct' })],
    },
    'GET /api/product-category/drinks/products': {
      body: [buildProduct({ name: 'Horchata' })],
    },
    'GET /api/stores': { body: [store] },
    ...routes,
  });
  renderWithHistory(
    <Routes>
      <Route path="/stores/:category/:storeId" element={<StorePage />} />
      <Route path="*" element={<p>Somewhere else</p>} />
    </Routes>,
    ['/categories', path],
  );
  return fetchMock;
}

function requested(fetchMock: ReturnType<typeof mockApi>, prefix: string) {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith(prefix));
}

describe('Store page: the productCategory query parameter', () => {
  it('selects the first category when the parameter is missing, replacing the history entry', async () => {
    const fetchMock = renderStore(STORE_PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tacos' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation().path).toBe(`${STORE_PATH}?productCategory=tacos`));
    expect(screen.getByRole('link', { name: /Tacos/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Street Tacos, 3 ct')).toBeInTheDocument();
    expect(requested(fetchMock, '/api/product-category/')).toEqual([
      '/api/product-category/tacos/products',
    ]);

    // Replaced, not pushed: Back leaves the store instead of returning to the bare URL.
    goBack();
    expect(currentLocation().path).toBe('/categories');
  });

  it('selects the first category when the parameter names none of the store’s', async () => {
    renderStore(`${STORE_PATH}?productCategory=nope`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tacos' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation().path).toBe(`${STORE_PATH}?productCategory=tacos`));
    goBack();
    expect(currentLocation().path).toBe('/categories');
  });

  it('opens the category the parameter names, and pills switch it', async () => {
    const user = userEvent.setup();
    const fetchMock = renderStore(`${STORE_PATH}?productCategory=drinks`);
    expect(await screen.findByText('Horchata')).toBeInTheDocument();
    expect(currentLocation().path).toBe(`${STORE_PATH}?productCategory=drinks`);
    expect(requested(fetchMock, '/api/product-category/')).toEqual([
      '/api/product-category/drinks/products',
    ]);

    await user.click(screen.getByRole('link', { name: /Tacos/ }));
    expect(await screen.findByText('Street Tacos, 3 ct')).toBeInTheDocument();
    expect(currentLocation().path).toBe(`${STORE_PATH}?productCategory=tacos`);
    // A pill is a real navigation: Back returns to the previous category.
    goBack();
    expect(currentLocation().path).toBe(`${STORE_PATH}?productCategory=drinks`);
  });
});

describe('Store page', () => {
  it('shows the breadcrumbs Home > category > store > Product', async () => {
    renderStore(STORE_PATH);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(crumbs).findByText('Casa Arroyo Taqueria')).toBeInTheDocument();
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Restaurants' })).toHaveAttribute(
      'href',
      '/stores/Restaurants',
    );
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Restaurants', 'Casa Arroyo Taqueria', 'Product']);
  });

  it('shows the store’s details and its hours, the week starting on Monday', async () => {
    renderStore(STORE_PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Casa Arroyo Taqueria' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Store details' });
    expect(within(details).getByText('1390 N Lake Ave, Pasadena, CA 91104')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: '+1 (626) 555-0131' })).toHaveAttribute(
      'href',
      'tel:+16265550131',
    );
    const days = within(details)
      .getAllByRole('term')
      .map((term) => term.textContent?.replace('Today', ''));
    expect(days.slice(-7)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it("says 'No product categories yet.' for a store without categories", async () => {
    renderStore(STORE_PATH, { 'GET /api/stores/store-1/product-categories': { body: [] } });
    expect(await screen.findByText(NO_PRODUCT_CATEGORIES)).toBeInTheDocument();
    expect(currentLocation().path).toBe(STORE_PATH);
  });

  it("says 'No products under this category' when the API has none", async () => {
    renderStore(STORE_PATH, {
      'GET /api/product-category/tacos/products': { body: { message: 'No products found' } },
    });
    expect(
      await screen.findByRole('heading', { name: NO_PRODUCTS_IN_CATEGORY }),
    ).toBeInTheDocument();
  });

  it("says 'No products available under this category' when everything in it is sold out", async () => {
    renderStore(STORE_PATH, {
      'GET /api/product-category/tacos/products': {
        body: [buildProduct({ name: 'Street Tacos, 3 ct', stock: 0 })],
      },
    });
    expect(await screen.findByText(NO_PRODUCTS_AVAILABLE_IN_CATEGORY)).toBeVisible();
    // The products still show, sold out.
    expect(screen.getByText('Street Tacos, 3 ct')).toBeVisible();
  });

  it("says 'Failed to fetch store details' for a missing store", async () => {
    renderStore(STORE_PATH, {
      'GET /api/store/store-1': {
        status: 404,
        body: { error: STORE_DETAILS_FAILED, code: 'NOT_FOUND' },
      },
    });
    expect(await screen.findByRole('heading', { name: STORE_DETAILS_FAILED })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More Restaurants' })).toHaveAttribute(
      'href',
      '/stores/Restaurants',
    );
  });

  it('offers to try again when the products fail to load', async () => {
    let fail = true;
    const user = userEvent.setup();
    renderStore(STORE_PATH, {
      'GET /api/product-category/tacos/products': () =>
        fail
          ? { status: 500, body: { error: 'Something went wrong on our side.', code: 'INTERNAL' } }
          : { body: [buildProduct({ name: 'Street Tacos, 3 ct' })] },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('We couldn’t load these products')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Street Tacos, 3 ct')).toBeInTheDocument();
  });

  it('recommends the category’s other stores, not this one', async () => {
    renderStore(STORE_PATH, {
      'GET /api/stores': {
        body: [
          store,
          buildStore({ name: 'Green Street Kitchen' }),
          buildStore({ name: 'Hidden', isHidden: true }),
        ],
      },
    });
    const strip = await screen.findByRole('region', { name: 'More restaurants nearby' });
    expect(within(strip).getByText('Green Street Kitchen')).toBeInTheDocument();
    expect(within(strip).queryByText('Casa Arroyo Taqueria')).not.toBeInTheDocument();
    expect(within(strip).queryByText('Hidden')).not.toBeInTheDocument();
  });
});

describe('Store page: a pause and special days (issue #31)', () => {
  it('says why fewer windows are offered: until when new orders are paused, and closed days', async () => {
    const now = new Date();
    const inTwoDays = new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    renderStore(STORE_PATH, {
      'GET /api/store/store-1': {
        body: {
          ...store,
          pausedUntil: new Date(now.getTime() + 3 * 86_400_000).toISOString(),
          dateOverrides: [{ date: inTwoDays, hours: [], note: 'Thanksgiving' }],
        },
      },
    });
    const notices = await screen.findByRole('list', { name: 'Ordering from this store' });
    const lines = within(notices)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Not taking orders until \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M$/);
    expect(lines[1]).toBe('Closed on Thanksgiving');
  });

  it('says nothing of the kind for a store taking orders as usual', async () => {
    renderStore(STORE_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: store.name })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Ordering from this store' })).toBeNull();
  });
});

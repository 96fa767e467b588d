import type { ManagedStore } from '@marketplace/contract/store-management';
import { STORE_CLONE_FAILED } from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../testing/factories';
import { mockApi, sentBodies } from '../../../testing/fetch-mock';
import { managedStoresApi } from '../../../testing/managed-stores-api';
import { currentLocation, renderApp } from '../../../testing/render-app';
import { buildManagedStore } from '../../../testing/store-management/build-managed-store';

// The catalogue tabs are another component's (and tests'); here only what the page hands it.
vi.mock('./store-catalogue', () => ({
  StoreCatalogue: (props: { store: ManagedStore; tab: string; canSeeHistory: boolean }) => (
    <p data-testid="catalogue">
      {`${props.store.name}: ${props.tab}${props.canSeeHistory ? ', with history' : ''}`}
    </p>
  ),
}));

const ADMIN = '/admindashboard/store-management';

function someStores() {
  return [
    buildManagedStore({
      _id: 'store-tacos',
      name: 'Tacos Don Chema',
      category: 'Restaurants',
      contact: '6265550131',
      sellerId: 'seller-9',
      productCount: 12,
    }),
    buildManagedStore({
      _id: 'store-roses',
      name: 'Rosa Flowers',
      category: 'Flower Stores',
      isHidden: true,
      productCount: 0,
    }),
    buildManagedStore({ _id: 'store-beans', name: 'Arroyo Coffee', category: 'Coffee Shops' }),
  ];
}

/** The server's stores, changed by the mutations the test answers. */
function serverWith(stores: ManagedStore[]) {
  return { 'GET /api/stores-for-admin': managedStoresApi(() => stores) };
}

/** Holds every request to `key` until `release()`: what the screen shows meanwhile. */
function holdRequests(fetchMock: ReturnType<typeof mockApi>, key: string) {
  const answer = fetchMock.getMockImplementation();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  fetchMock.mockImplementation(async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (`${method} ${new URL(String(input), 'http://localhost').pathname}` === key) await held;
    if (!answer) throw new Error('fetch is not mocked');
    return answer(input, init);
  });
  return () => release();
}

const storeRows = async () => {
  // The first visit loads the dashboard's code.
  const table = await screen.findByRole('table', { name: 'Stores' }, { timeout: 4000 });
  return within(table).getAllByRole('row').slice(1);
};
const storeNames = async () =>
  (await storeRows()).map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('store management: the list', () => {
  it('lists every store by name, with category, contact, products and visibility', async () => {
    storeSession({ role: 'admin' });
    mockApi(serverWith(someStores()));
    renderApp(ADMIN);
    expect(await storeNames()).toEqual(['Arroyo Coffee', 'Rosa Flowers', 'Tacos Don Chema']);
    const tacos = (await storeRows())[2] as HTMLElement;
    expect(tacos).toHaveTextContent('Restaurants');
    expect(tacos).toHaveTextContent('+1 (626) 555-0131');
    expect(within(tacos).getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Tacos Don Chema visible to buyers' })).toBeChecked();
    expect(
      screen.getByRole('switch', { name: 'Rosa Flowers visible to buyers' }),
    ).not.toBeChecked();
    expect(screen.getByText('3 stores')).toBeInTheDocument();
  });

  it('searches by name and filters by category on the server, in the URL', async () => {
    storeSession({ role: 'admin' });
    const asked: URL[] = [];
    mockApi({ 'GET /api/stores-for-admin': managedStoresApi(someStores(), asked) });
    const user = userEvent.setup();
    renderApp(ADMIN);
    await storeRows();

    await user.type(screen.getByLabelText('Search stores'), 'ROSA');
    expect(currentLocation().path).toBe(`${ADMIN}?q=ROSA`);
    // The server searches, once typing rests.
    await waitFor(async () => expect(await storeNames()).toEqual(['Rosa Flowers']));
    expect(screen.getByText('1 store matches')).toBeInTheDocument();
    expect(asked.map((url) => url.searchParams.get('q'))).toEqual([null, 'ROSA']);

    await user.clear(screen.getByLabelText('Search stores'));
    const category = screen.getByLabelText('Category');
    expect(within(category).getAllByRole('option')).toHaveLength(9);
    await user.selectOptions(category, 'Coffee Shops');
    await waitFor(async () => expect(await storeNames()).toEqual(['Arroyo Coffee']));
    expect(currentLocation().path).toBe(`${ADMIN}?category=Coffee+Shops`);
    expect(asked.at(-1)?.searchParams.get('category')).toBe('Coffee Shops');

    await user.type(screen.getByLabelText('Search stores'), 'tacos');
    expect(
      await screen.findByRole('heading', { name: 'No stores match' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.getByText('0 stores match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await storeNames()).toHaveLength(3));
    expect(screen.getByText('3 stores')).toBeInTheDocument();
    expect(currentLocation().path).toBe(ADMIN);
  });

  it('shows stores a page at a time, the next on Load more stores', async () => {
    storeSession({ role: 'admin' });
    const many = Array.from({ length: 52 }, (_, i) =>
      buildManagedStore({ _id: `store-${i}`, name: `Store ${String(i).padStart(2, '0')}` }),
    );
    const asked: URL[] = [];
    mockApi({ 'GET /api/stores-for-admin': managedStoresApi(many, asked) });
    const user = userEvent.setup();
    renderApp(ADMIN);
    await waitFor(async () => expect(await storeRows()).toHaveLength(50));
    expect(screen.getByText('52 stores')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more stores' }));
    await waitFor(async () => expect(await storeRows()).toHaveLength(52));
    expect(asked.at(-1)?.searchParams.get('after')).toBe('store-49');
    expect(screen.queryByRole('button', { name: 'Load more stores' })).not.toBeInTheDocument();
  });

  it('hides a store from buyers at once with the switch', async () => {
    storeSession({ role: 'admin' });
    const stores = someStores();
    const fetchMock = mockApi({
      ...serverWith(stores),
      'PUT /api/update-store/store-tacos': () => {
        const saved = { ...(stores[0] as ManagedStore), isHidden: true };
        stores[0] = saved;
        return { body: { status: 200, message: 'Store updated!', store: saved } };
      },
    });
    const user = userEvent.setup();
    renderApp(ADMIN);
    await user.click(
      await screen.findByRole('switch', { name: 'Tacos Don Chema visible to buyers' }),
    );

    expect(await screen.findByText('Store updated!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/update-store/store-tacos')).toEqual([
      { sellerId: 'seller-9', updateData: { isHidden: true } },
    ]);
    expect(
      screen.getByRole('switch', { name: 'Tacos Don Chema visible to buyers' }),
    ).not.toBeChecked();
  });

  it('moves the switch before the server answers, and back when it refuses', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = mockApi({
      ...serverWith(someStores()),
      'PUT /api/update-store/store-tacos': {
        status: 403,
        body: { error: 'You may not change this store.', code: 'FORBIDDEN' },
      },
    });
    const release = holdRequests(fetchMock, 'PUT /api/update-store/store-tacos');
    const user = userEvent.setup();
    renderApp(ADMIN);
    const toggle = await screen.findByRole('switch', { name: 'Tacos Don Chema visible to buyers' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();

    release();
    expect(await screen.findByText('You may not change this store.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'Tacos Don Chema visible to buyers' }),
      ).toBeChecked(),
    );
  });

  it('shows a skeleton while the stores load', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = mockApi(serverWith(someStores()));
    const release = holdRequests(fetchMock, 'GET /api/stores-for-admin');
    renderApp(ADMIN);
    expect(await screen.findByText('Loading stores…')).toBeInTheDocument();
    release();
    expect(await storeNames()).toHaveLength(3);
  });

  it('says when the stores could not be loaded, and tries again', async () => {
    storeSession({ role: 'admin' });
    let calls = 0;
    mockApi({
      'GET /api/stores-for-admin': ({ url }) => {
        calls += 1;
        return calls <= 2
          ? { status: 500, body: { error: 'boom' } }
          : managedStoresApi(someStores())({ url });
      },
    });
    const user = userEvent.setup();
    renderApp(ADMIN);
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('We couldn’t load the stores')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await storeNames()).toHaveLength(3);
  });

  it('invites to create the first store when there is none', async () => {
    storeSession({ role: 'admin' });
    mockApi(serverWith([]));
    const user = userEvent.setup();
    renderApp(ADMIN);
    const empty = (await screen.findByRole('heading', { name: 'No stores yet' })).closest(
      'section',
    );
    await user.click(within(empty as HTMLElement).getByRole('button', { name: 'New store' }));
    expect(currentLocation().path).toBe(`${ADMIN}?new=`);
    expect(screen.getByRole('heading', { name: 'New store' })).toBeVisible();
  });
});

describe('store management: a store', () => {
  it('opens from the list with its header, tabs and the products tab', async () => {
    storeSession({ role: 'admin' });
    mockApi(serverWith(someStores()));
    const user = userEvent.setup();
    renderApp(ADMIN);
    await user.click(await screen.findByRole('link', { name: 'Open Tacos Don Chema' }));

    expect(currentLocation().path).toBe(`${ADMIN}?store=store-tacos`);
    const heading = screen.getByRole('heading', { level: 2, name: 'Tacos Don Chema' });
    const header = heading.closest('header') as HTMLElement;
    expect(header).toHaveTextContent('Restaurants');
    expect(header).toHaveTextContent('Visible');
    expect(header).toHaveTextContent('+1 (626) 555-0131');
    expect(header).toHaveTextContent('1390 N Lake Ave, Pasadena, CA 91104');
    const tabs = screen.getByRole('navigation', { name: 'Store sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Products',
      'Categories',
      'Details',
      'Special days',
      'Map',
      'Bulk edit',
      'Import & export',
      'History',
    ]);
    expect(within(tabs).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByTestId('catalogue')).toHaveTextContent(
      'Tacos Don Chema: products, with history',
    );

    await user.click(within(tabs).getByRole('link', { name: 'History' }));
    expect(currentLocation().path).toBe(`${ADMIN}?store=store-tacos&tab=history`);
    expect(screen.getByTestId('catalogue')).toHaveTextContent('Tacos Don Chema: history');
  });

  it('keeps the store and tab in the URL, so a reload lands in the same place', async () => {
    storeSession({ role: 'admin' });
    mockApi(serverWith(someStores()));
    const route = `${ADMIN}?store=store-roses&tab=details`;
    const first = renderApp(route);
    expect(await screen.findByLabelText('Store name')).toHaveValue('Rosa Flowers');
    first.unmount();

    renderApp(route);
    expect(await screen.findByLabelText('Store name')).toHaveValue('Rosa Flowers');
    expect(screen.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
    const heading = screen.getByRole('heading', { level: 2, name: 'Rosa Flowers' });
    expect(heading.parentElement).toHaveTextContent('Hidden');
  });

  it('says so for a store that does not exist', async () => {
    storeSession({ role: 'admin' });
    mockApi(serverWith(someStores()));
    renderApp(`${ADMIN}?store=store-gone`);
    expect(await screen.findByRole('heading', { name: 'Store not found.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All stores' })).toHaveAttribute('href', ADMIN);
  });

  it('opens for data entry without the history tab', async () => {
    storeSession({ role: 'dataentry' });
    mockApi(serverWith(someStores()));
    renderApp('/data-entry-dashboard/store-management?store=store-tacos&tab=history');
    const tabs = await screen.findByRole('navigation', { name: 'Store sections' });
    expect(within(tabs).queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
    expect(screen.getByTestId('catalogue')).toHaveTextContent('Tacos Don Chema: products');
    expect(screen.getByTestId('catalogue')).not.toHaveTextContent('history');
  });

  it('saves the details: Store updated!', async () => {
    storeSession({ role: 'admin' });
    const stores = someStores();
    const tacos = stores[0] as ManagedStore;
    const fetchMock = mockApi({
      ...serverWith(stores),
      'PUT /api/update-store/store-tacos': ({ body }) => {
        const { updateData } = body as { updateData: { name: string } };
        stores[0] = { ...tacos, name: updateData.name };
        return { body: { status: 200, message: 'Store updated!', store: stores[0] } };
      },
    });
    const user = userEvent.setup();
    renderApp(`${ADMIN}?store=store-tacos&tab=details`);
    const name = await screen.findByLabelText('Store name');
    await user.clear(name);
    await user.type(name, 'Tacos Don Chema II');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Store updated!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/update-store/store-tacos')).toEqual([
      {
        sellerId: 'seller-9',
        updateData: {
          name: 'Tacos Don Chema II',
          contact: '6265550131',
          category: 'Restaurants',
          address: tacos.address,
          image: tacos.image,
          storeHours: tacos.storeHours,
          isHidden: false,
          prepMinutes: 20,
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tacos Don Chema II' }),
    ).toBeVisible();
  });

  it('clones a store: Store cloned!, then opens the hidden copy', async () => {
    storeSession({ role: 'admin' });
    const stores = someStores();
    const copy = {
      ...(stores[0] as ManagedStore),
      _id: 'store-copy',
      name: 'Tacos Don Chema (copy)',
      isHidden: true,
    };
    mockApi({
      ...serverWith(stores),
      'POST /api/clone-store/store-tacos': () => {
        stores.push(copy);
        return { body: { status: 200, message: 'Store cloned!', store: copy } };
      },
    });
    const user = userEvent.setup();
    renderApp(`${ADMIN}?store=store-tacos`);
    await user.click(await screen.findByRole('button', { name: 'Clone' }));

    expect(await screen.findByText('Store cloned!')).toBeInTheDocument();
    await waitFor(() =>
      expect(currentLocation().path).toBe(`${ADMIN}?store=store-copy&tab=details`),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Tacos Don Chema (copy)' })).toBeVisible();
    expect(screen.getByLabelText('Store name')).toHaveValue('Tacos Don Chema (copy)');
  });

  it('says Failed to clone store! when the clone fails', async () => {
    storeSession({ role: 'admin' });
    mockApi({
      ...serverWith(someStores()),
      'POST /api/clone-store/store-tacos': { status: 500, body: { error: 'boom' } },
    });
    const user = userEvent.setup();
    renderApp(`${ADMIN}?store=store-tacos`);
    await user.click(await screen.findByRole('button', { name: 'Clone' }));
    expect(await screen.findByText(STORE_CLONE_FAILED)).toBeInTheDocument();
    expect(currentLocation().path).toBe(`${ADMIN}?store=store-tacos`);
  });

  it('deletes a store only once confirmed, then goes back to the list', async () => {
    storeSession({ role: 'admin' });
    let stores = someStores();
    const fetchMock = mockApi({
      'GET /api/stores-for-admin': managedStoresApi(() => stores),
      'DELETE /api/delete-store/store-tacos/seller-9': () => {
        stores = stores.filter((store) => store._id !== 'store-tacos');
        return { body: { status: 200, message: 'Store deleted.' } };
      },
    });
    const user = userEvent.setup();
    renderApp(`${ADMIN}?store=store-tacos`);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Tacos Don Chema?' });
    expect(dialog).toHaveAccessibleDescription(
      'Tacos Don Chema will be deleted together with its product categories and its 12 products. Buyers will no longer find it. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const deletes = () =>
      fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').length;
    expect(deletes()).toBe(0);
    expect(currentLocation().path).toBe(`${ADMIN}?store=store-tacos`);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete store' }));
    expect(await screen.findByText('Store deleted.')).toBeInTheDocument();
    expect(deletes()).toBe(1);
    await waitFor(() => expect(currentLocation().path).toBe(ADMIN));
    expect(await storeNames()).toEqual(['Arroyo Coffee', 'Rosa Flowers']);
  });

  it('creates a store from New store and opens it', async () => {
    storeSession({ role: 'admin' });
    const stores = someStores();
    const fetchMock = mockApi({
      ...serverWith(stores),
      'GET /api/sellers/choices': { body: [{ sellerId: 'seller-9', name: 'Ana Ortiz' }] },
      'POST /api/store/create': () => {
        const created = buildManagedStore({ _id: 'store-new', name: 'Arroyo Pharmacy' });
        stores.push(created);
        return { body: { status: 200, message: 'Store created!', store: created } };
      },
    });
    const user = userEvent.setup();
    renderApp(ADMIN);
    await user.click(await screen.findByRole('button', { name: 'New store' }));
    await user.type(screen.getByLabelText('Seller'), 'Ana');
    await user.click(await screen.findByRole('option', { name: 'Ana Ortiz' }, { timeout: 4000 }));
    await user.type(screen.getByLabelText('Store name'), 'Arroyo Pharmacy');
    await user.selectOptions(screen.getByLabelText('Category'), 'Pharmacy');
    await user.type(screen.getByLabelText('Contact'), '6265550100');
    await user.type(screen.getByLabelText('Street'), '1390');
    await user.type(screen.getByLabelText('City'), 'Pasadena');
    await user.type(screen.getByLabelText('State'), 'CA');
    await user.type(screen.getByLabelText('Zipcode'), '91104');
    await user.click(screen.getByRole('button', { name: 'Create store' }));

    expect(await screen.findByText('Store created!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/store/create')).toMatchObject([
      { sellerId: 'seller-9', storeData: { name: 'Arroyo Pharmacy', isHidden: true } },
    ]);
    await waitFor(() => expect(currentLocation().path).toBe(`${ADMIN}?store=store-new`));
    expect(screen.getByRole('heading', { level: 2, name: 'Arroyo Pharmacy' })).toBeVisible();
    // The new store opens at its top (issue #30).
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0 });
  });

  it('a failure toast does not stay stacked behind the success that follows (issue #30)', async () => {
    storeSession({ role: 'admin' });
    const stores = someStores();
    let attempts = 0;
    mockApi({
      ...serverWith(stores),
      'GET /api/sellers/choices': { body: [{ sellerId: 'seller-9', name: 'Ana Ortiz' }] },
      'POST /api/store/create': () => {
        attempts += 1;
        if (attempts === 1) {
          return {
            status: 400,
            body: { error: 'No seller has that id.', code: 'VALIDATION_FAILED' },
          };
        }
        const created = buildManagedStore({ _id: 'store-new', name: 'Arroyo Pharmacy' });
        stores.push(created);
        return { body: { status: 200, message: 'Store created!', store: created } };
      },
    });
    const user = userEvent.setup();
    renderApp(ADMIN);
    await user.click(await screen.findByRole('button', { name: 'New store' }));
    await user.type(screen.getByLabelText('Seller'), 'Ana');
    await user.click(await screen.findByRole('option', { name: 'Ana Ortiz' }, { timeout: 4000 }));
    await user.type(screen.getByLabelText('Store name'), 'Arroyo Pharmacy');
    await user.selectOptions(screen.getByLabelText('Category'), 'Pharmacy');
    await user.type(screen.getByLabelText('Contact'), '6265550100');
    await user.type(screen.getByLabelText('Street'), '1390');
    await user.type(screen.getByLabelText('City'), 'Pasadena');
    await user.type(screen.getByLabelText('State'), 'CA');
    await user.type(screen.getByLabelText('Zipcode'), '91104');
    await user.click(screen.getByRole('button', { name: 'Create store' }));
    expect(await screen.findByText('No seller has that id.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create store' }));
    expect(await screen.findByText('Store created!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('No seller has that id.')).not.toBeInTheDocument(),
    );
  });
});

import { NO_ORDERS_FOUND } from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../testing/factories';
import { mockApi } from '../testing/fetch-mock';
import { managedStoresApi } from '../testing/managed-stores-api';
import { currentLocation, renderApp } from '../testing/render-app';

// The first guard's pages are lazy-loaded by the router: loaded once here, so the first test does
// not pay their first import inside its time limit on a busy machine.
await Promise.all([
  import('../pages/buyer-dashboard/buyer-dashboard-page'),
  import('../pages/login/login-page'),
]);

describe('route guards', () => {
  it('sends /dashboard without a session to /login, remembering where it was', async () => {
    renderApp('/dashboard/orders');
    await waitFor(() => expect(currentLocation().path).toBe('/login'));
    expect(currentLocation().state).toEqual({ from: '/dashboard/orders' });
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('sends /dashboard with a token but a non-buyer role to /login', async () => {
    storeSession({ role: 'seller' });
    renderApp('/dashboard');
    await waitFor(() => expect(currentLocation().path).toBe('/login'));
  });

  it.each([
    ['buyer', '/sellerdashboard'],
    ['buyer', '/driverdashboard'],
    ['seller', '/admindashboard/orders'],
    ['admin', '/data-entry-dashboard'],
    ['dataentry', '/admindashboard/store-management'],
    ['driver', '/sellerdashboard/stores'],
  ] as const)('shows Error 404 to a %s at %s', async (role, path) => {
    storeSession({ role });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
    expect(currentLocation().path).toBe(path);
  });

  it.each(['/sellerdashboard', '/driverdashboard', '/admindashboard', '/data-entry-dashboard'])(
    'shows Error 404 at %s without a session',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
    },
  );

  it('shows Error 404 for any unknown path, with a way home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Error 404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('sends /checkout without a session to /login with the checkout data', async () => {
    const checkoutData = { specialRequest: 'Leave at the door', storeId: 'store-3' };
    renderApp({ pathname: '/checkout', state: { checkoutData } });
    await waitFor(() => expect(currentLocation().path).toBe('/login'));
    expect(currentLocation().state).toEqual({ from: '/checkout', checkoutData });
  });

  it('opens /checkout with a session', async () => {
    storeSession({ role: 'buyer' });
    renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });
});

describe('dashboards', () => {
  it('buyer: side menu with Order History and Logout; orders section', async () => {
    const buyer = storeSession({ role: 'buyer', firstName: 'Maya' });
    mockApi({ [`GET /api/order-history/${buyer.buyerId}/${buyer._id}`]: { body: [] } });
    renderApp('/dashboard/orders');
    const menu = await screen.findByRole('navigation', { name: 'Dashboard menu' });
    expect(within(menu).getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: NO_ORDERS_FOUND })).toBeVisible();
  });

  it('buyer: Logout ends the login on the server, clears the session and checkout data and goes to /login', async () => {
    const buyer = storeSession({ role: 'buyer' });
    const fetchMock = mockApi({
      [`GET /api/order-history/${buyer.buyerId}/${buyer._id}`]: { body: [] },
      'POST /api/logout': { status: 204 },
    });
    window.localStorage.setItem('checkoutData', '{}');
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentLocation().path).toBe('/login'));
    // With the token that is being ended, before it was forgotten.
    const logout = fetchMock.mock.calls.find(([input]) => String(input) === '/api/logout');
    expect(logout?.[1]?.headers).toMatchObject({ Authorization: `Bearer token-for-${buyer._id}` });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('checkoutData')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('staff on the marketplace (where login lands them) reach their dashboard in one tap', async () => {
    storeSession({ role: 'dataentry' });
    mockApi({ 'GET /api/categories': { body: [] } });
    renderApp('/about');
    const link = await screen.findByRole('link', { name: /^Your dashboard/ });
    expect(link).toHaveAttribute('href', '/data-entry-dashboard');
    // Said in words, not an icon to guess.
    expect(link).toHaveTextContent('Dashboard');
  });

  it('a work screen has the working shell: a slim header, no search, cart or marketing footer', async () => {
    storeSession({ role: 'admin' });
    mockApi({
      'GET /api/orders': { body: { orders: [], nextBefore: null } },
    });
    renderApp('/admindashboard');
    await screen.findByRole('navigation', { name: 'Admin sections' }, { timeout: 5000 });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Go to the marketplace' })).toHaveAttribute(
      'href',
      '/',
    );
    // The marketplace's search is not in it (the Orders screen has a search of its own).
    expect(within(banner).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('admin: pills Orders, Sellers, Stores, Users, Order History, Logout', async () => {
    storeSession({ role: 'admin' });
    mockApi({
      'GET /api/orders': { body: { orders: [], nextBefore: null } },
    });
    renderApp('/admindashboard');
    // The admin dashboard is the largest lazy chunk; its first import here takes a while.
    const pills = await screen.findByRole(
      'navigation',
      { name: 'Admin sections' },
      { timeout: 5000 },
    );
    const names = within(pills)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Orders', 'Sellers', 'Stores', 'Users', 'Order History', 'Logout']);
    expect(within(pills).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/admindashboard/user-management',
    );
    expect(within(pills).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('admin: an unknown section goes back to /admindashboard', async () => {
    storeSession({ role: 'admin' });
    mockApi({
      'GET /api/orders': { body: { orders: [], nextBefore: null } },
    });
    renderApp('/admindashboard/bogus');
    await waitFor(() => expect(currentLocation().path).toBe('/admindashboard'));
  });

  it('data entry: a Stores tab and a Logout pill; unknown section goes to the base', async () => {
    storeSession({ role: 'dataentry' });
    mockApi({ 'GET /api/stores-for-admin': managedStoresApi([]) });
    renderApp('/data-entry-dashboard/orders');
    await waitFor(() => expect(currentLocation().path).toBe('/data-entry-dashboard'));
    const pills = await screen.findByRole('navigation', { name: 'Data entry sections' });
    expect(within(pills).getByRole('link', { name: 'Stores' })).toHaveAttribute(
      'href',
      '/data-entry-dashboard/store-management',
    );
    expect(within(pills).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('seller: store-create, stores and product-create sections', async () => {
    const seller = storeSession({ role: 'seller' });
    mockApi({
      [`GET /api/seller/${seller.sellerId}/stores`]: { body: [] },
      'GET /api/store/store-7/product-categories': { body: [] },
      'GET /api/store/store-7/products': { body: [] },
    });
    renderApp('/sellerdashboard/product-create?storeId=store-7');
    const pills = await screen.findByRole('navigation', { name: 'Seller sections' });
    expect(within(pills).getByRole('link', { name: 'My Stores' })).toHaveAttribute(
      'href',
      '/sellerdashboard/stores',
    );
    expect(within(pills).getByRole('link', { name: 'Create Store' })).toHaveAttribute(
      'href',
      '/sellerdashboard/store-create',
    );
    expect(within(pills).getByRole('link', { name: 'Add Product' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('heading', { name: 'New product' })).toBeVisible();
  });

  it('driver: Logout asks first, and confirming clears all local storage', async () => {
    storeSession({ role: 'driver' });
    window.localStorage.setItem('currentInstructionIndex', '1');
    const user = userEvent.setup();
    renderApp('/driverdashboard');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to log out? Your progress will be lost.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(currentLocation().path).toBe('/login'));
    expect(window.localStorage.length).toBe(0);
  });
});

describe('layout and public pages', () => {
  it('has no shared header on the landing page, but a footer', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Search Arroyo' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
    expect(screen.getByText('© 2025 Arroyo. All rights reserved.')).toBeInTheDocument();
  });

  it('goes from / straight to /categories when an address is saved', async () => {
    window.localStorage.setItem(
      'selectedAddress',
      JSON.stringify({ street1: '1', zipcode: '91101' }),
    );
    renderApp('/');
    await waitFor(() => expect(currentLocation().path).toBe('/categories'));
  });

  it.each(['/categories', '/stores'])(
    '%s is titled Discover Local Gems with a card per category',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Discover Local Gems, Delivered Fast',
        }),
      ).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Search Arroyo' })).toBeInTheDocument();
      for (const category of [
        "Farmer's Market",
        'Restaurants',
        'Aquarium Stores',
        'Coffee Shops',
        'Convenience Stores',
        'Flower Stores',
        'Liquor Stores',
        'Pharmacy',
      ]) {
        // The card's name is all its text: the category, then its blurb.
        const card = screen.getByRole('link', { name: (name) => name.startsWith(category) });
        expect(card).toHaveAttribute('href', `/stores/${encodeURIComponent(category)}`);
      }
    },
  );

  it("/cart says 'Your cart is empty.'", async () => {
    renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty.' })).toBeInTheDocument();
  });

  it('/about has the three Why Choose Us cards', () => {
    renderApp('/about');
    expect(screen.getByRole('heading', { name: 'Why Choose Us' })).toBeInTheDocument();
    for (const title of ['Fast and Reliable', 'Seamless for Businesses', 'Earn with Ease']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('/contact shows the address, e-mail, phone and hours', () => {
    renderApp('/contact');
    const main = screen.getByRole('main');
    expect(within(main).getByText(/88 W Colorado Blvd/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'support@arroyo.delivery' })).toBeVisible();
    expect(within(main).getByRole('link', { name: '(626) 555-0199' })).toBeVisible();
    expect(within(main).getByRole('heading', { name: 'Support hours' })).toBeVisible();
  });

  it('/termsconditions is effective April 9, 2025 and states the key limits', async () => {
    renderApp('/termsconditions');
    expect(await screen.findByRole('heading', { name: 'Terms of Use' })).toBeInTheDocument();
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toContain('Effective April 9, 2025');
    for (const fragment of [
      'at least 18 years old',
      'under 16 may not use',
      'at least 21',
      'Checkout cannot be completed with only a gift card',
      'due within 30 days',
      '100% of driver tips',
      'sixty (60) days',
      'twenty-one (21) days',
      'one hundred (100) demands per batch',
      '($10,000) or less',
      'six (6) months',
      '($1,000)',
      'within thirty (30) days',
      'within one (1) year',
      'State of New York',
      'Los Angeles County',
    ]) {
      expect(text).toContain(fragment);
    }
  });

  it('/privacypolicy is effective April 9, 2025 and covers the required topics', async () => {
    renderApp('/privacypolicy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toContain('Effective April 9, 2025');
    for (const heading of [
      /Communications preferences/,
      /Your rights and requests/,
      /Storage, retention and security/,
      /Children/,
      /Third-party sites/,
      /Promotions/,
      /California residents/,
      /Washington consumer health data/,
      /Contact us/,
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(text).toContain('allow at least thirty (30) days');
    expect(text).toContain('under 18');
  });
});

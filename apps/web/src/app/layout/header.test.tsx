import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, storeCart, storeSession } from '../../testing/factories';
import { renderWithRouter } from '../../testing/render-app';
import { Header } from './header';

function renderHeader() {
  return renderWithRouter(<Header />, '/categories');
}

describe('Header', () => {
  it('shows a Login link to /login without a session', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: /your dashboard/i })).not.toBeInTheDocument();
  });

  it.each([
    ['seller', '/sellerdashboard'],
    ['buyer', '/dashboard'],
    ['driver', '/driverdashboard'],
    ['admin', '/admindashboard'],
    ['dataentry', '/data-entry-dashboard'],
  ] as const)('links the user icon of a %s to %s', (role, href) => {
    storeSession({ role });
    renderHeader();
    expect(screen.getByRole('link', { name: /your dashboard/i })).toHaveAttribute('href', href);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('links an unknown role to /login', () => {
    window.localStorage.setItem('user', JSON.stringify({ ...buildUser(), role: 'wizard' }));
    window.localStorage.setItem('token', 't');
    renderHeader();
    expect(screen.getByRole('link', { name: /your dashboard/i })).toHaveAttribute('href', '/login');
  });

  it('treats malformed stored data as logged out', () => {
    window.localStorage.setItem('user', '{"firstName":"NoId"}');
    window.localStorage.setItem('token', 't');
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('shows no cart badge when the cart is missing or empty', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('shows no cart badge for an empty stored cart', () => {
    storeCart([]);
    renderHeader();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('badges the cart with the sum of quantities', () => {
    storeCart([2, 3]);
    renderHeader();
    const cart = screen.getByRole('link', { name: 'Cart, 5 items' });
    expect(within(cart).getByTestId('cart-badge')).toHaveTextContent('5');
  });

  it('follows a login and logout made in another tab', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();

    act(() => {
      storeSession({ role: 'driver' });
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(screen.getByRole('link', { name: /your dashboard/i })).toHaveAttribute(
      'href',
      '/driverdashboard',
    );

    act(() => {
      window.localStorage.removeItem('token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it("shows 'Update Location' until an address is saved, then the street", () => {
    renderHeader();
    expect(screen.getByRole('button', { name: /update location/i })).toBeInTheDocument();

    act(() => {
      window.localStorage.setItem(
        'selectedAddress',
        JSON.stringify({ street1: '1200', street2: 'E California Blvd', zipcode: '91106' }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'selectedAddress' }));
    });
    expect(screen.getByRole('button', { name: /1200 E California Blvd/ })).toBeInTheDocument();
  });

  it('links the logo home', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeCart, storeSession } from '../../testing/factories';
import { currentLocation, renderWithRouter } from '../../testing/render-app';
import { Header } from './header';

async function openMenu() {
  const user = userEvent.setup();
  renderWithRouter(<Header />, '/categories');
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  await user.click(toggle);
  return { user, toggle, menu: screen.getByRole('dialog', { name: 'Menu' }) };
}

describe('Side menu', () => {
  it('offers About, Contact, Cart with its count and LOGIN when logged out', async () => {
    storeCart([1, 2]);
    const { menu } = await openMenu();
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(menu).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(menu).getByRole('link', { name: 'Cart (3)' })).toHaveAttribute('href', '/cart');
    expect(within(menu).getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/login');
    expect(within(menu).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers Dashboard for the role instead of LOGIN when logged in', async () => {
    storeSession({ role: 'admin' });
    const { menu } = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/admindashboard',
    );
    expect(within(menu).queryByRole('link', { name: 'LOGIN' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Cart (0)' })).toBeInTheDocument();
  });

  it('moves focus into the menu, closes on Escape and returns focus to the toggle', async () => {
    const { user, toggle, menu } = await openMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab inside the open menu', async () => {
    const { user, menu } = await openMenu();
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on a backdrop click', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('navigates and closes when a link is chosen', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('link', { name: 'About' }));
    expect(currentLocation().path).toBe('/about');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

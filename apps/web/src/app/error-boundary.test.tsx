import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadPage, reloadPage } from '../lib/browser';
import { allowConsole } from '../testing/console-guard';
import { storeSession } from '../testing/factories';
import { renderWithRouter } from '../testing/render-app';
import { AppErrorBoundary } from './error-boundary';

vi.mock('../lib/browser', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

function Boom({ message }: { message: string }): never {
  throw new Error(message);
}

function crashWith(message: string) {
  // React reports the caught error on the console; here that is expected.
  const consoleError = allowConsole('error');
  renderWithRouter(
    <AppErrorBoundary>
      <Boom message={message} />
    </AppErrorBoundary>,
  );
  return consoleError;
}

describe('AppErrorBoundary', () => {
  it("shows 'Oops! Something went wrong.' with Refresh Page and Clear Data & Go Home", () => {
    crashWith('Chart failed to draw');
    expect(
      screen.getByRole('heading', { name: 'Oops! Something went wrong.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Data & Go Home' })).toBeInTheDocument();
  });

  it.each([
    "Cannot read properties of undefined (reading 'firstName')",
    'Cannot read properties of null',
    'Invalid token',
    'user is not defined',
  ])('removes the saved user and token when the error says %j', (message) => {
    storeSession();
    window.localStorage.setItem('cart', '[]');
    crashWith(message);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('cart')).toBe('[]');
  });

  it('keeps the session for unrelated errors', () => {
    storeSession();
    crashWith('Chart failed to draw');
    expect(window.localStorage.getItem('token')).not.toBeNull();
  });

  it('Refresh Page reloads', async () => {
    crashWith('Chart failed to draw');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('Clear Data & Go Home clears all local storage and goes to /', async () => {
    storeSession();
    window.localStorage.setItem('cart', '[]');
    window.localStorage.setItem('selectedAddress', '{}');
    crashWith('Chart failed to draw');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Data & Go Home' }));
    expect(window.localStorage.length).toBe(0);
    expect(loadPage).toHaveBeenCalledWith('/');
  });
});

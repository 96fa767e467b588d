import { SESSION_ENDED } from '@marketplace/core/constants/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../testing/factories';
import { mockApi } from '../testing/fetch-mock';
import { currentLocation, renderApp } from '../testing/render-app';

describe('a login the API no longer accepts', () => {
  it('clears the session and goes to /login, to come back to the page afterwards', async () => {
    const user = storeSession({ role: 'buyer' });
    mockApi({
      [`GET /api/order-history/${user.buyerId}/${user._id}`]: {
        status: 401,
        body: { error: 'Authentication required.', code: 'UNAUTHENTICATED' },
      },
    });

    renderApp('/dashboard/orders');

    await waitFor(() => expect(currentLocation().path).toBe('/login'));
    expect(currentLocation().state).toMatchObject({ from: '/dashboard/orders' });
    expect(await screen.findByText(SESSION_ENDED)).toBeVisible();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '../features/auth/session-store';
import { storeSession } from '../testing/factories';
import { mockApi } from '../testing/fetch-mock';
import { SessionRefresh } from './session-refresh';

describe('SessionRefresh', () => {
  it("takes the user's new role from the server on page load", async () => {
    const user = storeSession({ role: 'buyer' });
    const fetchMock = mockApi({
      'GET /api/me': { body: { ...user, role: 'seller', sellerId: 'seller-9' } },
    });
    render(<SessionRefresh />);
    await waitFor(() => expect(getSession()?.user.role).toBe('seller'));
    expect(getSession()?.user).toMatchObject({ sellerId: 'seller-9' });
    expect(getSession()?.token).toBe(`token-for-${user._id}`);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the stored login when the server cannot be reached', async () => {
    const user = storeSession({ role: 'admin' });
    const fetchMock = mockApi({});
    render(<SessionRefresh />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(getSession()?.user).toEqual(user);
  });

  it('asks nothing without a login', () => {
    const fetchMock = mockApi({});
    render(<SessionRefresh />);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, storeSession } from '../../testing/factories';
import {
  getSession,
  logout,
  logoutAndClearAll,
  saveSession,
  saveTempToken,
  subscribeToSession,
} from './session-store';
import { useSession } from './use-session';

describe('session store', () => {
  it('reads a stored user and token as the session', () => {
    const user = storeSession({ role: 'seller' });
    expect(getSession()).toEqual({ user, token: `token-for-${user._id}` });
  });

  it('returns the same object until the stored data changes', () => {
    storeSession();
    expect(getSession()).toBe(getSession());
  });

  it('is logged out when nothing is stored', () => {
    expect(getSession()).toBeNull();
  });

  it.each([
    ['unparsable user JSON', '{not json', 'token-1'],
    ['a user without _id', JSON.stringify({ firstName: 'Ana', email: 'a@b.co' }), 'token-1'],
    ['a user without firstName', JSON.stringify({ _id: 'u1', email: 'a@b.co' }), 'token-1'],
    ['a user without email', JSON.stringify({ _id: 'u1', firstName: 'Ana' }), 'token-1'],
    ['a user that is an array', JSON.stringify([1, 2]), 'token-1'],
    ['a user without a token', JSON.stringify(buildUser()), null],
  ])('silently clears %s and counts as logged out', (_case, user, token) => {
    window.localStorage.setItem('user', user);
    if (token) window.localStorage.setItem('token', token);
    window.localStorage.setItem('tempToken', 'temp');
    window.localStorage.setItem('cart', '[]');

    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('tempToken')).toBeNull();
    // Only auth data goes; the cart is not the session's to clear.
    expect(window.localStorage.getItem('cart')).toBe('[]');
  });

  it('a token without a user is also cleared', () => {
    window.localStorage.setItem('token', 'orphan');
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('saveSession stores user JSON and the raw token, dropping onboarding data', () => {
    saveTempToken('temp-1');
    window.localStorage.setItem('tempUser', '{}');
    const user = buildUser();
    saveSession({ user, token: 'abc' });
    expect(JSON.parse(window.localStorage.getItem('user') ?? '')).toEqual(user);
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(window.localStorage.getItem('tempToken')).toBeNull();
    expect(window.localStorage.getItem('tempUser')).toBeNull();
  });

  it('logout clears auth data, checkout data and session storage, and keeps the cart', () => {
    storeSession();
    window.localStorage.setItem('tempToken', 'temp');
    window.localStorage.setItem('checkoutData', '{"specialRequest":"ring the bell"}');
    window.localStorage.setItem('checkoutChoices', '{"address":{"fullname":"Maya"}}');
    window.localStorage.setItem('cart', '[{"quantity":1}]');
    window.sessionStorage.setItem('draft', 'x');

    logout();

    for (const key of ['user', 'token', 'tempToken', 'checkoutData', 'checkoutChoices']) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('cart')).toBe('[{"quantity":1}]');
    expect(getSession()).toBeNull();
  });

  it("the driver's logout clears all local storage", () => {
    storeSession({ role: 'driver' });
    window.localStorage.setItem('currentOrderIndex', '2');
    logoutAndClearAll();
    expect(window.localStorage.length).toBe(0);
  });

  it('notifies subscribers when this tab logs in or out', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    saveSession({ user: buildUser(), token: 't' });
    logout();
    unsubscribe();
    saveSession({ user: buildUser(), token: 't' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('useSession', () => {
  it('follows a login made in another tab (storage event)', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();

    const user = buildUser({ role: 'admin' });
    act(() => {
      // Another tab wrote storage; this tab only hears the event.
      window.localStorage.setItem('user', JSON.stringify(user));
      window.localStorage.setItem('token', 'from-other-tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(result.current?.user.role).toBe('admin');

    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toBeNull();
  });

  it('ignores storage events for unrelated keys', () => {
    storeSession();
    const { result } = renderHook(() => useSession());
    const before = result.current;
    act(() => {
      window.localStorage.setItem('cart', '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(result.current).toBe(before);
  });
});

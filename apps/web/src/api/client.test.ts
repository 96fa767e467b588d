import { SERVER_ERROR } from '@marketplace/core/constants/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../testing/factories';
import { mockApi } from '../testing/fetch-mock';
import { ApiError, apiRequest, errorMessage, onSessionEnded } from './client';

const authorization = (fetchMock: ReturnType<typeof mockApi>) =>
  ((fetchMock.mock.calls.at(-1)?.[1]?.headers ?? {}) as Record<string, string>).Authorization;

describe('apiRequest', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it("sends the session's token by itself, and another token only when told", async () => {
    const fetchMock = mockApi({ 'GET /api/addresses': { body: [] }, 'PUT /api/onboard-user': {} });
    expect(await apiRequest('/api/addresses')).toEqual([]);
    expect(authorization(fetchMock)).toBeUndefined();

    const user = storeSession({ role: 'buyer' });
    await apiRequest('/api/addresses');
    expect(authorization(fetchMock)).toBe(`Bearer token-for-${user._id}`);
    await apiRequest('/api/onboard-user', { method: 'PUT', body: {}, token: 'temp' });
    expect(authorization(fetchMock)).toBe('Bearer temp');
  });

  it('ends the session when the API refuses its token, keeping the cart', async () => {
    storeSession({ role: 'buyer' });
    window.localStorage.setItem('cart', '[]');
    const ended = vi.fn();
    stops.push(onSessionEnded(ended));
    mockApi({
      'GET /api/addresses': {
        status: 401,
        body: { error: 'Authentication required.', code: 'UNAUTHENTICATED' },
      },
    });

    await expect(apiRequest('/api/addresses')).rejects.toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('cart')).toBe('[]');
  });

  it('leaves the session alone for a 401 to another token, and without a session', async () => {
    const ended = vi.fn();
    stops.push(onSessionEnded(ended));
    mockApi({
      'PUT /api/onboard-user': { status: 401, body: { error: 'Authentication required.' } },
    });
    await expect(
      apiRequest('/api/onboard-user', { method: 'PUT', body: {}, token: 'expired-temp' }),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('/api/onboard-user', { method: 'PUT', body: {} })).rejects.toThrow();
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it("is the API's sentence, or the fallback for anything else", () => {
    const refused = new ApiError({ status: 409, serverMessage: 'Sorry, Latte is out of stock.' });
    expect(errorMessage(refused, SERVER_ERROR)).toBe('Sorry, Latte is out of stock.');
    expect(errorMessage(new ApiError({ status: 0, code: 'NETWORK_ERROR' }), SERVER_ERROR)).toBe(
      SERVER_ERROR,
    );
    expect(errorMessage(new Error('boom'), SERVER_ERROR)).toBe(SERVER_ERROR);
  });

  it('adds the request’s reference to a fault on the server’s side, for support', () => {
    const fault = (status: number, requestId?: string) =>
      new ApiError({
        status,
        code: 'INTERNAL',
        serverMessage: 'Something went wrong on our side. Please try again.',
        body: {
          error: 'Something went wrong on our side. Please try again.',
          code: 'INTERNAL',
          requestId,
        },
      });
    expect(errorMessage(fault(500, '3f2a9c1e-7b4d-4e8a-9c2f-0a1b2c3d4e5f'), SERVER_ERROR)).toBe(
      'Something went wrong on our side. Please try again. Reference: 3f2a9c1e.',
    );
    // An id the proxy gave is shown whole.
    expect(errorMessage(fault(503, 'edge-7781-aa'), SERVER_ERROR)).toBe(
      'Something went wrong on our side. Please try again. Reference: edge-7781-aa.',
    );
    expect(errorMessage(fault(500), SERVER_ERROR)).toBe(
      'Something went wrong on our side. Please try again.',
    );
    // A refusal is the person's to fix: no reference.
    const refused = new ApiError({
      status: 409,
      serverMessage: 'Sorry, Latte is out of stock.',
      body: {
        error: 'Sorry, Latte is out of stock.',
        code: 'CONFLICT',
        requestId: '3f2a9c1e-7b4d-4e8a-9c2f-0a1b2c3d4e5f',
      },
    });
    expect(errorMessage(refused, SERVER_ERROR)).toBe('Sorry, Latte is out of stock.');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../testing/fetch-mock';
import { apiRequest } from './client';
import { EARLY_REPLY_MAX_AGE_MS, takeEarlyData, takeEarlyResponse } from './early-requests';

afterEach(() => {
  delete window.__earlyRequests;
});

function early(
  path: string,
  reply: { status: number; text: string },
  { at = Date.now(), token }: { at?: number; token?: string } = {},
) {
  window.__earlyRequests = {
    ...window.__earlyRequests,
    [path]: { at, reply: Promise.resolve(reply), ...(token === undefined ? {} : { token }) },
  };
}

describe('early requests', () => {
  it('answers the first identical GET from the early reply, then goes to the network', async () => {
    const fetchMock = mockApi({ 'GET /api/store/s1': { body: { name: 'From the network' } } });
    early('/api/store/s1', { status: 200, text: '{"name":"Early"}' });
    expect(await apiRequest('/api/store/s1')).toEqual({ name: 'Early' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiRequest('/api/store/s1')).toEqual({ name: 'From the network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns an early error reply into the same ApiError', async () => {
    early('/api/store/gone', {
      status: 404,
      text: '{"error":"Failed to fetch store details","code":"NOT_FOUND"}',
    });
    await expect(apiRequest('/api/store/gone')).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Failed to fetch store details',
    });
  });

  it('ignores stale replies and other methods', () => {
    early(
      '/api/store/s1',
      { status: 200, text: '{}' },
      { at: Date.now() - EARLY_REPLY_MAX_AGE_MS - 1 },
    );
    expect(takeEarlyResponse('/api/store/s1')).toBeNull();
    expect(takeEarlyResponse('/api/never-asked')).toBeNull();
  });
});

describe('early requests of a signed-in screen', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('answers a GET sent with the token the early request was asked with', async () => {
    const fetchMock = mockApi({ 'GET /api/drivers': { body: [] } });
    window.localStorage.setItem('token', 'admin-token');
    early('/api/drivers', { status: 200, text: '[{"_id":"d1"}]' }, { token: 'admin-token' });
    expect(await apiRequest('/api/drivers')).toEqual([{ _id: 'd1' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never hands one session’s answer to another, nor to public reads', async () => {
    const fetchMock = mockApi({ 'GET /api/drivers': { body: [] } });
    window.localStorage.setItem('token', 'new-login');
    early('/api/drivers', { status: 200, text: '[{"_id":"d1"}]' }, { token: 'old-login' });
    expect(await apiRequest('/api/drivers')).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    early('/api/me', { status: 200, text: '{}' }, { token: 'old-login' });
    expect(takeEarlyResponse('/api/me')).toBeNull();
  });
});

describe('early data for a first render', () => {
  it('gives a settled, successful answer as data once, and leaves pending ones alone', () => {
    const pending = new Promise<{ status: number; text: string }>(() => {});
    window.__earlyRequests = {
      '/api/store/s1': {
        at: Date.now(),
        reply: Promise.resolve({ status: 200, text: '{"name":"Early"}' }),
        settled: { status: 200, text: '{"name":"Early"}' },
      },
      '/api/store/s2': { at: Date.now(), reply: pending },
    };
    expect(takeEarlyData('/api/store/s1')).toEqual({ name: 'Early' });
    expect(takeEarlyData('/api/store/s1')).toBeUndefined();
    expect(takeEarlyData('/api/store/s2')).toBeUndefined();
    expect(window.__earlyRequests['/api/store/s2']).toBeDefined();
  });

  it('never gives an error answer as data', () => {
    const settled = { status: 404, text: '{"error":"Failed to fetch store details"}' };
    window.__earlyRequests = {
      '/api/store/gone': { at: Date.now(), reply: Promise.resolve(settled), settled },
    };
    expect(takeEarlyData('/api/store/gone')).toBeUndefined();
  });
});

import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOrderEvent } from '../testing/build-order';
import { mockApi } from '../testing/fetch-mock';
import { STREAM_RETRY_FIRST_MS, useLiveEvents } from './live-events';

const PATH = '/api/orders/o-1/events';
const event = buildOrderEvent({ _id: '7', orderId: 'o-1', action: 'assign', toStatus: 'assigned' });
const stream = `retry: 60000\n\nid: 7\nevent: order_event\ndata: ${JSON.stringify(event)}\n\n`;

/** The stream answers `first` once, then the event. */
function streamRefusedOnce(first: { status: number; body: unknown }) {
  let asked = 0;
  mockApi({ [`GET ${PATH}`]: () => (++asked === 1 ? first : { events: stream }) });
  const onEvent = vi.fn();
  const onResync = vi.fn();
  renderHook(() => useLiveEvents(PATH, { onEvent, onResync }));
  return { asked: () => asked, onEvent, onResync };
}

describe('a live stream', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is asked for again when the server refuses it for a while, and the screen reads everything again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const live = streamRefusedOnce({
      status: 503,
      body: {
        error: 'The database is not answering. Please try again in a moment.',
        code: 'DATABASE_UNAVAILABLE',
      },
    });
    await vi.waitFor(() => expect(live.asked()).toBe(1));
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_FIRST_MS - 1);
    expect(live.asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(live.onEvent).toHaveBeenCalledWith(event));
    expect(live.asked()).toBe(2);
    // Events may have been missed while it was refused.
    expect(live.onResync).toHaveBeenCalledTimes(1);
  });

  it('is not asked for again when the server refuses it for good (the role changed)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const live = streamRefusedOnce({
      status: 403,
      body: { error: 'Forbidden', code: 'FORBIDDEN' },
    });
    await vi.waitFor(() => expect(live.asked()).toBe(1));
    await vi.advanceTimersByTimeAsync(10 * STREAM_RETRY_FIRST_MS);
    expect(live.asked()).toBe(1);
    expect(live.onEvent).not.toHaveBeenCalled();
  });
});

import type { ManagedStore } from '@marketplace/contract/store-management';
import {
  NEW_ORDERS_PAUSED,
  NEW_ORDERS_RESUMED,
  SPECIAL_DATES_SAVED,
} from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../testing/factories';
import { mockApi, sentBodies } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';
import { buildManagedStore } from '../../../testing/store-management/build-managed-store';

// Issue #31: pause new orders in one tap; closed days and special hours.
vi.mock('./store-catalogue', () => ({ StoreCatalogue: () => <p>catalogue</p> }));

function sellersLiveStore(overrides: Partial<ManagedStore> = {}) {
  storeSession({ role: 'seller', sellerId: 'seller-9' });
  return buildManagedStore({
    _id: 'store-a',
    name: 'Casa Arroyo',
    sellerId: 'seller-9',
    review: { status: 'approved', note: null, requestedAt: null },
    ...overrides,
  });
}

/** The seller's stores endpoint answering `current()`, and its change routes. */
function serve(current: () => ManagedStore, routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /api/seller/seller-9/stores': () => ({ body: [current()] }), ...routes });
}

describe('pausing new orders', () => {
  it('pauses in one tap, says until when, and takes orders again', async () => {
    let store = sellersLiveStore();
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const fetchMock = serve(() => store, {
      'PUT /api/store/store-a/pause': ({ body }) => {
        const { pause } = body as { pause: string };
        store = { ...store, pausedUntil: pause === 'off' ? null : inTwoHours };
        return {
          body: {
            status: 200,
            message: pause === 'off' ? NEW_ORDERS_RESUMED : NEW_ORDERS_PAUSED,
            store,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/stores?store=store-a');
    const group = await screen.findByRole('group', { name: 'Pause new orders' });
    await user.click(within(group).getByRole('button', { name: 'Pause new orders for 30 min' }));
    expect(await screen.findByText(NEW_ORDERS_PAUSED)).toBeInTheDocument();
    expect(await screen.findByText(/^Not taking (orders until|more orders today)/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Take orders again' }));
    expect(await screen.findByText(NEW_ORDERS_RESUMED)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/store/store-a/pause')).toEqual([
      { pause: '30' },
      { pause: 'off' },
    ]);
    expect(await screen.findByRole('group', { name: 'Pause new orders' })).toBeVisible();
  });

  it('is not offered on a hidden store, which takes no orders anyway', async () => {
    const store = sellersLiveStore({ isHidden: true, review: null });
    serve(() => store);
    renderApp('/sellerdashboard/stores?store=store-a');
    expect(await screen.findByRole('button', { name: 'Send for review' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Pause new orders' })).not.toBeInTheDocument();
  });
});

describe('special days', () => {
  it('adds a closed day with what buyers read, and removes it', async () => {
    let store = sellersLiveStore();
    const fetchMock = serve(() => store, {
      'PUT /api/store/store-a/date-overrides': ({ body }) => {
        store = { ...store, ...(body as Pick<ManagedStore, 'dateOverrides'>) };
        return { body: { status: 200, message: SPECIAL_DATES_SAVED, store } };
      },
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/stores?store=store-a&tab=special');
    const form = await screen.findByRole('form', { name: 'Add a special day' });
    await user.click(within(form).getByRole('button', { name: 'Add special day' }));
    expect(await within(form).findByText('Choose a date.')).toBeVisible();

    await user.type(within(form).getByLabelText('Date'), '2099-11-26');
    await user.type(within(form).getByLabelText(/What buyers read/), 'Thanksgiving');
    await user.click(within(form).getByRole('button', { name: 'Add special day' }));
    expect(await screen.findByText(SPECIAL_DATES_SAVED)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Special days' });
    const row = (await within(table).findByText('Thanksgiving')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Thu, Nov 26, 2099');
    expect(row).toHaveTextContent('Closed');

    await user.click(within(row).getByRole('button', { name: 'Remove 2099-11-26' }));
    await waitFor(() => expect(within(table).queryByText('Thanksgiving')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, '/api/store/store-a/date-overrides')).toEqual([
      { dateOverrides: [{ date: '2099-11-26', hours: [], note: 'Thanksgiving' }] },
      { dateOverrides: [] },
    ]);
  });

  it('sets special hours, refusing a closing time before the opening', async () => {
    let store = sellersLiveStore();
    const fetchMock = serve(() => store, {
      'PUT /api/store/store-a/date-overrides': ({ body }) => {
        store = { ...store, ...(body as Pick<ManagedStore, 'dateOverrides'>) };
        return { body: { status: 200, message: SPECIAL_DATES_SAVED, store } };
      },
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/stores?store=store-a&tab=special');
    const form = await screen.findByRole('form', { name: 'Add a special day' });
    await user.type(within(form).getByLabelText('Date'), '2099-12-24');
    await user.click(within(form).getByLabelText('Closed all day'));
    const closes = within(form).getByLabelText('Closes');
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(within(form).getByRole('button', { name: 'Add special day' }));
    expect(await within(form).findByText(/^Dec 24: /)).toBeVisible();
    expect(sentBodies(fetchMock, '/api/store/store-a/date-overrides')).toEqual([]);

    await user.clear(closes);
    await user.type(closes, '14:00');
    await user.click(within(form).getByRole('button', { name: 'Add special day' }));
    expect(await screen.findByText(SPECIAL_DATES_SAVED)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/store/store-a/date-overrides')).toEqual([
      {
        dateOverrides: [
          { date: '2099-12-24', hours: [{ from: '09:00', to: '14:00' }], note: null },
        ],
      },
    ]);
  });
});

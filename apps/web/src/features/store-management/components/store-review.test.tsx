import type { ManagedStore } from '@marketplace/contract/store-management';
import {
  REVIEW_NOTE_REQUIRED,
  STORE_APPROVED,
  STORE_SENT_BACK,
  STORE_SENT_FOR_REVIEW,
} from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../testing/factories';
import { mockApi, sentBodies } from '../../../testing/fetch-mock';
import { managedStoresApi } from '../../../testing/managed-stores-api';
import { renderApp } from '../../../testing/render-app';
import { buildManagedStore } from '../../../testing/store-management/build-managed-store';

// Issue #31: a seller's store goes live through review (docs/decisions/126).
vi.mock('./store-catalogue', () => ({
  StoreCatalogue: () => <p>catalogue</p>,
}));

const SENT_AT = '2026-11-20T18:30:00.000Z';

function sellersStore(overrides: Partial<ManagedStore> = {}) {
  const seller = storeSession({ role: 'seller', sellerId: 'seller-9' });
  const store = buildManagedStore({
    _id: 'store-a',
    name: 'Arroyo Blooms',
    sellerId: 'seller-9',
    isHidden: true,
    ...overrides,
  });
  return { seller, store };
}

describe('a seller and their store’s review', () => {
  beforeAll(() => import('../../../pages/seller-dashboard/seller-dashboard-page'));

  it('sends a new store for review, then says it waits', async () => {
    const { store } = sellersStore();
    const waiting: ManagedStore = {
      ...store,
      review: { status: 'waiting', note: null, requestedAt: SENT_AT },
    };
    let current = store;
    const fetchMock = mockApi({
      'GET /api/seller/seller-9/stores': () => ({ body: [current] }),
      'POST /api/store/store-a/send-for-review': () => {
        current = waiting;
        return { body: { status: 200, message: STORE_SENT_FOR_REVIEW, store: waiting } };
      },
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/stores?store=store-a');
    await user.click(await screen.findByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText(STORE_SENT_FOR_REVIEW)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/store/store-a/send-for-review',
      expect.objectContaining({ method: 'POST' }),
    );
    const status = await screen.findByText(/^Waiting for review since/);
    expect(status).toHaveTextContent('We will text you when it is live.');
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });

  it('reads why it was sent back, and can send it again', async () => {
    const { store } = sellersStore({
      review: { status: 'sent_back', note: 'Add a photo of the shop front.', requestedAt: SENT_AT },
    });
    mockApi({ 'GET /api/seller/seller-9/stores': { body: [store] } });
    renderApp('/sellerdashboard/stores?store=store-a');
    expect(
      await screen.findByText('Sent back by our team: Add a photo of the shop front.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeEnabled();
    expect(screen.getAllByText('Sent back')[0]).toBeVisible();
  });

  it('hides a live store in one tap', async () => {
    const { store } = sellersStore({
      isHidden: false,
      review: { status: 'approved', note: null, requestedAt: SENT_AT },
    });
    let current = store;
    const fetchMock = mockApi({
      'GET /api/seller/seller-9/stores': () => ({ body: [current] }),
      'PUT /api/update-store/store-a': () => {
        current = { ...store, isHidden: true };
        return { body: { status: 200, message: 'Store updated!', store: current } };
      },
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/stores?store=store-a');
    await user.click(await screen.findByRole('button', { name: 'Hide from buyers' }));
    expect(await screen.findByText('Hidden from buyers.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/update-store/store-a')).toEqual([
      { sellerId: 'seller-9', updateData: { isHidden: true } },
    ]);
    expect(await screen.findByRole('button', { name: 'Show to buyers' })).toBeVisible();
  });
});

describe('staff review a store', () => {
  beforeAll(() => import('../../../pages/admin-dashboard/admin-dashboard-page'));

  const waiting = (id: string, name: string, requestedAt: string) =>
    buildManagedStore({
      _id: id,
      name,
      isHidden: true,
      review: { status: 'waiting', note: null, requestedAt },
    });

  it('lists the stores waiting for review, longest waiting first, with their count', async () => {
    storeSession({ role: 'admin' });
    mockApi({
      'GET /api/stores-for-admin': managedStoresApi([
        buildManagedStore({ _id: 'store-live', name: 'Aardvark Deli' }),
        waiting('store-b', 'Bloom Room', '2026-11-21T10:00:00.000Z'),
        waiting('store-c', 'Cafe Colorado', '2026-11-20T10:00:00.000Z'),
      ]),
    });
    const user = userEvent.setup();
    renderApp('/admindashboard/store-management');
    const toggle = await screen.findByRole('button', { name: /Waiting for review/ });
    expect(toggle).toHaveTextContent('2');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Stores' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link', { name: /^(?!Open )/ })
          .map((link) => link.textContent),
      ).toEqual(['Cafe Colorado', 'Bloom Room']),
    );
  });

  it('approves a waiting store', async () => {
    storeSession({ role: 'dataentry' });
    const store = waiting('store-b', 'Bloom Room', SENT_AT);
    let current = store;
    const fetchMock = mockApi({
      'GET /api/stores-for-admin': managedStoresApi(() => [current]),
      'POST /api/store/store-b/review': () => {
        current = {
          ...store,
          isHidden: false,
          review: { status: 'approved', note: null, requestedAt: SENT_AT },
        };
        return { body: { status: 200, message: STORE_APPROVED, store: current } };
      },
    });
    const user = userEvent.setup();
    renderApp('/data-entry-dashboard/store-management?store=store-b');
    const panel = await screen.findByRole('region', { name: /^Waiting for review since/ });
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(STORE_APPROVED)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/store/store-b/review')).toEqual([{ decision: 'approve' }]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /^Waiting for review/ })).not.toBeInTheDocument(),
    );
  });

  it('sends a store back with what to change, which it asks for', async () => {
    storeSession({ role: 'admin' });
    const store = waiting('store-b', 'Bloom Room', SENT_AT);
    const fetchMock = mockApi({
      'GET /api/stores-for-admin': managedStoresApi([store]),
      'POST /api/store/store-b/review': {
        body: {
          status: 200,
          message: STORE_SENT_BACK,
          store: { ...store, review: { ...store.review, status: 'sent_back', note: 'Hours.' } },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/admindashboard/store-management?store=store-b');
    const panel = await screen.findByRole('region', { name: /^Waiting for review since/ });
    await user.click(within(panel).getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Bloom Room back?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText(REVIEW_NOTE_REQUIRED)).toBeVisible();
    expect(sentBodies(fetchMock, '/api/store/store-b/review')).toEqual([]);

    await user.type(within(dialog).getByLabelText('What to change'), 'Add your opening hours.');
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText(STORE_SENT_BACK)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/store/store-b/review')).toEqual([
      { decision: 'send_back', note: 'Add your opening hours.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

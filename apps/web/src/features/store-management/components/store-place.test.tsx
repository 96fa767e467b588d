import type { ManagedStore } from '@marketplace/contract/store-management';
import { STORE_PLACED } from '@marketplace/core/constants/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../testing/factories';
import { mockApi, sentBodies } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';
import { buildManagedStore } from '../../../testing/store-management/build-managed-store';
import type { StorePinMapProps } from './store-pin-map';

// Issue #33: a store's place corrected by a pin. jsdom has no WebGL: the map is replaced by a
// double that shows the pin and drags it to the door (the real map runs in the browser).
vi.mock('./store-catalogue', () => ({ StoreCatalogue: () => <p>catalogue</p> }));
vi.mock('./store-pin-map', () => ({
  default: ({ pin, onMove }: StorePinMapProps) => (
    <div>
      <p>{`Pin at ${pin.latitude}, ${pin.longitude}`}</p>
      <button
        type="button"
        onClick={() => onMove({ latitude: 34.1461234, longitude: -118.1473456 })}
      >
        Drag the pin to the door
      </button>
    </div>
  ),
}));

function serve(initial: Partial<ManagedStore>) {
  storeSession({ role: 'seller', sellerId: 'seller-9' });
  let store = buildManagedStore({
    _id: 'store-a',
    name: 'Casa Arroyo',
    sellerId: 'seller-9',
    ...initial,
  });
  return mockApi({
    'GET /api/seller/seller-9/stores': () => ({ body: [store] }),
    'GET /api/map-style': { body: { styleUrl: null } },
    'PUT /api/store/store-a/place': ({ body }) => {
      store = { ...store, ...(body as object), coordinatesPrecision: 'address' };
      return { body: { status: 200, message: STORE_PLACED, store } };
    },
  });
}

describe('a store’s place on the map', () => {
  it('says a zip-code place is not the door, and saves the pin dragged there', async () => {
    const fetchMock = serve({
      latitude: 34.1435,
      longitude: -118.1266,
      coordinatesPrecision: 'zipcode',
    });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/stores?store=store-a&tab=place');
    expect(
      await screen.findByText(
        'Placed at its zip code’s centre, not its door. Drag the pin to the door, then save.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Pin at 34.1435, -118.1266')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save place' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Drag the pin to the door' }));
    expect(screen.getByLabelText('Latitude')).toHaveValue('34.146123');
    await user.click(screen.getByRole('button', { name: 'Save place' }));
    expect(await screen.findByText(STORE_PLACED)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/store/store-a/place')).toEqual([
      { latitude: 34.146123, longitude: -118.147346 },
    ]);
    expect(
      await screen.findByText(
        'Placed at the building. Drag the pin if the door is elsewhere, then save.',
      ),
    ).toBeVisible();
  });

  it('moves the pin to typed coordinates, and refuses ones off the globe with a clear message', async () => {
    const fetchMock = serve({ latitude: null, longitude: null, coordinatesPrecision: null });
    const user = userEvent.setup();
    renderApp('/sellerdashboard/stores?store=store-a&tab=place');
    expect(
      await screen.findByText('Not on the map yet. Drag the pin to the store’s door, then save.'),
    ).toBeVisible();
    const latitude = screen.getByLabelText('Latitude');
    await user.clear(latitude);
    await user.type(latitude, '34.2');
    expect(await screen.findByText(/^Pin at 34.2, /)).toBeVisible();
    await user.clear(latitude);
    await user.type(latitude, '134.2');
    await user.click(screen.getByRole('button', { name: 'Save place' }));
    expect(await screen.findByText('Latitude is a number from -90 to 90.')).toBeVisible();
    await waitFor(() => expect(sentBodies(fetchMock, '/api/store/store-a/place')).toEqual([]));
  });
});

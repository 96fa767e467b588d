import type { AddressSuggestion } from '@marketplace/contract/addresses';
import { NOT_DELIVERABLE_DIALOG } from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockReply, mockApi, sentBodies } from '../../../testing/fetch-mock';
import { renderWithRouter } from '../../../testing/render-app';
import { LocationButton } from './location-button';

const PASADENA: AddressSuggestion = {
  number: '88',
  street: 'E Colorado Blvd',
  city: 'Pasadena',
  state: 'CA',
  postalCode: '91101',
  formattedAddress: '88 E Colorado Blvd, Pasadena, CA 91101',
  latitude: 34.1468,
  longitude: -118.1391,
  precision: 'zipcode',
};
const DOWNTOWN_LA: AddressSuggestion = {
  number: '100',
  street: 'N Main St',
  city: 'Los Angeles',
  state: 'CA',
  postalCode: '90012',
  formattedAddress: '100 N Main St, Los Angeles, CA 90012',
  latitude: 34.0614,
  longitude: -118.2385,
  precision: 'zipcode',
};

function setup(
  suggestions: AddressSuggestion[],
  isValid: boolean,
  extra: Record<string, MockReply> = {},
) {
  const fetchMock = mockApi({
    'GET /api/address-autocomplete': { body: suggestions },
    'POST /api/validate-zipcode': { body: { isValid } },
    'GET /api/valid-zipcode-groups': {
      body: [
        { city: 'Glendale', zipcodes: ['91201', '91202', '91203', '91204', '91205'] },
        { city: 'Pasadena', zipcodes: ['91101'] },
      ],
    },
    ...extra,
  });
  const user = userEvent.setup();
  renderWithRouter(<LocationButton />, '/categories');
  return { fetchMock, user };
}

async function openAndPick(user: ReturnType<typeof userEvent.setup>, typed: string, name: RegExp) {
  await user.click(screen.getByRole('button', { name: /Update Location/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Delivery address' });
  const box = within(dialog).getByRole('combobox', { name: 'Delivery address' });
  // The dialog moves focus to the box once it has opened: under a busy CI, a moment later.
  await waitFor(() => expect(box).toHaveFocus());
  await user.type(box, typed);
  await user.click(await within(dialog).findByRole('option', { name }));
  return dialog;
}

describe('Location selector and dialog', () => {
  it("reads 'Update Location' until an address is saved", () => {
    setup([], true);
    expect(screen.getByRole('button', { name: /Update Location/ })).toBeInTheDocument();
  });

  it('saves a served address as selectedAddress and closes', async () => {
    const { fetchMock, user } = setup([PASADENA], true);
    await openAndPick(user, '88 E Colorado', /88 E Colorado Blvd/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, '/api/validate-zipcode')).toEqual([{ zipcode: '91101' }]);
    expect(JSON.parse(window.localStorage.getItem('selectedAddress') ?? 'null')).toEqual({
      street1: '88',
      street2: 'E Colorado Blvd',
      city: 'Pasadena',
      state: 'CA',
      zipcode: '91101',
      latitude: 34.1468,
      longitude: -118.1391,
      coordinatesPrecision: 'zipcode',
    });
    // The selector now shows the saved street.
    expect(screen.getByRole('button', { name: /88 E Colorado Blvd/ })).toBeInTheDocument();
  });

  it('keeps the dialog open with the error when we do not deliver there', async () => {
    const { user } = setup([DOWNTOWN_LA], false);
    const dialog = await openAndPick(user, '100 N Main', /100 N Main St/);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NOT_DELIVERABLE_DIALOG);
    expect(within(dialog).getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    expect(window.localStorage.getItem('selectedAddress')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Delivery address' })).toBeInTheDocument();
  });

  it('asks for addresses only from the third character', async () => {
    const { fetchMock, user } = setup([PASADENA], true);
    await user.click(screen.getByRole('button', { name: /Update Location/ }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('combobox');
    await user.type(box, '88');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const autocomplete = () =>
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.includes('autocomplete'));
    expect(autocomplete()).toEqual([]);
    await user.type(box, ' E');
    await waitFor(() => expect(autocomplete()).toEqual(['/api/address-autocomplete?q=88%20E']));
  });

  it('shows the current address and where we deliver, collapsing long zip lists', async () => {
    window.localStorage.setItem(
      'selectedAddress',
      JSON.stringify({
        street1: '88',
        street2: 'E Colorado Blvd',
        city: 'Pasadena',
        state: 'CA',
        zipcode: '91101',
      }),
    );
    const { user } = setup([], true);
    await user.click(screen.getByRole('button', { name: /88 E Colorado Blvd/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Current address')).toBeInTheDocument();
    expect(within(dialog).getByText('Pasadena, CA 91101')).toBeInTheDocument();
    const area = await within(dialog).findByRole('region', { name: 'Where we deliver' });
    expect(within(area).queryByText('91204')).not.toBeInTheDocument();
    await user.click(within(area).getByRole('button', { name: 'Show 2 more Glendale zip codes' }));
    expect(within(area).getByText('91205')).toBeInTheDocument();
  });

  it('closes with the close button and with a click on the backdrop', async () => {
    const { user } = setup([], true);
    await user.click(screen.getByRole('button', { name: /Update Location/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Update Location/ }));
    await screen.findByRole('dialog');
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByTestId('dialog-backdrop') });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import type { AddressSuggestion } from '@marketplace/contract/addresses';
import { NAME_REQUIRED, PHONE_INVALID, PHONE_REQUIRED } from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockReply, mockApi, sentBodies } from '../../testing/fetch-mock';
import { currentLocation, renderApp } from '../../testing/render-app';

const BURBANK: AddressSuggestion = {
  number: '200',
  street: 'N San Fernando Blvd',
  city: 'Burbank',
  state: 'CA',
  postalCode: '91502',
  formattedAddress: '200 N San Fernando Blvd, Burbank, CA 91502',
  latitude: 34.18,
  longitude: -118.31,
  precision: 'zipcode',
};
const PASADENA: AddressSuggestion = {
  ...BURBANK,
  number: '88',
  street: 'E Colorado Blvd',
  city: 'Pasadena',
  postalCode: '91101',
  formattedAddress: '88 E Colorado Blvd, Pasadena, CA 91101',
};

const WAITLIST_REPLY = {
  lead: {
    _id: 'lead-1',
    phone: '+18185550123',
    name: 'Ana',
    zipcode: '91502',
    address: BURBANK.formattedAddress,
  },
  couponDollars: 10,
  message:
    "You're on the list! We'll text you when we deliver to your area, with a $10 coupon for your first order.",
};

function setup(suggestion: AddressSuggestion, isValid: boolean, waitlist?: MockReply) {
  const fetchMock = mockApi({
    'GET /api/address-autocomplete': { body: [suggestion] },
    'POST /api/validate-zipcode': { body: { isValid } },
    'POST /api/waitlist': waitlist ?? { body: WAITLIST_REPLY },
    'GET /api/valid-zipcode-groups': { body: [] },
  });
  const user = userEvent.setup();
  renderApp('/');
  return { fetchMock, user };
}

async function pickAddress(user: ReturnType<typeof userEvent.setup>, typed: string) {
  await user.type(screen.getByRole('combobox', { name: 'Delivery address' }), typed);
  await user.click(await screen.findByRole('option'));
}

describe('Landing: the address box', () => {
  it('is the hero’s main action, with a way to just browse', () => {
    setup(PASADENA, true);
    expect(screen.getByRole('combobox', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find stores' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  it('saves a served address and goes on to /categories', async () => {
    const { user } = setup(PASADENA, true);
    await pickAddress(user, '88 E Colorado');
    await waitFor(() => expect(currentLocation().path).toBe('/categories'));
    expect(JSON.parse(window.localStorage.getItem('selectedAddress') ?? '{}')).toMatchObject({
      street1: '88',
      street2: 'E Colorado Blvd',
      zipcode: '91101',
    });
  });

  it('takes the best match on Enter without choosing from the list', async () => {
    const { user } = setup(PASADENA, true);
    await user.type(
      screen.getByRole('combobox', { name: 'Delivery address' }),
      '88 E Colorado{Enter}',
    );
    await waitFor(() => expect(currentLocation().path).toBe('/categories'));
  });
});

describe('Landing: the not-served form', () => {
  it('replaces the box outside the service area, with the $10 coupon promise', async () => {
    const { user } = setup(BURBANK, false);
    await pickAddress(user, '200 N San Fernando');
    expect(
      await screen.findByRole('heading', { name: 'We don’t deliver to 91502 yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$10 coupon')).toBeInTheDocument();
    expect(currentLocation().path).toBe('/');
    expect(window.localStorage.getItem('selectedAddress')).toBeNull();
  });

  it('requires a name and a phone of 10 digits, without calling the API', async () => {
    const { fetchMock, user } = setup(BURBANK, false);
    await pickAddress(user, '200 N San Fernando');
    const submit = await screen.findByRole('button', { name: /Notify me/ });
    await user.click(submit);
    expect(screen.getByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(PHONE_REQUIRED)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your name'), 'Ana');
    await user.type(screen.getByLabelText('Mobile number'), '818555');
    await user.click(submit);
    expect(screen.queryByText(NAME_REQUIRED)).not.toBeInTheDocument();
    expect(screen.getByText(PHONE_INVALID)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/waitlist')).toEqual([]);
  });

  it('keeps at most 10 digits in the phone', async () => {
    const { user } = setup(BURBANK, false);
    await pickAddress(user, '200 N San Fernando');
    const phone = await screen.findByLabelText('Mobile number');
    expect(phone).toHaveAttribute('maxlength', '10');
    await user.type(phone, '(818) 555-0123 99');
    expect(phone).toHaveValue('8185550123');
  });

  it('stores the lead and confirms it', async () => {
    const { fetchMock, user } = setup(BURBANK, false);
    await pickAddress(user, '200 N San Fernando');
    await user.type(await screen.findByLabelText('Your name'), ' Ana ');
    await user.type(screen.getByLabelText('Mobile number'), '8185550123');
    await user.click(screen.getByRole('button', { name: /Notify me/ }));

    const heading = await screen.findByRole('heading', { name: 'You’re on the list!' });
    const done = heading.closest('section') as HTMLElement;
    expect(
      within(done).getByText('We’ll text you the day we start delivering to 91502.'),
    ).toBeInTheDocument();
    expect(within(done).getAllByText(/on the list/)).toHaveLength(1);
    expect(within(done).getByText(/saved for \(818\) 555-0123/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/waitlist')).toEqual([
      {
        name: 'Ana',
        phone: '8185550123',
        zipcode: '91502',
        address: '200 N San Fernando Blvd, Burbank, CA 91502',
      },
    ]);
  });

  it('toasts a server error', async () => {
    const { user } = setup(BURBANK, false, {
      status: 500,
      body: { error: 'nope', code: 'INTERNAL' },
    });
    await pickAddress(user, '200 N San Fernando');
    await user.type(await screen.findByLabelText('Your name'), 'Ana');
    await user.type(screen.getByLabelText('Mobile number'), '8185550123');
    await user.click(screen.getByRole('button', { name: /Notify me/ }));
    expect(await screen.findByText('nope')).toBeInTheDocument();
    expect(screen.queryByText('You’re on the list!')).not.toBeInTheDocument();
  });

  it('offers another try', async () => {
    const { user } = setup(BURBANK, false);
    await pickAddress(user, '200 N San Fernando');
    await user.click(await screen.findByRole('button', { name: 'Try another address' }));
    expect(screen.getByRole('combobox', { name: 'Delivery address' })).toBeInTheDocument();
  });
});

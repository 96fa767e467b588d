import { CONTACT_INVALID, STORE_CREATE_FAILED } from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, sentBodies } from '../../../testing/fetch-mock';
import { managedStoresApi } from '../../../testing/managed-stores-api';
import { renderWithRouter } from '../../../testing/render-app';
import { buildManagedStore } from '../../../testing/store-management/build-managed-store';
import { StoreForm } from './store-form';

const field = (label: string) => screen.getByLabelText(label);

const CHOICES = [
  { sellerId: 'seller-9', name: 'Ana Ortiz' },
  { sellerId: 'seller-gone', name: 'Ben Kim' },
];
/** Whom staff pick from (issue #30: by name, never a typed id), searched as the server does. */
const asked: URL[] = [];
const SELLERS = {
  'GET /api/sellers/choices': ({ url }: { url: URL }) => {
    asked.push(url);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return { body: CHOICES.filter((choice) => choice.name.toLowerCase().includes(q)) };
  },
};

/** Types part of the seller's name in the picker, then chooses them from its suggestions. */
async function pickSeller(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(field('Seller'), name.slice(0, 3));
  await user.click(await screen.findByRole('option', { name }, { timeout: 4000 }));
}
const categoryNames = () =>
  within(field('Category'))
    .getAllByRole('option')
    .map((option) => option.textContent);

async function fillStore(user: ReturnType<typeof userEvent.setup>, category: string) {
  await user.type(field('Store name'), 'Arroyo Pharmacy');
  await user.selectOptions(field('Category'), category);
  await user.type(field('Contact'), '6265550100');
  await user.type(field('Street'), '1390');
  await user.type(screen.getByLabelText(/^Street name/), 'N Lake Ave');
  await user.type(field('City'), 'Pasadena');
  await user.type(field('State'), 'CA');
  await user.type(field('Zipcode'), '91104');
}

describe('store form', () => {
  it('puts core’s sentences under the fields and sends nothing', async () => {
    const fetchMock = mockApi(SELLERS);
    const user = userEvent.setup();
    renderWithRouter(<StoreForm mode={{ kind: 'staff-create' }} />);
    await user.click(screen.getByRole('button', { name: 'Create store' }));

    expect(field('Seller')).toHaveAccessibleDescription('Seller is required.');
    expect(field('Store name')).toHaveAccessibleDescription('Store name is required.');
    expect(field('Contact')).toHaveAccessibleDescription('Contact is required.');
    expect(field('Category')).toHaveAccessibleDescription('Category is required.');
    expect(field('Street')).toHaveAccessibleDescription('Street is required.');
    expect(field('City')).toHaveAccessibleDescription('City is required.');
    expect(field('State')).toHaveAccessibleDescription('State is required.');
    expect(field('Zipcode')).toHaveAccessibleDescription('Zipcode is required.');
    expect(field('Seller')).toHaveFocus();
    expect(sentBodies(fetchMock, '/api/store/create')).toEqual([]);

    // A message goes as soon as its field is right.
    await user.type(field('Store name'), 'Arroyo Pharmacy');
    expect(field('Store name')).not.toHaveAccessibleDescription();
  });

  it('suggests sellers by name from the server, and un-chooses one when the name is typed over', async () => {
    mockApi(SELLERS);
    asked.length = 0;
    const user = userEvent.setup();
    renderWithRouter(<StoreForm mode={{ kind: 'staff-create' }} />);
    await user.click(field('Seller'));
    // Focused, it offers the first sellers by name; typing searches once it rests.
    expect(await screen.findByRole('option', { name: 'Ben Kim' })).toBeVisible();
    await user.type(field('Seller'), 'ana');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Ben Kim' })).toBeNull());
    expect(asked.map((url) => url.searchParams.get('q'))).toEqual([null, 'ana']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field('Seller')).toHaveValue('Ana Ortiz');
    expect(screen.queryByRole('listbox', { name: 'Sellers' })).toBeNull();

    await user.type(field('Seller'), 'x');
    expect(
      await screen.findByText('No seller matches “Ana Ortizx”.', {}, { timeout: 4000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create store' }));
    // Typed over, the name chooses no one.
    expect(field('Seller')).toHaveAccessibleDescription(/Seller is required\.$/);
  });

  it('wants a 10-digit contact, and keeps the digits of a pasted number', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderWithRouter(<StoreForm mode={{ kind: 'staff-create' }} />);
    await user.type(field('Contact'), '626555');
    await user.click(screen.getByRole('button', { name: 'Create store' }));
    expect(field('Contact')).toHaveAccessibleDescription(CONTACT_INVALID);

    await user.clear(field('Contact'));
    await user.click(field('Contact'));
    await user.paste('(626) 555-0100');
    expect(field('Contact')).toHaveValue('6265550100');
    expect(field('Contact')).not.toHaveAccessibleDescription();
  });

  it('offers staff all 8 categories and starts a new store hidden', () => {
    mockApi({});
    renderWithRouter(<StoreForm mode={{ kind: 'staff-create' }} />);
    expect(categoryNames()).toEqual([
      'Choose a category',
      "Farmer's Market",
      'Restaurants',
      'Aquarium Stores',
      'Coffee Shops',
      'Convenience Stores',
      'Flower Stores',
      'Liquor Stores',
      'Pharmacy',
    ]);
    expect(screen.getByRole('checkbox', { name: /Hidden from buyers/ })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Store hours' })).toBeInTheDocument();
  });

  it('offers a seller 7 categories, without Pharmacy, photo, hours or visibility', () => {
    mockApi({});
    renderWithRouter(<StoreForm mode={{ kind: 'seller-create', sellerId: 'seller-4' }} />);
    expect(categoryNames()).not.toContain('Pharmacy');
    expect(categoryNames()).toHaveLength(8);
    expect(screen.queryByLabelText('Seller')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Store hours' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('creates a store for a seller in the staff shape, with its hours', async () => {
    const created = buildManagedStore({ _id: 'store-new', name: 'Arroyo Pharmacy' });
    const fetchMock = mockApi({
      ...SELLERS,
      'POST /api/store/create': {
        body: { status: 200, message: 'Store created!', store: created },
      },
      'GET /api/stores-for-admin': managedStoresApi([created]),
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(<StoreForm mode={{ kind: 'staff-create' }} onSaved={onSaved} />);
    await pickSeller(user, 'Ana Ortiz');
    await fillStore(user, 'Pharmacy');
    const monday = screen.getByRole('group', { name: 'Monday' });
    await user.type(within(monday).getByLabelText('Opens'), '09:00');
    await user.type(within(monday).getByLabelText('Closes'), '18:00');
    await user.click(within(monday).getByRole('button', { name: 'Add Monday hours' }));
    await user.click(screen.getByRole('button', { name: 'Create store' }));

    expect(await screen.findByText('Store created!')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(created);
    expect(sentBodies(fetchMock, '/api/store/create')).toEqual([
      {
        sellerId: 'seller-9',
        storeData: {
          name: 'Arroyo Pharmacy',
          contact: '6265550100',
          category: 'Pharmacy',
          address: {
            street1: '1390',
            street2: 'N Lake Ave',
            city: 'Pasadena',
            state: 'CA',
            zipcode: '91104',
          },
          image: null,
          storeHours: { MON: [{ from: '09:00', to: '18:00' }] },
          isHidden: true,
        },
      },
    ]);
  });

  it('creates a seller’s store in the seller shape', async () => {
    const created = buildManagedStore({ _id: 'store-new', sellerId: 'seller-4' });
    const fetchMock = mockApi({
      'POST /api/store/create': {
        body: { status: 200, message: 'Store created!', store: created },
      },
    });
    const user = userEvent.setup();
    renderWithRouter(<StoreForm mode={{ kind: 'seller-create', sellerId: 'seller-4' }} />);
    await fillStore(user, 'Coffee Shops');
    await user.click(screen.getByRole('button', { name: 'Create store' }));

    expect(await screen.findByText('Store created!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/store/create')).toEqual([
      {
        sellerId: 'seller-4',
        name: 'Arroyo Pharmacy',
        contact: '6265550100',
        category: 'Coffee Shops',
        address: {
          street1: '1390',
          street2: 'N Lake Ave',
          city: 'Pasadena',
          state: 'CA',
          zipcode: '91104',
        },
      },
    ]);
  });

  it('says Failed to create store!, with the server’s reason', async () => {
    mockApi({
      ...SELLERS,
      'POST /api/store/create': {
        status: 400,
        body: { error: 'No seller has this seller id.', code: 'VALIDATION_FAILED' },
      },
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(<StoreForm mode={{ kind: 'staff-create' }} onSaved={onSaved} />);
    // A seller removed since the list was loaded.
    await pickSeller(user, 'Ben Kim');
    await fillStore(user, 'Restaurants');
    await user.click(screen.getByRole('button', { name: 'Create store' }));

    expect(await screen.findByText(STORE_CREATE_FAILED)).toBeInTheDocument();
    expect(screen.getByText('No seller has this seller id.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

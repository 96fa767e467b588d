import type { Seller } from '@marketplace/contract/sellers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../testing/factories';
import { mockApi, sentBodies } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';

const SELLERS = '/admindashboard/seller-management';

function buildSeller(overrides: Partial<Seller> = {}): Seller {
  return {
    _id: 'user-ana',
    sellerId: 'seller-ana',
    firstName: 'Ana',
    lastName: 'Ortiz',
    phone: '+16265550101',
    email: 'ana@example.com',
    storeCount: 2,
    ...overrides,
  };
}

function someSellers() {
  return [
    buildSeller(),
    buildSeller({
      _id: 'user-ben',
      sellerId: 'seller-ben',
      firstName: 'Ben',
      lastName: 'Kim',
      phone: '+13105550177',
      email: 'ben@arroyo.test',
      storeCount: 1,
    }),
    buildSeller({
      _id: 'user-cora',
      sellerId: 'seller-cora',
      firstName: 'Cora',
      lastName: 'Lee',
      phone: '+18185550123',
      email: 'cora@example.com',
      storeCount: 0,
    }),
  ];
}

const sellerRows = async () => {
  const table = await screen.findByRole('table', { name: 'Sellers' }, { timeout: 4000 });
  return within(table).getAllByRole('row').slice(1);
};
const sellerNames = async () =>
  (await sellerRows()).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const field = (label: string) => screen.getByLabelText(label);

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await sellerRows();
  await user.click(screen.getAllByRole('button', { name: 'Add seller' })[0]!);
  return screen.getByRole('dialog', { name: 'Add seller' });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), ' Dana ');
  await user.type(field('Last name'), 'Ruiz');
  await user.click(field('Phone'));
  await user.paste('+1 (626) 555-0199');
  await user.type(field('Email'), 'dana@example.com');
}

describe('admin: sellers', () => {
  it('lists every seller with name, phone with +1, e-mail and store count', async () => {
    storeSession({ role: 'admin' });
    mockApi({ 'GET /api/sellers': { body: someSellers() } });
    renderApp(SELLERS);
    expect(await sellerNames()).toEqual([
      'Ana OrtizSeller ID seller-ana',
      'Ben KimSeller ID seller-ben',
      'Cora LeeSeller ID seller-cora',
    ]);
    const ana = (await sellerRows())[0] as HTMLElement;
    expect(ana).toHaveTextContent('+1 (626) 555-0101');
    expect(ana).toHaveTextContent('ana@example.com');
    expect(within(ana).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('3 sellers')).toBeInTheDocument();
  });

  it("links each seller to store management filtered to that seller's stores", async () => {
    storeSession({ role: 'admin' });
    mockApi({ 'GET /api/sellers': { body: someSellers() } });
    renderApp(SELLERS);
    await sellerRows();
    expect(screen.getByRole('link', { name: 'View stores of Ben Kim (1 store)' })).toHaveAttribute(
      'href',
      '/admindashboard/store-management?seller=seller-ben',
    );
    expect(
      screen.getByRole('link', { name: 'View stores of Ana Ortiz (2 stores)' }),
    ).toHaveAttribute('href', '/admindashboard/store-management?seller=seller-ana');
  });

  it('searches by name, e-mail or phone, and clears the search', async () => {
    storeSession({ role: 'admin' });
    mockApi({ 'GET /api/sellers': { body: someSellers() } });
    const user = userEvent.setup();
    renderApp(SELLERS);
    await sellerRows();
    const search = field('Search sellers');

    await user.type(search, 'kim');
    expect(await sellerNames()).toEqual(['Ben KimSeller ID seller-ben']);
    expect(screen.getByText('1 of 3 sellers')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, '(818) 555');
    expect(await sellerNames()).toEqual(['Cora LeeSeller ID seller-cora']);

    await user.clear(search);
    await user.type(search, 'arroyo.test');
    expect(await sellerNames()).toEqual(['Ben KimSeller ID seller-ben']);

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByRole('heading', { name: 'No sellers match' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await sellerNames()).toHaveLength(3);
  });

  it('shows a skeleton, then says when the sellers could not be loaded, and tries again', async () => {
    storeSession({ role: 'admin' });
    let calls = 0;
    mockApi({
      'GET /api/sellers': () => {
        calls += 1;
        return calls <= 2
          ? { status: 500, body: { error: 'boom', code: 'INTERNAL' } }
          : { body: someSellers() };
      },
    });
    const user = userEvent.setup();
    renderApp(SELLERS);
    expect(await screen.findByText('Loading sellers…', {}, { timeout: 4000 })).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('We couldn’t load the sellers')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await sellerNames()).toHaveLength(3);
  });

  it('invites to add the first seller when there is none', async () => {
    storeSession({ role: 'admin' });
    mockApi({ 'GET /api/sellers': { body: [] } });
    const user = userEvent.setup();
    renderApp(SELLERS);
    const heading = await screen.findByRole(
      'heading',
      { name: 'No sellers yet' },
      { timeout: 4000 },
    );
    const empty = heading.closest('section')!;
    await user.click(within(empty).getByRole('button', { name: 'Add seller' }));
    expect(screen.getByRole('dialog', { name: 'Add seller' })).toBeVisible();
  });
});

describe('admin: add seller', () => {
  it('puts SPEC §5 sentences under the fields and sends nothing', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = mockApi({ 'GET /api/sellers': { body: someSellers() } });
    const user = userEvent.setup();
    renderApp(SELLERS);
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add seller' }));

    expect(field('First name')).toHaveAccessibleDescription('First name is required.');
    expect(field('Last name')).toHaveAccessibleDescription('Last name is required.');
    expect(field('Phone')).toHaveAccessibleDescription('Phone is required.');
    expect(field('Email')).toHaveAccessibleDescription('Email is required.');
    expect(field('First name')).toHaveFocus();

    await user.type(field('Phone'), '62655');
    await user.type(field('Email'), 'dana@');
    await user.click(within(dialog).getByRole('button', { name: 'Add seller' }));
    expect(field('Phone')).toHaveAccessibleDescription('Phone number should be exactly 10 digits.');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(sentBodies(fetchMock, '/api/create-seller')).toEqual([]);
  });

  it('creates the seller, says so, and lists them', async () => {
    storeSession({ role: 'admin' });
    const sellers = someSellers();
    const dana = buildSeller({
      _id: 'user-dana',
      sellerId: 'seller-dana',
      firstName: 'Dana',
      lastName: 'Ruiz',
      phone: '+16265550199',
      email: 'dana@example.com',
      storeCount: 0,
    });
    const fetchMock = mockApi({
      'GET /api/sellers': () => ({ body: sellers }),
      'POST /api/create-seller': () => {
        sellers.push(dana);
        return {
          body: { status: 200, message: 'Seller created!', seller: dana, isExistingUser: false },
        };
      },
    });
    const user = userEvent.setup();
    renderApp(SELLERS);
    const dialog = await openForm(user);
    await fillForm(user);
    expect(field('Phone')).toHaveValue('6265550199');
    await user.click(within(dialog).getByRole('button', { name: 'Add seller' }));

    expect(await screen.findByText('Seller created!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/create-seller')).toEqual([
      { firstName: 'Dana', lastName: 'Ruiz', phone: '+16265550199', email: 'dana@example.com' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Add seller' })).not.toBeInTheDocument();
    await waitFor(async () => expect(await sellerNames()).toHaveLength(4));
    expect(await sellerNames()).toContain('Dana RuizSeller ID seller-dana');
  });

  it('says when an existing account became the seller, under its own name', async () => {
    storeSession({ role: 'admin' });
    mockApi({
      'GET /api/sellers': { body: someSellers() },
      'POST /api/create-seller': {
        body: {
          status: 200,
          message: 'Seller created!',
          seller: buildSeller({ _id: 'user-mara', firstName: 'Mara', lastName: 'Diaz' }),
          isExistingUser: true,
        },
      },
    });
    const user = userEvent.setup();
    renderApp(SELLERS);
    const dialog = await openForm(user);
    await fillForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add seller' }));
    expect(await screen.findByText('Seller created!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This phone already had an account, so the seller keeps its name: Mara Diaz.',
      ),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to create seller!' with the server's reason, keeping the form", async () => {
    storeSession({ role: 'admin' });
    mockApi({
      'GET /api/sellers': { body: someSellers() },
      'POST /api/create-seller': {
        status: 409,
        body: { error: 'This phone number already belongs to a seller.', code: 'CONFLICT' },
      },
    });
    const user = userEvent.setup();
    renderApp(SELLERS);
    const dialog = await openForm(user);
    await fillForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add seller' }));
    expect(await screen.findByText('Failed to create seller!')).toBeInTheDocument();
    expect(screen.getByText('This phone number already belongs to a seller.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add seller' })).toBeVisible();
    expect(field('First name')).toHaveValue(' Dana ');
  });

  it('closes with Cancel and Escape without sending', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = mockApi({ 'GET /api/sellers': { body: someSellers() } });
    const user = userEvent.setup();
    renderApp(SELLERS);
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add seller' })[0]!);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/create-seller')).toEqual([]);
  });
});

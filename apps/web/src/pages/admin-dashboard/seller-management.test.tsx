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

/**
 * GET /api/sellers as the server answers it: `sellers` matching `q` (name, e-mail, phone digits)
 * or `sellerId`, a page of `limit` after `after`. Every asked address is kept in `asked`.
 */
function sellersApi(sellers: Seller[], asked: URL[] = []) {
  return ({ url }: { url: URL }) => {
    asked.push(url);
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const digits = q.replace(/\D/g, '');
    const sellerId = url.searchParams.get('sellerId');
    const matching = sellers.filter(
      (seller) =>
        (sellerId === null || seller.sellerId === sellerId) &&
        (q === '' ||
          `${seller.firstName} ${seller.lastName}`.toLowerCase().includes(q) ||
          seller.email.includes(q) ||
          (digits.length >= 3 && seller.phone.includes(digits))),
    );
    const after = url.searchParams.get('after');
    const start = after ? matching.findIndex((seller) => seller.sellerId === after) + 1 : 0;
    const limit = Number(url.searchParams.get('limit'));
    const page = matching.slice(start, start + limit);
    return {
      body: {
        sellers: page,
        total: after ? null : matching.length,
        nextAfter: start + limit < matching.length ? page.at(-1)!.sellerId : null,
      },
    };
  };
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
    mockApi({ 'GET /api/sellers': sellersApi(someSellers()) });
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
    mockApi({ 'GET /api/sellers': sellersApi(someSellers()) });
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

  it('searches by name, e-mail or phone on the server, and clears the search', async () => {
    storeSession({ role: 'admin' });
    const asked: URL[] = [];
    mockApi({ 'GET /api/sellers': sellersApi(someSellers(), asked) });
    const user = userEvent.setup();
    renderApp(SELLERS);
    await sellerRows();
    const search = field('Search sellers');

    await user.type(search, 'kim');
    await waitFor(async () => expect(await sellerNames()).toEqual(['Ben KimSeller ID seller-ben']));
    expect(screen.getByText('1 seller matches')).toBeInTheDocument();
    // Typing rests before the search is sent: one request for "kim", none for "k" or "ki".
    expect(asked.map((url) => url.searchParams.get('q'))).toEqual([null, 'kim']);

    await user.clear(search);
    await user.type(search, '(818) 555');
    await waitFor(async () =>
      expect(await sellerNames()).toEqual(['Cora LeeSeller ID seller-cora']),
    );

    await user.clear(search);
    await user.type(search, 'arroyo.test');
    await waitFor(async () => expect(await sellerNames()).toEqual(['Ben KimSeller ID seller-ben']));

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(
      await screen.findByRole('heading', { name: 'No sellers match' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.getByText('0 sellers match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(async () => expect(await sellerNames()).toHaveLength(3));
    expect(screen.getByText('3 sellers')).toBeInTheDocument();
  });

  it('shows sellers a page at a time, the next on Load more sellers', async () => {
    storeSession({ role: 'admin' });
    const many = Array.from({ length: 53 }, (_, i) =>
      buildSeller({
        _id: `user-${i}`,
        sellerId: `seller-${i}`,
        firstName: `Seller${String(i).padStart(2, '0')}`,
      }),
    );
    const asked: URL[] = [];
    mockApi({ 'GET /api/sellers': sellersApi(many, asked) });
    const user = userEvent.setup();
    renderApp(SELLERS);
    await waitFor(async () => expect(await sellerRows()).toHaveLength(50));
    expect(screen.getByText('53 sellers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more sellers' }));
    await waitFor(async () => expect(await sellerRows()).toHaveLength(53));
    expect(asked.at(-1)?.searchParams.get('after')).toBe('seller-49');
    expect(screen.queryByRole('button', { name: 'Load more sellers' })).not.toBeInTheDocument();
  });

  it('shows a skeleton, then says when the sellers could not be loaded, and tries again', async () => {
    storeSession({ role: 'admin' });
    let calls = 0;
    mockApi({
      'GET /api/sellers': () => {
        calls += 1;
        return calls <= 2
          ? { status: 500, body: { error: 'boom', code: 'INTERNAL' } }
          : { body: { sellers: someSellers(), total: 3, nextAfter: null } };
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
    mockApi({ 'GET /api/sellers': sellersApi([]) });
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
    const fetchMock = mockApi({ 'GET /api/sellers': sellersApi(someSellers()) });
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
      'GET /api/sellers': sellersApi(sellers),
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
      'GET /api/sellers': sellersApi(someSellers()),
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
      'GET /api/sellers': sellersApi(someSellers()),
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
    const fetchMock = mockApi({ 'GET /api/sellers': sellersApi(someSellers()) });
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

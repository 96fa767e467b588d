import { USER_COUNT_CAP, type User, type UsersPage } from '@marketplace/contract/users';
import {
  LAST_ADMIN,
  ROLE_CHANGES_FAILED,
  ROLE_CHANGES_SAVED,
  USERS_FETCH_FAILED,
} from '@marketplace/core/constants/messages';
import { ROLES } from '@marketplace/core/constants/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, storeSession } from '../../testing/factories';
import { type MockReply, mockApi, sentBodies } from '../../testing/fetch-mock';
import { currentLocation, renderApp } from '../../testing/render-app';

const SECTION = '/admindashboard/user-management';

function people(): User[] {
  return [
    buildUser({ _id: 'u-zelda', firstName: 'Zelda', lastName: 'Quartz', role: 'buyer' }),
    buildUser({ _id: 'u-bob', firstName: 'Bob', lastName: 'Brown', role: 'buyer' }),
    buildUser({
      _id: 'u-sam',
      firstName: 'Sam',
      lastName: 'Stone',
      role: 'seller',
      phone: '+16265550142',
    }),
    buildUser({ _id: 'u-dee', firstName: 'Dee', lastName: 'Driver', role: 'driver' }),
    buildUser({ _id: 'u-ada', firstName: 'Ada', lastName: 'Admin', role: 'admin' }),
  ];
}

/**
 * A small users API: GET /api/users filters by role and q and pages by `after`, as the server
 * does; `patch` answers PATCH /api/users/roles (by default it saves the changes).
 */
function serve(
  users: User[],
  options: {
    pageSize?: number;
    patch?: (body: unknown) => MockReply;
    failGet?: () => boolean;
    /** The server's USER_COUNT_CAP, as small as a test needs: a search counts that many in all. */
    countCap?: number;
  } = {},
) {
  const fetchMock = mockApi({
    'PATCH /api/users/roles': ({ body }) => {
      if (options.patch) return options.patch(body);
      const { changes } = body as { changes: { userId: string; role: User['role'] }[] };
      const saved = changes.map(({ userId, role }) => {
        const user = users.find((candidate) => candidate._id === userId)!;
        user.role = role;
        return user;
      });
      return { body: { status: 200, message: ROLE_CHANGES_SAVED, users: saved } };
    },
  });
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/users' || (init?.method ?? 'GET') !== 'GET') {
      return answer(input, init);
    }
    if (options.failGet?.()) {
      return new Response(JSON.stringify({ error: 'Boom', code: 'INTERNAL' }), { status: 500 });
    }
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const role = url.searchParams.get('role');
    const matching = users.filter((user) =>
      `${user.firstName} ${user.lastName}`.toLowerCase().includes(q),
    );
    const cap = q && options.countCap ? options.countCap : Number.POSITIVE_INFINITY;
    // One pass over the matches that stops at the cap, as the server counts.
    const counted = matching.slice(0, cap);
    const perRole = ROLES.map(
      (r) => [r, counted.filter((user) => user.role === r).length] as const,
    );
    const counts = Object.fromEntries([
      ['all', perRole.reduce((sum, [, count]) => sum + count, 0)],
      ...perRole,
    ]) as UsersPage['counts'];
    const filtered = matching.filter((user) => !role || user.role === role);
    const after = url.searchParams.get('after');
    const start = after ? filtered.findIndex((user) => user._id === after) + 1 : 0;
    const size = options.pageSize ?? 50;
    const page = filtered.slice(start, start + size);
    const body: UsersPage = {
      users: page.map((user) => ({ ...user })),
      counts,
      countsCapped: counted.length >= cap,
      nextAfter: start + size < filtered.length ? page.at(-1)!._id : null,
    };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return fetchMock;
}

const usersRequested = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/users');

const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Users' }, { timeout: 4000 });
  return within(table).getAllByRole('row').slice(1);
};
const names = async () =>
  (await rows()).map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const roleSelect = (name: string) => screen.getByRole('combobox', { name: `Role of ${name}` });
const pill = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Filter by role' })).getByRole('link', { name });

describe('user management: list, counts, filters and search', () => {
  it('shows every user with phone and e-mail, and each role pill with its count', async () => {
    storeSession({ role: 'admin' });
    serve(people());
    renderApp(SECTION);
    expect(await names()).toEqual([
      'Zelda Quartz',
      'Bob Brown',
      'Sam Stone',
      'Dee Driver',
      'Ada Admin',
    ]);
    expect((await rows())[2]).toHaveTextContent('+1 (626) 555-0142');
    expect(roleSelect('Sam Stone')).toHaveValue('seller');
    await waitFor(() => expect(pill(/^All/)).toHaveTextContent('All5'));
    for (const [role, count] of [
      ['buyer', 2],
      ['seller', 1],
      ['driver', 1],
      ['admin', 1],
      ['dataentry', 0],
    ] as const) {
      expect(pill(new RegExp(`^${role}`))).toHaveTextContent(`${role}${count}`);
    }
    expect(pill(/^All/)).toHaveAttribute('aria-current', 'page');
  });

  it('filters by role through the URL, keeping the counts of every role', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = serve(people());
    renderApp(SECTION);
    await rows();
    await userEvent.click(pill(/^buyer/));
    await waitFor(async () => expect(await names()).toEqual(['Zelda Quartz', 'Bob Brown']));
    expect(currentLocation().path).toBe(`${SECTION}?role=buyer`);
    expect(usersRequested(fetchMock).at(-1)?.searchParams.get('role')).toBe('buyer');
    expect(pill(/^buyer/)).toHaveAttribute('aria-current', 'page');
    expect(pill(/^All/)).toHaveTextContent('All5');
  });

  it('searches by name after typing rests, and keeps the search in the URL', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = serve(people());
    renderApp(SECTION);
    await rows();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zel');
    await waitFor(() => expect(currentLocation().path).toBe(`${SECTION}?q=zel`));
    await waitFor(async () => expect(await names()).toEqual(['Zelda Quartz']));
    // One request for the rested text, not one per key.
    expect(usersRequested(fetchMock).map((url) => url.searchParams.get('q'))).toEqual([
      null,
      'zel',
    ]);
    expect(pill(/^All/)).toHaveTextContent('All1');
  });

  it('says a capped count of a search as at least that many (issue #32)', async () => {
    storeSession({ role: 'admin' });
    const many = Array.from({ length: USER_COUNT_CAP }, (_, n) =>
      buildUser({ _id: `u-otto-${n}`, firstName: 'Otto', lastName: `Many ${n}`, role: 'buyer' }),
    );
    serve([...people(), ...many], { countCap: USER_COUNT_CAP });
    renderApp(`${SECTION}?q=o`);
    await waitFor(() => expect(pill(/^All/)).toHaveTextContent('All1,000+'));
    // Bob, Sam and the Ottos, counted until a thousand in all: each count says at least, and a
    // role none of them held says no number.
    expect(pill(/^buyer/)).toHaveTextContent('buyer999+');
    expect(pill(/^seller/)).toHaveTextContent(/^seller1\+$/);
    expect(pill(/^driver/)).toHaveTextContent(/^driver$/);
    expect(screen.getByText('Showing 50 of 1,000+ users')).toBeInTheDocument();
  });

  it('opens with the search and role of its URL, as after a refresh', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = serve(people());
    renderApp(`${SECTION}?q=o&role=buyer`);
    expect(await names()).toEqual(['Bob Brown']);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('o');
    const sent = usersRequested(fetchMock)[0]!;
    expect(sent.searchParams.get('q')).toBe('o');
    expect(sent.searchParams.get('role')).toBe('buyer');
  });

  it('loads more users a page at a time', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = serve(people(), { pageSize: 3 });
    renderApp(SECTION);
    expect(await names()).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Load more users' }));
    await waitFor(async () => expect(await names()).toHaveLength(5));
    expect(usersRequested(fetchMock).at(-1)?.searchParams.get('after')).toBe('u-sam');
    expect(screen.queryByRole('button', { name: 'Load more users' })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch users' and tries again", async () => {
    storeSession({ role: 'admin' });
    let fail = true;
    serve(people(), { failGet: () => fail });
    renderApp(SECTION);
    expect(
      await screen.findByRole('heading', { name: USERS_FETCH_FAILED }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(USERS_FETCH_FAILED).toBe('Failed to fetch users');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await names()).toHaveLength(5);
  });
});

describe('user management: role changes', () => {
  it('marks an edit pending and highlighted, and Discard takes it back', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = serve(people());
    renderApp(SECTION);
    await rows();
    await userEvent.selectOptions(roleSelect('Bob Brown'), 'driver');
    const bob = (await rows())[1]!;
    expect(roleSelect('Bob Brown')).toHaveValue('driver');
    expect(bob.className).toMatch(/changed/);
    expect(bob).toHaveTextContent('Unsaved, was buyer');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    expect((await rows())[0]!.className).not.toMatch(/changed/);
    expect(sentBodies(fetchMock, '/api/users/roles')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(roleSelect('Bob Brown')).toHaveValue('buyer');
    expect((await rows())[1]!.className).not.toMatch(/changed/);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('saves every pending edit in one request and says so', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = serve(people());
    renderApp(SECTION);
    await rows();
    await userEvent.selectOptions(roleSelect('Bob Brown'), 'driver');
    await userEvent.selectOptions(roleSelect('Ada Admin'), 'dataentry');
    await userEvent.selectOptions(roleSelect('Zelda Quartz'), 'seller');
    // Back to the saved role: no longer an edit.
    await userEvent.selectOptions(roleSelect('Zelda Quartz'), 'buyer');
    expect(screen.getByText('2 unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(ROLE_CHANGES_SAVED)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/users/roles')).toEqual([
      {
        changes: [
          { userId: 'u-bob', role: 'driver' },
          { userId: 'u-ada', role: 'dataentry' },
        ],
      },
    ]);
    expect(roleSelect('Bob Brown')).toHaveValue('driver');
    expect(roleSelect('Ada Admin')).toHaveValue('dataentry');
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
    // The counts come back from the server with the new roles.
    await waitFor(() => expect(pill(/^driver/)).toHaveTextContent('driver2'));
  });

  it('reverts every edit when the save fails, with the message verbatim', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = serve(people(), {
      patch: () => ({ status: 409, body: { error: LAST_ADMIN, code: 'CONFLICT' } }),
    });
    renderApp(SECTION);
    await rows();
    await userEvent.selectOptions(roleSelect('Ada Admin'), 'buyer');
    await userEvent.selectOptions(roleSelect('Dee Driver'), 'seller');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(ROLE_CHANGES_FAILED)).toBeInTheDocument();
    expect(ROLE_CHANGES_FAILED).toBe('Failed to save changes. Reverting to previous state.');
    expect(screen.getByText(LAST_ADMIN)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/api/users/roles')).toHaveLength(1);
    expect(roleSelect('Ada Admin')).toHaveValue('admin');
    expect(roleSelect('Dee Driver')).toHaveValue('driver');
    for (const row of await rows()) expect(row.className).not.toMatch(/changed/);
  });
});

describe('user management: logging someone out everywhere', () => {
  it('asks first, then ends every login of that user and says how many', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = serve(people());
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/users/u-dee/sessions' && init?.method === 'DELETE'
        ? new Response(JSON.stringify({ ended: 2, message: 'Logged out on 2 devices.' }), {
            status: 200,
          })
        : answer(input, init),
    );
    const user = userEvent.setup();
    renderApp(SECTION);
    await rows();
    const ended = () =>
      fetchMock.mock.calls.filter(([input]) => String(input) === '/api/users/u-dee/sessions');

    await user.click(screen.getByRole('button', { name: 'Log out everywhere: Dee Driver' }));
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Log Dee Driver out everywhere?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ended()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Log out everywhere: Dee Driver' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Log Dee Driver out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByText('Logged out on 2 devices.')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(ended()).toHaveLength(1);
  });
});

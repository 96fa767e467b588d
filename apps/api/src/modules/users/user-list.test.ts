import { USER_COUNT_CAP } from '@marketplace/contract/users';
import { LAST_ADMIN, ROLE_CHANGES_SAVED } from '@marketplace/core/constants/messages';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRoleCounts, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/create-test-app.js';

/** Role matrix, batch saves and the next request after a demotion. */
const ctx = await createTestApp();
/** A database whose users are exactly the ones the counting tests make. */
const counted = await createTestApp();
/** A database for paging. */
const paged = await createTestApp();
/** A database whose only admins are the ones a test makes. */
const lone = await createTestApp();
const pair = await createTestApp();

type Headers = Record<string, string>;
const list = (on: TestContext, query: string, headers: Headers) =>
  on.app.inject({ method: 'GET', url: `/api/users${query}`, headers });
const saveRoles = (on: TestContext, changes: unknown, headers: Headers) =>
  on.app.inject({ method: 'PATCH', url: '/api/users/roles', headers, payload: { changes } });
const roleOf = async (on: TestContext, id: string) =>
  (await on.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;
const MISSING = '9f0e7d7c-0000-4000-8000-000000000000';

describe('who may list users and save roles', () => {
  it('answers 401 without a session, 403 to every role but admin, 200 to an admin', async () => {
    const target = await ctx.newUser({ role: 'buyer' });
    const change = [{ userId: target.id, role: 'seller' }];
    expect((await list(ctx, '', {})).statusCode).toBe(401);
    expect((await saveRoles(ctx, change, {})).statusCode).toBe(401);
    for (const role of ['buyer', 'seller', 'driver', 'dataentry'] as const) {
      const headers = await ctx.login(role);
      const listed = await list(ctx, '', headers);
      expect(listed.statusCode).toBe(403);
      expect(listed.json().code).toBe('FORBIDDEN');
      expect((await saveRoles(ctx, change, headers)).statusCode).toBe(403);
    }
    expect(await roleOf(ctx, target.id)).toBe('buyer');
    const admin = await ctx.login('admin');
    expect((await list(ctx, '', admin)).statusCode).toBe(200);
    expect((await saveRoles(ctx, change, admin)).statusCode).toBe(200);
    expect(await roleOf(ctx, target.id)).toBe('seller');
  });
});

describe('GET /api/users filters, counts and search', async () => {
  // Users are listed oldest first; each joins a second after the last, so none share a moment.
  let joined = Date.parse('2026-01-01T00:00:00Z');
  const join = (user: Parameters<typeof counted.newUser>[0]) => {
    joined += 1000;
    return counted.newUser({ ...user, createdAt: new Date(joined) });
  };
  const admin = await join({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  const headers = await counted.login(admin);
  await join({ role: 'buyer', firstName: 'Zelda', lastName: 'Quartz' });
  await join({ role: 'buyer', firstName: 'Bob', lastName: 'Zelman' });
  await join({ role: 'buyer', firstName: 'Cy', lastName: '100% Real' });
  await join({ role: 'seller', firstName: 'ZELDA', lastName: 'Stone' });
  await join({ role: 'seller', firstName: 'Sam', lastName: 'Seller' });
  await join({ role: 'driver', firstName: 'Dee', lastName: 'Driver' });
  await join({ role: 'dataentry', firstName: 'Ed', lastName: 'Entry', phone: '+16265550142' });
  const names = (response: { json: () => { users: { firstName: string }[] } }) =>
    response.json().users.map((user) => user.firstName);

  it('counts every role, whatever the role filter, and filters by role', async () => {
    const all = await list(counted, '', headers);
    expect(all.statusCode).toBe(200);
    const counts = { all: 8, buyer: 3, seller: 2, driver: 1, admin: 1, dataentry: 1 };
    expect(all.json()).toMatchObject({ counts, nextAfter: null });
    expect(all.json().users).toHaveLength(8);

    const sellers = await list(counted, '?role=seller', headers);
    expect(sellers.json().counts).toEqual(counts);
    expect(names(sellers)).toEqual(['ZELDA', 'Sam']);
    expect(sellers.json().users.every((user: { role: string }) => user.role === 'seller')).toBe(
      true,
    );
  });

  it('searches names case-insensitively, and the counts follow the search', async () => {
    const zel = await list(counted, '?q=zel', headers);
    expect(names(zel)).toEqual(['Zelda', 'Bob', 'ZELDA']);
    expect(zel.json().counts).toEqual({
      all: 3,
      buyer: 2,
      seller: 1,
      driver: 0,
      admin: 0,
      dataentry: 0,
    });
    expect(names(await list(counted, '?q=zelda%20quartz', headers))).toEqual(['Zelda']);
    expect(names(await list(counted, '?q=zel&role=seller', headers))).toEqual(['ZELDA']);
  });

  it('finds digits inside the phone, typed with or without marks', async () => {
    for (const q of ['5550142', '555-0142', '(626) 555', '+1 626 555 0142']) {
      const found = await list(counted, `?q=${encodeURIComponent(q)}`, headers);
      expect(names(found)).toEqual(['Ed']);
      expect(found.json().counts.all).toBe(1);
    }
  });

  it('takes the search text literally: % and _ are not wildcards', async () => {
    expect(names(await list(counted, '?q=100%25', headers))).toEqual(['Cy']);
    expect(names(await list(counted, '?q=0%25%20R', headers))).toEqual(['Cy']);
    expect(names(await list(counted, '?q=%25', headers))).toEqual([]);
    expect(names(await list(counted, '?q=_', headers))).toEqual([]);
    expect(names(await list(counted, '?q=1_', headers))).toEqual([]);
    const none = await list(counted, '?q=nobody', headers);
    expect(none.json()).toEqual({
      users: [],
      counts: { all: 0, buyer: 0, seller: 0, driver: 0, admin: 0, dataentry: 0 },
      countsCapped: false,
      nextAfter: null,
    });
  });

  it('finds names starting with one or two letters, first or last (issue #32)', async () => {
    expect(names(await list(counted, '?q=ze', headers))).toEqual(['Zelda', 'Bob', 'ZELDA']);
    expect(names(await list(counted, '?q=Z', headers))).toEqual(['Zelda', 'Bob', 'ZELDA']);
    expect(names(await list(counted, '?q=10', headers))).toEqual(['Cy']);
    // Inside a name is for three letters or more.
    expect(names(await list(counted, '?q=el', headers))).toEqual([]);
    expect(names(await list(counted, '?q=eld', headers))).toEqual(['Zelda', 'ZELDA']);
    const counts = (await list(counted, '?q=s', headers)).json();
    expect(counts.counts).toEqual({
      all: 2,
      buyer: 0,
      seller: 2,
      driver: 0,
      admin: 0,
      dataentry: 0,
    });
    expect(counts.countsCapped).toBe(false);
    // Two digits are not a phone search.
    expect(names(await list(counted, '?q=42', headers))).toEqual([]);
  });

  it('refuses a bad role, limit or cursor with a 400', async () => {
    for (const query of [
      '?role=owner',
      '?limit=0',
      '?limit=201',
      '?after=nope',
      `?after=${MISSING}`,
    ]) {
      const response = await list(counted, query, headers);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await list(counted, `?after=${MISSING}`, headers)).json().error).toBe(
      '"after" must be the nextAfter of a page of users.',
    );
  });
});

describe('GET /api/users counts at scale (issue #32)', () => {
  /** The rollup's counts, and the same counted from the users. */
  async function rollupAndRecount(on: TestContext) {
    const rollup = await on.db
      .select({ role: userRoleCounts.role, users: userRoleCounts.users })
      .from(userRoleCounts);
    const recount = await on.db
      .select({ role: users.role, users: sql<number>`count(*)::int` })
      .from(users)
      .groupBy(users.role);
    const byRole = (rows: { role: string; users: number }[]) =>
      Object.fromEntries(rows.filter((row) => row.users > 0).map((row) => [row.role, row.users]));
    return { rollup: byRole(rollup), recount: byRole(recount) };
  }

  it('keeps every role’s count as users join, change roles and leave', async () => {
    const joined = await ctx.newUser({ role: 'driver' });
    const leaving = await ctx.newUser({ role: 'seller' });
    await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, joined.id));
    await ctx.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, leaving.id));
    await ctx.db.delete(users).where(eq(users.id, leaving.id));
    const { rollup, recount } = await rollupAndRecount(ctx);
    expect(rollup).toEqual(recount);
    const listed = await list(ctx, '', await ctx.login('admin'));
    const { rollup: after } = await rollupAndRecount(ctx);
    expect(listed.json().counts).toMatchObject(after);
    expect(listed.json().countsCapped).toBe(false);
  });

  it(`counts a search's matches up to ${USER_COUNT_CAP} in all, and says so`, async () => {
    const many = USER_COUNT_CAP + 5;
    await ctx.db.execute(sql`
      insert into users (phone, first_name, last_name, email, role, buyer_id)
      select '+1415' || lpad(n::text, 7, '0'), 'Quillon', 'Many ' || n, 'q' || n || '@example.com', 'buyer', gen_random_uuid()
      from generate_series(1, ${many}) as n`);
    for (let n = 0; n < 3; n += 1) {
      await ctx.newUser({ role: 'seller', firstName: 'Quillon', lastName: `Seller ${n}` });
    }
    const headers = await ctx.login('admin');
    for (const q of ['quillon', 'qu']) {
      const found = (await list(ctx, `?q=${q}`, headers)).json();
      // One pass stops at the cap in all: buyers and sellers share it.
      expect(found.counts.all).toBe(USER_COUNT_CAP);
      expect(found.counts.buyer + found.counts.seller).toBe(USER_COUNT_CAP);
      expect(found.counts).toMatchObject({ driver: 0, admin: 0, dataentry: 0 });
      expect(found.countsCapped).toBe(true);
      expect(found.users).toHaveLength(50);
    }
    // Unfiltered, every user is counted exactly.
    const all = (await list(ctx, '', headers)).json();
    expect(all.counts.buyer).toBeGreaterThanOrEqual(many);
    expect(all.countsCapped).toBe(false);
  });
});

describe('GET /api/users paging', () => {
  it('visits every user exactly once while users sign up between pages', async () => {
    const headers = await paged.login('admin');
    // Some users created in the same instant: the id breaks the tie.
    const sameInstant = new Date('2026-01-01T00:00:00.123456Z');
    for (let i = 0; i < 6; i += 1) await paged.newUser({ createdAt: sameInstant });
    for (let i = 0; i < 15; i += 1) await paged.newUser({ role: i % 3 === 0 ? 'seller' : 'buyer' });
    const before = (await paged.db.select({ id: users.id }).from(users)).map((row) => row.id);

    const seen: string[] = [];
    const joined: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=4${after ? `&after=${after}` : ''}`;
      const page = (await list(paged, query, headers)).json();
      seen.push(...page.users.map((user: { _id: string }) => user._id));
      // Counted once, on the first page.
      expect(page.counts === null).toBe(after !== null);
      after = page.nextAfter;
      pages += 1;
      if (pages <= 3) joined.push((await paged.newUser()).id);
    } while (after !== null && pages < 50);

    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...before, ...joined].sort());
    // Oldest first: the newcomers come last.
    expect(seen.slice(-joined.length)).toEqual(joined);
  });

  it('pages one role with the same cursor', async () => {
    const headers = await paged.login('admin');
    const sellers = await paged.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'seller'));
    const first = (await list(paged, '?role=seller&limit=2', headers)).json();
    const rest = (
      await list(paged, `?role=seller&limit=200&after=${first.nextAfter}`, headers)
    ).json();
    expect(rest.nextAfter).toBeNull();
    const ids = [...first.users, ...rest.users].map((user: { _id: string }) => user._id);
    expect(ids.sort()).toEqual(sellers.map((row) => row.id).sort());
  });
});

describe('PATCH /api/users/roles', () => {
  it("saves every change in one request, keeping each role's id", async () => {
    const buyer = await ctx.newUser({ role: 'buyer' });
    const seller = await ctx.newUser({ role: 'seller' });
    const response = await saveRoles(
      ctx,
      [
        { userId: buyer.id, role: 'driver' },
        { userId: seller.id, role: 'dataentry' },
      ],
      await ctx.login('admin'),
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ status: 200, message: ROLE_CHANGES_SAVED });
    expect(ROLE_CHANGES_SAVED).toBe('Changes saved successfully!');
    expect(
      answer.users.map((user: { _id: string; role: string }) => [user._id, user.role]),
    ).toEqual([
      [buyer.id, 'driver'],
      [seller.id, 'dataentry'],
    ]);
    expect(answer.users[0]).toMatchObject({ buyerId: buyer.buyerId, driverId: expect.any(String) });
    expect(answer.users[1]).toMatchObject({ sellerId: seller.sellerId });
  });

  it('saves nothing when one change fails, and names the user', async () => {
    const first = await ctx.newUser({ role: 'buyer' });
    const second = await ctx.newUser({ role: 'buyer' });
    const admin = await ctx.login('admin');
    const cases: [unknown[], number, string][] = [
      [
        [
          { userId: first.id, role: 'seller' },
          { userId: MISSING, role: 'driver' },
          { userId: second.id, role: 'seller' },
        ],
        404,
        `User ${MISSING} was not found.`,
      ],
      [
        [
          { userId: first.id, role: 'seller' },
          { userId: 'not-an-id', role: 'seller' },
        ],
        404,
        'User not-an-id was not found.',
      ],
      [
        [
          { userId: first.id, role: 'seller' },
          { userId: second.id, role: 'driver' },
          { userId: first.id, role: 'admin' },
        ],
        400,
        `User ${first.id} is changed twice in one save.`,
      ],
    ];
    for (const [changes, status, error] of cases) {
      const response = await saveRoles(ctx, changes, admin);
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toBe(error);
    }
    const bad = await saveRoles(ctx, [{ userId: first.id, role: 'owner' }], admin);
    expect(bad.statusCode).toBe(400);
    expect((await saveRoles(ctx, [], admin)).statusCode).toBe(400);
    const rows = await ctx.db
      .select({ role: users.role, sellerId: users.sellerId })
      .from(users)
      .where(inArray(users.id, [first.id, second.id]));
    expect(rows).toEqual([
      { role: 'buyer', sellerId: null },
      { role: 'buyer', sellerId: null },
    ]);
  });

  it('will not let the last admin remove their own admin role', async () => {
    const admin = await lone.newUser({ role: 'admin' });
    const buyer = await lone.newUser({ role: 'buyer' });
    const headers = await lone.login(admin);
    const refused = await saveRoles(
      lone,
      [
        { userId: buyer.id, role: 'seller' },
        { userId: admin.id, role: 'buyer' },
      ],
      headers,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: LAST_ADMIN, code: 'CONFLICT' });
    expect(LAST_ADMIN).toBe('The last admin cannot be given another role.');
    expect(await roleOf(lone, buyer.id)).toBe('buyer');
    expect(await roleOf(lone, admin.id)).toBe('admin');

    // Handing the role over in the same save is fine: an admin is left.
    const handover = await saveRoles(
      lone,
      [
        { userId: admin.id, role: 'buyer' },
        { userId: buyer.id, role: 'admin' },
      ],
      headers,
    );
    expect(handover.statusCode).toBe(200);
    expect(await roleOf(lone, buyer.id)).toBe('admin');
  });

  it('keeps an admin when saves that together demote every admin run at once', async () => {
    const admins = await Promise.all(
      Array.from({ length: 8 }, () => pair.newUser({ role: 'admin' })),
    );
    const sessions = await Promise.all(admins.map((admin) => pair.login(admin)));
    // A ring: each admin demotes the next, so all the saves together would leave no admin.
    const responses = await Promise.all(
      admins.map((_admin, index) =>
        saveRoles(pair, [{ userId: admins[(index + 1) % 8]!.id, role: 'buyer' }], sessions[index]!),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    // Refused: a 409 (the last admin) or a 403 (the sender was demoted by an earlier save).
    expect(statuses.every((status) => [200, 403, 409].includes(status))).toBe(true);
    const left = await pair.db.select().from(users).where(eq(users.role, 'admin'));
    expect(left.length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(8 - left.length);
  });

  it('takes a demoted admin’s rights away on their very next request', async () => {
    const demoted = await ctx.newUser({ role: 'admin' });
    const headers = await ctx.login(demoted);
    expect((await list(ctx, '', headers)).statusCode).toBe(200);
    const saved = await saveRoles(
      ctx,
      [{ userId: demoted.id, role: 'seller' }],
      await ctx.login('admin'),
    );
    expect(saved.statusCode).toBe(200);
    const next = await list(ctx, '', headers);
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({
      error: 'You do not have permission to do this.',
      code: 'FORBIDDEN',
    });
    expect(
      (await saveRoles(ctx, [{ userId: demoted.id, role: 'admin' }], headers)).statusCode,
    ).toBe(403);
  });
});

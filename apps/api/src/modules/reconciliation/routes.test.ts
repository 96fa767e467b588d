import { randomUUID } from 'node:crypto';
import {
  findingResolvedAnswerSchema,
  reconciliationFindingsAnswerSchema,
} from '@marketplace/contract/reconciliation';
import {
  FINDING_ALREADY_HANDLED,
  FINDING_HANDLED,
  FINDING_NEEDS_NO_PERSON,
  FINDING_NOT_FOUND,
  reconciliationRan,
} from '@marketplace/core/constants/messages';
import type { Role } from '@marketplace/core/constants/roles';
import { describe, expect, it } from 'vitest';
import { reconciliationFindings } from '../../db/schema.js';
import { movingClock } from '../../test/checkout-factories.js';
import { createTestApp } from '../../test/create-test-app.js';

// Issue #35: the admin's list of what reconciliation fixed and what needs a person, a pass run
// now, and a finding marked handled (docs/decisions/142).

const time = movingClock();
const ctx = await createTestApp({ clock: time.clock });

const minutesAgo = (minutes: number) => new Date(time.clock().getTime() - minutes * 60_000);

async function newFinding(
  overrides: Partial<typeof reconciliationFindings.$inferInsert> & { minutesAgo: number },
) {
  const { minutesAgo: ago, ...values } = overrides;
  const kind = values.kind ?? 'payment_needs_person';
  const fixed = kind === 'refund_settled' || kind === 'payment_recorded';
  const [row] = await ctx.db
    .insert(reconciliationFindings)
    .values({
      kind,
      providerSessionId: `cs_test_${randomUUID()}`,
      amountCents: 2500,
      detail: `A finding of ${ago} minutes ago.`,
      foundAt: minutesAgo(ago),
      resolvedAt: fixed ? minutesAgo(ago) : null,
      ...values,
    })
    .returning();
  return row!;
}

const list = async (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/reconciliation', headers });
const resolve = async (id: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/reconciliation/${id}/resolve`, headers });

describe('who may reconcile', () => {
  it('admins only', async () => {
    const finding = await newFinding({ minutesAgo: 1 });
    const routes = [
      { method: 'GET', url: '/api/admin/reconciliation' },
      { method: 'POST', url: '/api/admin/reconciliation/run' },
      { method: 'POST', url: `/api/admin/reconciliation/${finding.id}/resolve` },
    ] as const;
    for (const role of ['buyer', 'seller', 'driver', 'dataentry'] satisfies Role[]) {
      const headers = await ctx.login(role);
      for (const route of routes) {
        const response = await ctx.app.inject({ ...route, headers });
        expect(response.statusCode, `${role} ${route.url}`).toBe(403);
      }
    }
    for (const route of routes) {
      expect((await ctx.app.inject(route)).statusCode).toBe(401);
    }
    const [still] = (await list(await ctx.login('admin'))).json().findings;
    expect(still).toMatchObject({ _id: finding.id, resolvedAt: null });
  });
});

describe('GET /api/admin/reconciliation', () => {
  it('lists those needing a person first, then what was dealt with, each newest first', async () => {
    await ctx.db.delete(reconciliationFindings);
    const admin = await ctx.newUser({ role: 'admin', firstName: 'Rosa', lastName: 'Ibarra' });
    const oldOpen = await newFinding({
      minutesAgo: 50,
      kind: 'refund_failed',
      refundId: randomUUID(),
    });
    const fixedNewest = await newFinding({
      minutesAgo: 1,
      kind: 'payment_recorded',
      orderId: randomUUID(),
    });
    const newOpen = await newFinding({ minutesAgo: 20 });
    const handled = await newFinding({
      minutesAgo: 5,
      resolvedAt: minutesAgo(2),
      resolvedByUserId: admin.id,
    });
    const fixedOld = await newFinding({
      minutesAgo: 90,
      kind: 'refund_settled',
      refundId: randomUUID(),
    });

    const response = await list(await ctx.login('admin'));

    expect(response.statusCode).toBe(200);
    const { findings } = reconciliationFindingsAnswerSchema.parse(response.json());
    expect(findings.map((finding) => finding._id)).toEqual([
      newOpen.id,
      oldOpen.id,
      fixedNewest.id,
      handled.id,
      fixedOld.id,
    ]);
    expect(findings[0]).toEqual({
      _id: newOpen.id,
      kind: 'payment_needs_person',
      needsPerson: true,
      orderId: null,
      refundId: null,
      providerSessionId: newOpen.providerSessionId,
      amountCents: 2500,
      detail: 'A finding of 20 minutes ago.',
      foundAt: minutesAgo(20).toISOString(),
      resolvedAt: null,
      resolvedBy: null,
    });
    expect(findings[1]).toMatchObject({ kind: 'refund_failed', needsPerson: true });
    expect(findings[2]).toMatchObject({ needsPerson: false, resolvedBy: null });
    expect(findings[3]).toMatchObject({
      needsPerson: true,
      resolvedAt: minutesAgo(2).toISOString(),
      resolvedBy: 'Rosa Ibarra',
    });
  });
});

describe('POST /api/admin/reconciliation/run', () => {
  it('runs a pass now and says what it found: nothing new here', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/run',
      headers: await ctx.login('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: reconciliationRan(0, 0),
      findings: [],
      deferred: false,
    });
  });
});

describe('POST /api/admin/reconciliation/{id}/resolve', () => {
  it('marks a finding that needs a person handled, by whom and when; once of two at once', async () => {
    const finding = await newFinding({ minutesAgo: 3 });
    const [first, second] = await Promise.all([
      ctx.newUser({ role: 'admin', firstName: 'Ana', lastName: 'Reyes' }),
      ctx.newUser({ role: 'admin', firstName: 'Ben', lastName: 'Okafor' }),
    ]);

    const answers = await Promise.all([
      resolve(finding.id, await ctx.login(first)),
      resolve(finding.id, await ctx.login(second)),
    ]);

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const won = answers.find((answer) => answer.statusCode === 200)!;
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    const body = findingResolvedAnswerSchema.parse(won.json());
    expect(body.message).toBe(FINDING_HANDLED);
    expect(body.finding).toMatchObject({
      _id: finding.id,
      needsPerson: true,
      resolvedAt: time.clock().toISOString(),
      resolvedBy: expect.stringMatching(/^(Ana Reyes|Ben Okafor)$/),
    });
    expect(lost.json()).toEqual({ error: FINDING_ALREADY_HANDLED, code: 'CONFLICT' });
  });

  it('refuses what the sweep fixed itself, and an unknown finding', async () => {
    const headers = await ctx.login('admin');
    const fixed = await newFinding({ minutesAgo: 3, kind: 'payment_recorded' });
    const refused = await resolve(fixed.id, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: FINDING_NEEDS_NO_PERSON, code: 'CONFLICT' });
    for (const id of [randomUUID(), 'not-a-finding']) {
      const missing = await resolve(id, headers);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: FINDING_NOT_FOUND, code: 'NOT_FOUND' });
    }
  });
});

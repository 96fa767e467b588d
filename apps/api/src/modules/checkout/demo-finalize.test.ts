import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema.js';
import { seedDemoData } from '../../db/seed/seed-demo-data.js';
import { createTestApp } from '../../test/create-test-app.js';

// Issue #35: finalizing a seeded demo payment answers like any other — its order, to its buyer
// and to an admin — never a 500 (a demo session's priced order is not checkout's).
const ctx = await createTestApp();

describe('POST /api/finalize-order on the demo data', () => {
  it('answers every seeded session’s order, to its buyer and to an admin', async () => {
    expect(await seedDemoData(ctx.db)).toEqual({ seeded: true });
    const seeded = await ctx.db.select().from(orders);
    expect(seeded.length).toBeGreaterThan(0);
    const admin = await ctx.login('admin');
    for (const order of seeded) {
      const [buyer] = await ctx.db.select().from(users).where(eq(users.id, order.userId));
      for (const headers of [await ctx.login(buyer!), admin]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/finalize-order',
          headers,
          payload: { sessionId: order.paymentSessionId },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ success: true, orderId: order.id });
      }
    }
  });
});

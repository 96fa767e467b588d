import { describe, expect, it } from 'vitest';
import { serviceZipcodes } from '../../db/schema.js';
import { createTestApp } from '../../test/create-test-app.js';
import { rememberAddress } from './service.js';

const ctx = await createTestApp();
await ctx.db.insert(serviceZipcodes).values({ zipcode: '91104', city: 'Pasadena' });

const home = {
  fullname: 'Maya Alvarez',
  contact: '6265550123',
  street1: '742',
  street2: 'N Mar Vista Ave',
  aptHouseNo: null,
  city: 'Pasadena',
  state: 'CA',
  zipcode: '91104',
  latitude: 34.1562,
  longitude: -118.1226,
  coordinatesPrecision: 'address' as const,
};

describe('GET /api/addresses', () => {
  it("answers the user's saved addresses once each, newest first, saying which we deliver to", async () => {
    const buyer = await ctx.newUser();
    await rememberAddress(ctx.db, { userId: buyer.id, address: home });
    await rememberAddress(ctx.db, { userId: buyer.id, address: home });
    const away = {
      ...home,
      street1: '1',
      street2: 'Rodeo Dr',
      city: 'Beverly Hills',
      zipcode: '90210',
    };
    await rememberAddress(ctx.db, { userId: buyer.id, address: away });
    await rememberAddress(ctx.db, { userId: (await ctx.newUser()).id, address: home });

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/addresses',
      headers: await ctx.login(buyer),
    });
    expect(response.statusCode).toBe(200);
    const addresses = response.json();
    expect(addresses).toHaveLength(2);
    expect(addresses).toEqual(
      expect.arrayContaining([
        { _id: expect.any(String), ...home, isServiceable: true },
        { _id: expect.any(String), ...away, isServiceable: false },
      ]),
    );
  });

  it('needs a login', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/addresses' });
    expect(response.statusCode).toBe(401);
  });
});

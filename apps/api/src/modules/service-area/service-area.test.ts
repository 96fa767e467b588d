import { NAME_REQUIRED, PHONE_INVALID, PHONE_REQUIRED } from '@marketplace/core/constants/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, serviceZipcodes } from '../../db/schema.js';
import { createTestApp } from '../../test/create-test-app.js';
import { LEAD_NOT_FOUND, WAITLIST_MESSAGE } from './service.js';

const ctx = await createTestApp();
await ctx.db.insert(serviceZipcodes).values([
  { zipcode: '91106', city: 'Pasadena' },
  { zipcode: '91101', city: 'Pasadena' },
  { zipcode: '91001', city: 'Altadena' },
]);

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url, payload, remoteAddress: ctx.newIp() });
/** A phone as the not-served form sends it: 10 digits. */
const tenDigits = () => ctx.newPhone().slice(2);

describe('zip codes', () => {
  it('says whether we deliver to a zip, ZIP+4 and spaces included', async () => {
    const cases: [string, boolean][] = [
      ['91101', true],
      [' 91106 ', true],
      ['91001-1234', true],
      ['90210', false],
      ['', false],
      ['abcde', false],
    ];
    for (const [zipcode, isValid] of cases) {
      const response = await send('POST', '/api/validate-zipcode', { zipcode });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isValid });
    }
  });

  it('answers 400 without a zipcode', async () => {
    const response = await send('POST', '/api/validate-zipcode', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: '"zipcode" is required.', code: 'VALIDATION_FAILED' });
  });

  it('groups the served zips by city, in order', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/valid-zipcode-groups' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { city: 'Altadena', zipcodes: ['91001'] },
      { city: 'Pasadena', zipcodes: ['91101', '91106'] },
    ]);
  });
});

describe('POST /api/create-lead', () => {
  it('stores the lead and answers it, phone in E.164', async () => {
    const phone = tenDigits();
    const response = await send('POST', '/api/create-lead', {
      phone,
      name: ' Ana Ruiz ',
      zipcode: '90210',
      address: '1 Rodeo Dr, Beverly Hills, CA 90210',
    });
    expect(response.statusCode).toBe(200);
    const lead = response.json();
    expect(lead).toEqual({
      _id: expect.any(String),
      phone: `+1${phone}`,
      name: 'Ana Ruiz',
      zipcode: '90210',
      address: '1 Rodeo Dr, Beverly Hills, CA 90210',
    });
    const [stored] = await ctx.db.select().from(leads).where(eq(leads.id, lead._id));
    expect(stored).toMatchObject({ phone: `+1${phone}`, name: 'Ana Ruiz', zipcode: '90210' });
  });

  it("answers 400 with core's sentence when name or phone is missing or wrong", async () => {
    const cases: [object, string][] = [
      [{ name: '', phone: tenDigits() }, NAME_REQUIRED],
      [{ name: 'Ana', phone: '' }, PHONE_REQUIRED],
      [{ name: 'Ana', phone: '62655501001' }, PHONE_INVALID],
      [{ name: 'Ana', phone: '626-555' }, PHONE_INVALID],
    ];
    for (const [fields, error] of cases) {
      const response = await send('POST', '/api/create-lead', { zipcode: '90210', ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error, code: 'VALIDATION_FAILED' });
    }
  });

  it('limits lead creation per IP', async () => {
    const remoteAddress = ctx.newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/create-lead',
        remoteAddress,
        payload: { name: 'Ana', phone: tenDigits(), zipcode: '90210' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('PUT /api/update-lead', () => {
  it("sets the address only when the lead's id and phone both match", async () => {
    const phone = tenDigits();
    const lead = (
      await send('POST', '/api/create-lead', { name: 'Bo', phone, zipcode: '90210' })
    ).json();

    const wrongPhone = await send('PUT', '/api/update-lead', {
      leadId: lead._id,
      phone: tenDigits(),
      address: 'Somewhere else',
    });
    expect(wrongPhone.statusCode).toBe(404);
    expect(wrongPhone.json()).toEqual({ error: LEAD_NOT_FOUND, code: 'NOT_FOUND' });
    for (const leadId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(
        (await send('PUT', '/api/update-lead', { leadId, phone, address: 'x' })).statusCode,
      ).toBe(404);
    }

    const response = await send('PUT', '/api/update-lead', {
      leadId: lead._id,
      phone: `+1${phone}`,
      address: '9 Main St, Burbank, CA 91502',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...lead, address: '9 Main St, Burbank, CA 91502' });
  });

  it('answers 400 for a malformed phone', async () => {
    const response = await send('PUT', '/api/update-lead', {
      leadId: '00000000-0000-4000-8000-000000000000',
      phone: '12',
      address: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PHONE_INVALID, code: 'VALIDATION_FAILED' });
  });
});

describe('POST /api/waitlist', () => {
  it('stores the lead and promises the $10 coupon; the same phone keeps one lead', async () => {
    const phone = tenDigits();
    const first = await send('POST', '/api/waitlist', {
      name: 'Cy',
      phone,
      zipcode: '91340',
      address: '1 Main St, San Fernando, CA 91340',
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      lead: {
        _id: expect.any(String),
        phone: `+1${phone}`,
        name: 'Cy',
        zipcode: '91340',
        address: '1 Main St, San Fernando, CA 91340',
      },
      couponDollars: 10,
      message: WAITLIST_MESSAGE,
    });
    expect(WAITLIST_MESSAGE).toContain('$10 coupon');

    const again = await send('POST', '/api/waitlist', {
      name: 'Cy Young',
      phone,
      zipcode: '91342',
    });
    expect(again.json().lead).toMatchObject({
      _id: body.lead._id,
      name: 'Cy Young',
      zipcode: '91342',
    });
    expect(await ctx.db.$count(leads, eq(leads.phone, `+1${phone}`))).toBe(1);
  });

  it('answers 400 without a name, and for unknown fields', async () => {
    const missing = await send('POST', '/api/waitlist', {
      name: ' ',
      phone: tenDigits(),
      zipcode: '1',
    });
    expect(missing.json()).toEqual({ error: NAME_REQUIRED, code: 'VALIDATION_FAILED' });
    const extra = await send('POST', '/api/waitlist', {
      name: 'A',
      phone: tenDigits(),
      zipcode: '1',
      coupon: 100,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toBe('Unknown field "coupon" in the request body.');
  });
});

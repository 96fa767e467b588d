import { describe, expect, it } from 'vitest';
import { createLocalGeocoder, parseAddress } from './local.js';

const geocoder = createLocalGeocoder();
const suggest = (query: string) => geocoder.autocomplete(query, { limit: 5 });

describe('local geocoder', () => {
  it('parses a full address and fills coordinates from the zip table', async () => {
    expect(await suggest('123 e colorado blvd, Pasadena, CA 91101')).toEqual([
      {
        number: '123',
        street: 'E Colorado Blvd',
        city: 'Pasadena',
        state: 'CA',
        postalCode: '91101',
        formattedAddress: '123 E Colorado Blvd, Pasadena, CA 91101',
        latitude: 34.1468,
        longitude: -118.1391,
        // The zip code's centre, not the building: it says so.
        precision: 'zipcode',
      },
    ]);
  });

  it('takes the city and state from the zip when only a zip follows the street', async () => {
    const [suggestion] = await suggest('42 Lake Ave 91101');
    expect(suggestion).toMatchObject({
      number: '42',
      street: 'Lake Ave',
      city: 'Pasadena',
      state: 'CA',
      postalCode: '91101',
    });
  });

  it("offers the home city's zips for partial input", async () => {
    const suggestions = await suggest('123 Colorado');
    expect(suggestions).toHaveLength(5);
    for (const suggestion of suggestions) {
      expect(suggestion).toMatchObject({ number: '123', street: 'Colorado', city: 'Pasadena' });
      expect(suggestion.postalCode).toMatch(/^911\d\d$/);
      expect(suggestion.latitude).toEqual(expect.any(Number));
    }
  });

  it("offers a named neighbour city's zips, accents or not", async () => {
    const burbank = await suggest('12 Main St, Burbank');
    expect(burbank[0]).toMatchObject({ city: 'Burbank', postalCode: '91501', state: 'CA' });
    const laCanada = await suggest('5 Foothill Blvd, La Canada Flintridge');
    expect(laCanada[0]).toMatchObject({ city: 'La Cañada Flintridge', postalCode: '91011' });
    const typedWithoutComma = await suggest('9 Baldwin Ave Sierra Madre');
    expect(typedWithoutComma[0]).toMatchObject({
      number: '9',
      street: 'Baldwin Ave',
      city: 'Sierra Madre',
      postalCode: '91024',
    });
  });

  it('completes a city being typed', async () => {
    const suggestions = await suggest('7 Main St, Alham');
    expect(suggestions.map((s) => s.city)).toEqual(Array(suggestions.length).fill('Alhambra'));
  });

  it('keeps an address outside the table as typed, without coordinates', async () => {
    expect(await suggest('9 Broadway, New York, NY 10001')).toEqual([
      {
        number: '9',
        street: 'Broadway',
        city: 'New York',
        state: 'NY',
        postalCode: '10001',
        formattedAddress: '9 Broadway, New York, NY 10001',
        latitude: null,
        longitude: null,
        precision: null,
      },
    ]);
  });

  it('locates a whole address at its zip code’s centre, or not at all outside the table', async () => {
    const address = { street1: '88', street2: 'E Colorado Blvd', city: 'Pasadena', state: 'CA' };
    expect(await geocoder.locate({ ...address, zipcode: '91101' })).toEqual({
      latitude: 34.1468,
      longitude: -118.1391,
      precision: 'zipcode',
    });
    expect(await geocoder.locate({ ...address, zipcode: '91101-2202' })).toMatchObject({
      precision: 'zipcode',
    });
    expect(await geocoder.locate({ ...address, zipcode: '10001' })).toBeNull();
  });

  it('reads a street named like a state as a street', () => {
    expect(parseAddress('123 Colorado')).toMatchObject({ street: 'Colorado', state: null });
    expect(parseAddress('1 Main St, Pasadena, California')).toMatchObject({
      city: 'Pasadena',
      state: 'CA',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { valueInWords } from './change-in-words';

const context = { categoryName: (id: string) => (id === 'cat-1' ? 'Tacos' : undefined) };

describe('valueInWords (issue #30)', () => {
  it('says photos, customizations, the category, hours, the address and prices in words', () => {
    expect(valueInWords('images', ['/a.png', '/b.png'], context)).toBe('2 photos');
    expect(valueInWords('image', '/store.png', context)).toBe('a photo');
    expect(valueInWords('productCategoryId', 'cat-1', context)).toBe('Tacos');
    expect(valueInWords('productCategoryId', 'gone', context)).toBe('a category since deleted');
    expect(
      valueInWords(
        'customizations',
        [
          {
            name: 'Size',
            isRequired: true,
            options: [
              { title: '12 oz', price: 0 },
              { title: '16 oz', price: 0.5 },
            ],
          },
          { name: 'Note', isRequired: false, isTextAreaInput: true, options: [] },
        ],
        context,
      ),
    ).toBe('Size (required): 12 oz, 16 oz +$0.50; Note: typed by the buyer');
    expect(
      valueInWords('storeHours', { MON: [{ from: '08:00', to: '21:00' }], SAT: [] }, context),
    ).toBe(
      'Mon 08:00–21:00; Tue closed; Wed closed; Thu closed; Fri closed; Sat closed; Sun closed',
    );
    expect(
      valueInWords(
        'address',
        {
          street1: '55',
          street2: 'E Colorado Blvd',
          city: 'Pasadena',
          state: 'CA',
          zipcode: '91105',
        },
        context,
      ),
    ).toBe('55 E Colorado Blvd, Pasadena, CA 91105');
    expect(valueInWords('price', 12.5, context)).toBe('$12.50');
    expect(valueInWords('isHidden', true, context)).toBe('yes');
    expect(valueInWords('name', '', context)).toBe('—');
  });
});

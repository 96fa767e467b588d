import { describe, expect, it } from 'vitest';
import { describeLine } from './describe-line.js';

describe('describeLine', () => {
  it('says each choice of a line in words, gift card and note last', () => {
    expect(
      describeLine({
        customizations: [
          { name: 'Size', selectedOptions: [{ title: '12 oz' }] },
          { name: 'Add-ons', selectedOptions: [{ title: 'Oat milk' }, { title: 'Extra shot' }] },
          { name: 'Name on cup', selectedOptions: [], textValue: 'Maya' },
        ],
        flowerCustomizations: { fullName: 'Elena Ruiz' },
        specialInstructions: 'Extra hot',
      }),
    ).toEqual([
      'Size: 12 oz',
      'Add-ons: Oat milk, Extra shot',
      'Name on cup: Maya',
      'Gift card for Elena Ruiz',
      'Note: Extra hot',
    ]);
    expect(describeLine({ customizations: [] })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { sameCustomizations } from './same-customizations.js';

const size = (title: string) => ({ name: 'Size', selectedOptions: [{ title, price: 0 }] });

describe('sameCustomizations', () => {
  it('ignores the order of groups and options', () => {
    const extras = {
      name: 'Extras',
      selectedOptions: [
        { title: 'A', price: 1 },
        { title: 'B', price: 2 },
      ],
    };
    const reversed = {
      name: 'Extras',
      selectedOptions: [
        { title: 'B', price: 2 },
        { title: 'A', price: 1 },
      ],
    };
    expect(sameCustomizations([size('L'), extras], [reversed, size('L')])).toBe(true);
  });

  it('treats empty groups and blank text as no choice', () => {
    expect(sameCustomizations([], [{ name: 'Note', selectedOptions: [], textValue: '  ' }])).toBe(
      true,
    );
  });

  it('tells apart different options and different text', () => {
    expect(sameCustomizations([size('L')], [size('S')])).toBe(false);
    expect(
      sameCustomizations(
        [{ name: 'Note', selectedOptions: [], textValue: 'Happy birthday' }],
        [{ name: 'Note', selectedOptions: [], textValue: 'Get well' }],
      ),
    ).toBe(false);
  });
});

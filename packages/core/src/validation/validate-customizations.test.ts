import { describe, expect, it } from 'vitest';
import { type Customization, validateCustomizations } from './validate-customizations.js';

const size: Customization = {
  name: 'Size',
  isRequired: true,
  options: [
    { title: 'Small', price: 0 },
    { title: 'Large', price: 200 },
  ],
};
const toppings: Customization = {
  name: 'Toppings',
  isStackable: true,
  stackLimit: 2,
  options: [
    { title: 'Cheese', price: 100 },
    { title: 'Bacon', price: 250 },
    { title: 'Egg', price: 150 },
  ],
};
const note: Customization = { name: 'Name on cup', isTextInput: true, options: [] };
const card: Customization = {
  name: 'Card message',
  isTextAreaInput: true,
  isRequired: true,
  options: [],
};
const groups = [size, toppings, note, card];
const message = { name: 'Card message', selectedOptions: [], textValue: ' Happy birthday! ' };

describe('validateCustomizations', () => {
  it('rebuilds the selection with the prices of the product, not the request', () => {
    expect(
      validateCustomizations(groups, [
        { name: 'Size', selectedOptions: [{ title: 'Large', price: 1 }] },
        {
          name: 'Toppings',
          selectedOptions: [
            { title: 'Bacon', price: 0 },
            { title: 'Cheese', price: 0 },
          ],
        },
        message,
      ]),
    ).toEqual({
      ok: true,
      value: [
        { name: 'Size', selectedOptions: [{ title: 'Large', price: 200 }] },
        {
          name: 'Toppings',
          selectedOptions: [
            { title: 'Bacon', price: 250 },
            { title: 'Cheese', price: 100 },
          ],
        },
        { name: 'Card message', selectedOptions: [], textValue: 'Happy birthday!' },
      ],
    });
  });

  it('requires every required group, with the SPEC message', () => {
    const expected = {
      ok: false,
      error: 'Please select all required customizations before proceeding.',
    };
    expect(validateCustomizations(groups, [message])).toEqual(expected);
    expect(
      validateCustomizations(groups, [
        { name: 'Size', selectedOptions: [{ title: 'Small', price: 0 }] },
      ]),
    ).toEqual(expected);
    expect(
      validateCustomizations(groups, [
        { name: 'Size', selectedOptions: [{ title: 'Small', price: 0 }] },
        { ...message, textValue: '   ' },
      ]),
    ).toEqual(expected);
  });

  it('allows one option in a radio group and stackLimit in a stackable one', () => {
    const both = { name: 'Size', selectedOptions: size.options };
    expect(validateCustomizations([size], [both])).toEqual({
      ok: false,
      error: 'You can choose at most 1 for Size.',
    });
    expect(
      validateCustomizations([toppings], [{ name: 'Toppings', selectedOptions: toppings.options }]),
    ).toEqual({
      ok: false,
      error: 'You can choose at most 2 for Toppings.',
    });
    const unlimited = { ...toppings, stackLimit: null };
    expect(
      validateCustomizations([unlimited], [{ name: 'Toppings', selectedOptions: toppings.options }])
        .ok,
    ).toBe(true);
  });

  it('caps text at 30 characters and text areas at 175', () => {
    expect(
      validateCustomizations(
        [note],
        [{ name: 'Name on cup', selectedOptions: [], textValue: 'x'.repeat(30) }],
      ).ok,
    ).toBe(true);
    expect(
      validateCustomizations(
        [note],
        [{ name: 'Name on cup', selectedOptions: [], textValue: 'x'.repeat(31) }],
      ),
    ).toEqual({
      ok: false,
      error: 'Name on cup must be at most 30 characters.',
    });
    expect(validateCustomizations([card], [{ ...message, textValue: 'x'.repeat(175) }]).ok).toBe(
      true,
    );
    expect(validateCustomizations([card], [{ ...message, textValue: 'x'.repeat(176) }])).toEqual({
      ok: false,
      error: 'Card message must be at most 175 characters.',
    });
  });

  it('refuses options and groups the product does not have', () => {
    expect(
      validateCustomizations(
        [size],
        [{ name: 'Size', selectedOptions: [{ title: 'Huge', price: 0 }] }],
      ),
    ).toEqual({
      ok: false,
      error: 'Please choose a valid option for Size.',
    });
    expect(
      validateCustomizations(
        [size],
        [{ name: 'Sauce', selectedOptions: [{ title: 'Hot', price: 0 }] }],
      ),
    ).toEqual({
      ok: false,
      error: 'Please choose a valid option for Sauce.',
    });
  });

  it('drops optional groups left empty', () => {
    expect(
      validateCustomizations([toppings, note], [{ name: 'Toppings', selectedOptions: [] }]),
    ).toEqual({
      ok: true,
      value: [],
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  type CustomizationGroup,
  validateCustomizationGroups,
} from './validate-customization-groups.js';

const size: CustomizationGroup = {
  name: ' Size ',
  isRequired: true,
  isTextInput: false,
  isTextAreaInput: false,
  isStackable: false,
  stackLimit: 2,
  options: [
    { title: ' Small ', price: 0 },
    { title: 'Large', price: 75 },
  ],
};
const note: CustomizationGroup = {
  ...size,
  name: 'Note',
  isRequired: false,
  isTextInput: true,
  isStackable: true,
  options: [],
};

describe('validateCustomizationGroups', () => {
  it('trims names and titles and drops a stack limit where it does not apply', () => {
    expect(validateCustomizationGroups([size, note])).toEqual({
      ok: true,
      value: [
        {
          ...size,
          name: 'Size',
          stackLimit: null,
          options: [
            { title: 'Small', price: 0 },
            { title: 'Large', price: 75 },
          ],
        },
        { ...note, isStackable: false, stackLimit: null },
      ],
    });
  });

  it('refuses what the buyer could not answer, naming the group', () => {
    const refused = (groups: CustomizationGroup[]) => {
      const result = validateCustomizationGroups(groups);
      return result.ok ? null : result.error;
    };
    expect(refused([{ ...size, name: '  ' }])).toBe('Every customization group needs a name.');
    expect(refused([size, { ...size, name: 'size' }])).toBe(
      'There are two customization groups named size.',
    );
    expect(refused([{ ...size, options: [] }])).toBe('Size needs at least one option.');
    expect(refused([{ ...note, options: [{ title: 'A', price: 0 }] }])).toBe(
      'Note takes typed text, so it cannot have options.',
    );
    expect(refused([{ ...note, isTextAreaInput: true }])).toBe(
      'Note can be a one-line text or a text area, not both.',
    );
    expect(refused([{ ...size, options: [{ title: '', price: 0 }] }])).toBe(
      'Every option of Size needs a title.',
    );
    expect(
      refused([
        {
          ...size,
          options: [
            { title: 'Small', price: 0 },
            { title: 'small', price: 0 },
          ],
        },
      ]),
    ).toBe('Size has two options named small.');
    expect(refused([{ ...size, options: [{ title: 'Small', price: -1 }] }])).toBe(
      'The price of Small in Size must be 0 or more.',
    );
    expect(refused([{ ...size, isStackable: true, stackLimit: 3 }])).toBe(
      'The choice limit of Size must be between 1 and 2.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { validateNotServed } from './validate-not-served.js';

describe('validateNotServed', () => {
  it('requires a name and a phone of at most 10 digits', () => {
    expect(validateNotServed({ name: ' ', phone: '' })).toEqual({
      ok: false,
      errors: { name: 'Please enter your name.', phone: 'Please enter your phone number.' },
    });
    expect(validateNotServed({ name: 'Ana', phone: '62655501001' }).ok).toBe(false);
    expect(validateNotServed({ name: 'Ana', phone: '626555010' }).ok).toBe(false);
    expect(validateNotServed({ name: ' Ana ', phone: '6265550100' })).toEqual({
      ok: true,
      value: { name: 'Ana', phone: '6265550100' },
    });
  });
});

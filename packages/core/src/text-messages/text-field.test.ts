import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_REMOVED, textField } from './text-field.js';

describe('textField', () => {
  it('keeps an ordinary name as it is', () => {
    expect(textField('Café Ünos & Sons', 60)).toBe('Café Ünos & Sons');
    expect(textField("St. Louis Bagels, Mrs. Lee's", 60)).toBe("St. Louis Bagels, Mrs. Lee's");
  });

  it('puts everything on one line without control characters or direction overrides', () => {
    expect(textField('Sold out\r\nCall 555-0100\u0007\u001b[31m now', 80)).toBe(
      'Sold out Call 555-0100 [31m now',
    );
    expect(textField('Shop\u202egnp.exe', 80)).toBe('Shop gnp.exe');
  });

  it('takes out links and names a phone would make into links', () => {
    for (const link of [
      'https://evil.example/pay',
      'http://x.co',
      'www.refund-now.net',
      'refund-now.com/claim',
      'bit.ly/abc',
      'sms:+15550100',
    ]) {
      expect(textField(`Go to ${link} today`, 80), link).toBe(`Go to ${LINK_REMOVED} today`);
    }
  });

  it('is at most the length asked for, ending in … when cut', () => {
    expect(textField('a'.repeat(100), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('never lets a line break, a control character or a scheme through, whatever was typed', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.integer({ min: 5, max: 120 }),
        (typed, max) => {
          const field = textField(typed, max);
          expect(Array.from(field).length).toBeLessThanOrEqual(max);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
          expect(field).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e]/u);
          expect(field).not.toMatch(/:\/\//);
          expect(field).toBe(field.trim());
        },
      ),
    );
  });
});

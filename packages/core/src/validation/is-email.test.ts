import { describe, expect, it } from 'vitest';
import { isEmail } from './is-email.js';

describe('isEmail', () => {
  it.each(['ana@example.com', ' ana.reyes+orders@mail.example.co ', 'a@b.io'])(
    'accepts %j',
    (text) => {
      expect(isEmail(text)).toBe(true);
    },
  );

  it.each(['', 'ana', 'ana@', 'ana@example', '@example.com', 'ana reyes@example.com'])(
    'refuses %j',
    (text) => {
      expect(isEmail(text)).toBe(false);
    },
  );
});

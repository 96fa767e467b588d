import { describe, expect, it } from 'vitest';
import { crashClearsSession } from './crash-clears-session.js';

describe('crashClearsSession', () => {
  it.each([
    ["Cannot read properties of undefined (reading 'firstName')", true],
    ['Invalid token', true],
    ['user is not defined', true],
    ['null is not an object', true],
    ['Network request failed', false],
  ])('for %j is %s', (text, clears) => {
    expect(crashClearsSession(text)).toBe(clears);
  });
});

import { describe, expect, it } from 'vitest';
import { orderStatusColour } from './order-status-colour.js';

describe('orderStatusColour', () => {
  it.each([
    ['completed', 'buyer', 'green'],
    ['Completed', 'admin', 'green'],
    ['pending', 'buyer', 'orange'],
    ['cancelled', 'admin', 'red'],
    ['delivered', 'buyer', 'green'],
    ['delivered', 'admin', 'blue'],
    ['unassigned', 'admin', 'grey'],
    ['unassigned', 'buyer', 'blue'],
    ['assigned', 'admin', 'blue'],
    ['confirmed', 'buyer', 'blue'],
  ] as const)('shows %s in the %s view as %s', (status, view, colour) => {
    expect(orderStatusColour(status, view)).toBe(colour);
  });
});

import { describe, expect, it } from 'vitest';
import { isRole, ROLES } from './roles.js';

describe('ROLES', () => {
  it('lists the five roles of SPEC §6', () => {
    expect(ROLES).toEqual(['buyer', 'seller', 'driver', 'admin', 'dataentry']);
  });

  it('recognises only those roles', () => {
    expect(ROLES.every(isRole)).toBe(true);
    expect(isRole('Buyer')).toBe(false);
    expect(isRole('superadmin')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { dashboardPath } from './dashboard-path.js';

describe('dashboardPath', () => {
  it.each([
    ['seller', '/sellerdashboard'],
    ['buyer', '/dashboard'],
    ['driver', '/driverdashboard'],
    ['admin', '/admindashboard'],
    ['dataentry', '/data-entry-dashboard'],
  ])('sends a %s to %s', (role, path) => {
    expect(dashboardPath(role)).toBe(path);
  });

  it.each(['', 'Admin', 'toString', '__proto__', null, undefined])(
    'sends any other role (%s) to /login',
    (role) => {
      expect(dashboardPath(role)).toBe('/login');
    },
  );
});

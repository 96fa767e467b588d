import { describe, expect, it } from 'vitest';
import { loginRedirect } from './login-redirect.js';

describe('loginRedirect', () => {
  it('sends sellers and drivers to their dashboards, without checkout data', () => {
    expect(loginRedirect({ role: 'seller', from: '/checkout' })).toEqual({
      path: '/sellerdashboard',
      keepCheckoutData: false,
    });
    expect(loginRedirect({ role: 'driver', from: '/checkout' })).toEqual({
      path: '/driverdashboard',
      keepCheckoutData: false,
    });
  });

  it.each(['buyer', 'admin', 'dataentry'])(
    'sends a %s back where they came from with the checkout data',
    (role) => {
      expect(loginRedirect({ role, from: '/checkout' })).toEqual({
        path: '/checkout',
        keepCheckoutData: true,
      });
      expect(loginRedirect({ role })).toEqual({ path: '/', keepCheckoutData: true });
    },
  );

  it('sends an unknown role to /login', () => {
    expect(loginRedirect({ role: 'guest', from: '/checkout' })).toEqual({
      path: '/login',
      keepCheckoutData: false,
    });
    expect(loginRedirect({ role: undefined })).toEqual({ path: '/login', keepCheckoutData: false });
  });

  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'checkout',
    '/login',
    '/login?x=1',
  ])('ignores an unsafe or looping origin %s', (from) => {
    expect(loginRedirect({ role: 'buyer', from }).path).toBe('/');
  });

  it('keeps query strings of in-app origins', () => {
    expect(
      loginRedirect({ role: 'buyer', from: '/stores/Restaurants/s1?productCategory=c2' }).path,
    ).toBe('/stores/Restaurants/s1?productCategory=c2');
  });
});

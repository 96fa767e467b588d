import { describe, expect, it } from 'vitest';
import { pageType } from './page-type.js';

describe('pageType', () => {
  it.each([
    ['/', 'home'],
    ['/categories', 'categories'],
    ['/stores', 'categories'],
    ['/stores/Restaurants', 'store_list'],
    ["/stores/Farmer's%20Market/abc?productCategory=x", 'store'],
    ['/search?q=tacos', 'search'],
    ['/cart/', 'cart'],
    ['/checkout', 'checkout'],
    ['/order-confirmed?sessionId=cs_1', 'order_confirmation'],
    ['/login', 'login'],
    ['/dashboard/orders', 'dashboard'],
    ['/admindashboard', 'dashboard'],
    ['/data-entry-dashboard/store-management', 'dashboard'],
    ['/about', 'info'],
    ['/privacypolicy#cookies', 'info'],
    ['/nowhere', 'not_found'],
    ['/stores/a/b/c', 'not_found'],
  ])('classifies %s as %s', (path, type) => {
    expect(pageType(path)).toBe(type);
  });
});

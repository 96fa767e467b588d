import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../testing/factories';
import { renderWithRouter } from '../testing/render-app';
import { PageViewTracker } from './page-view-tracker';

function gtagScript() {
  return document.getElementById('gtag-js');
}

afterEach(() => {
  gtagScript()?.remove();
  delete window.gtag;
  delete window.dataLayer;
});

function pageViews(gtag: ReturnType<typeof vi.fn>) {
  return gtag.mock.calls.filter(([kind, name]) => kind === 'event' && name === 'page_view');
}

describe('Page-view analytics', () => {
  it('loads nothing and sends nothing without a measurement id', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '');
    renderWithRouter(<PageViewTracker />, '/stores/Pharmacy');
    expect(gtagScript()).toBeNull();
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('with an id, loads gtag.js once and sends page views classified by page type', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    const gtag = vi.fn();
    window.gtag = gtag;
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <PageViewTracker />
        <Link to="/stores/Restaurants/store-1?productCategory=tacos">Open store</Link>
      </>,
      '/stores/Restaurants',
    );
    expect(gtagScript()).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    );
    expect(gtag).toHaveBeenCalledWith('config', 'G-TEST123', { send_page_view: false });
    expect(pageViews(gtag)).toEqual([
      [
        'event',
        'page_view',
        expect.objectContaining({
          page_path: '/stores/Restaurants',
          page_type: 'store_list',
          user_role: 'guest',
          currency: 'USD',
          send_to: 'G-TEST123',
        }),
      ],
    ]);

    await user.click(screen.getByRole('link', { name: 'Open store' }));
    expect(pageViews(gtag)).toHaveLength(2);
    expect(pageViews(gtag)[1]?.[2]).toMatchObject({
      page_path: '/stores/Restaurants/store-1?productCategory=tacos',
      page_type: 'store',
      currency: 'USD',
    });
    expect(document.querySelectorAll('#gtag-js')).toHaveLength(1);
  });

  it("reports the signed-in user's role", () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    storeSession({ role: 'buyer' });
    const gtag = vi.fn();
    window.gtag = gtag;
    renderWithRouter(<PageViewTracker />, '/search?q=roses');
    expect(pageViews(gtag)[0]?.[2]).toMatchObject({
      page_type: 'search',
      user_role: 'buyer',
      currency: 'USD',
    });
  });

  it('queues calls for gtag.js through dataLayer until it loads', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST123');
    act(() => {
      renderWithRouter(<PageViewTracker />, '/');
    });
    expect(typeof window.gtag).toBe('function');
    const queued = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(queued[2]?.slice(0, 2)).toEqual(['event', 'page_view']);
    expect(queued[2]?.[2]).toMatchObject({
      page_type: 'home',
      user_role: 'guest',
      currency: 'USD',
    });
  });
});

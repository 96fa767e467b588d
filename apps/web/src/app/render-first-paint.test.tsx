import { describe, expect, it } from 'vitest';
import { buildStore } from '../testing/factories';
import { type FirstPaint, renderFirstPaint } from './render-first-paint';

const routeStyles = [
  ['^/stores/[^/]+/?$', ['assets/browse-1.css']],
  ['^/stores/[^/]+/[^/]+/?$', ['assets/browse-1.css', 'assets/store-2.css']],
] as const;

/** The rendered head tags and #root, parsed as the browser parses them. */
function parse({ head, root }: FirstPaint) {
  const parsed = (html: string) => {
    const element = document.createElement('div');
    element.innerHTML = html;
    return element;
  };
  const headTags = parsed(head);
  return {
    title: headTags.querySelector('title')?.textContent ?? '',
    head: headTags,
    root: parsed(root),
  };
}

describe('renderFirstPaint', () => {
  it('draws the whole landing page at /, without the shared header', () => {
    const rendered = renderFirstPaint({ url: '/?utm_source=flyer', routeStyles });
    const { title, root } = parse(rendered);
    expect(title).toBe('Arroyo — Pasadena’s local shops, delivered.');
    expect(root.querySelector('h1')).toHaveTextContent('Your neighborhood shops, delivered.');
    expect(root.querySelector('#categories-title')).toHaveTextContent('Shop by category');
    expect(root.querySelector('a[href="/stores/Restaurants"]')).not.toBeNull();
    expect(root.querySelector('input[placeholder="Enter your delivery address"]')).not.toBeNull();
    expect(root.querySelector('a[href="/login"]')).toHaveTextContent('Login');
    expect(root.querySelector('input[type="search"]')).toBeNull();
    expect(root.querySelector('footer')).not.toBeNull();
    expect(rendered.head).not.toContain('stylesheet');
  });

  it("draws a store's title, breadcrumbs and hero, its photo first, with its stylesheets", () => {
    const store = buildStore({
      _id: 'store-1',
      name: `Tom's <b>Tacos</b> & "Tortas" $' $&`,
      image: '/images/stores/toms.webp',
    });
    const rendered = renderFirstPaint({
      url: '/stores/Restaurants/store-1?productCategory=x',
      store,
      routeStyles,
    });
    const { title, head, root } = parse(rendered);
    expect(title).toBe(`${store.name} · Arroyo`);
    expect(root.querySelector('h1')?.textContent).toBe(store.name);
    expect(root.querySelector('main b')).toBeNull();
    expect(rendered.root).toContain('Tom&#x27;s &lt;b&gt;Tacos&lt;/b&gt; &amp; &quot;Tortas&quot;');
    const photo = root.querySelector('main header img');
    expect(photo).toHaveAttribute('src', '/images/stores/toms.webp');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).not.toHaveAttribute('loading');
    expect(head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute(
      'href',
      '/images/stores/toms.webp',
    );
    expect(
      [...head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
    ).toEqual(['/assets/browse-1.css', '/assets/store-2.css']);
    expect(root.querySelector('nav[aria-label="Breadcrumb"]')).toHaveTextContent(
      `HomeRestaurants${store.name}Product`,
    );
    // The shared header (location, search, login, cart) is drawn as on every page but `/`.
    expect(root.querySelector('input[type="search"]')).not.toBeNull();
  });

  it('reads a category written as the browser sends it', () => {
    const store = buildStore({ category: "Farmer's Market", name: 'Arroyo Greens' });
    const rendered = renderFirstPaint({
      url: `/stores/Farmer%27s%20Market/${store._id}`,
      store,
      routeStyles,
    });
    expect(parse(rendered).root.querySelector('h1')).toHaveTextContent('Arroyo Greens');
  });

  it('draws no hero for a store under another category, or without a store', () => {
    const store = buildStore({ category: 'Pharmacy' });
    for (const input of [
      { url: `/stores/Restaurants/${store._id}`, store },
      { url: `/stores/Pharmacy/${store._id}`, store: null },
    ]) {
      const rendered = renderFirstPaint({ ...input, routeStyles });
      expect(parse(rendered).root.querySelector('main')?.textContent, input.url).toBe('');
      expect(rendered.head, input.url).toBe('');
    }
  });

  it('draws the layout around an empty page anywhere else', () => {
    const { root } = parse(renderFirstPaint({ url: '/login', routeStyles }));
    expect(root.querySelector('header a[href="/login"]')).toHaveTextContent('Login');
    expect(root.querySelector('header input[type="search"]')).not.toBeNull();
    expect(root.querySelector('main')?.textContent).toBe('');
    expect(root.querySelector('footer')).toHaveTextContent('All rights reserved.');
  });

  it("links an installable dashboard's manifest and home-screen icon, and no buyer page's", () => {
    const { head } = parse(renderFirstPaint({ url: '/driverdashboard', routeStyles }));
    expect(head.querySelector('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/driver.webmanifest',
    );
    expect(head.querySelector('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/driver-apple-touch.png',
    );
    const seller = parse(renderFirstPaint({ url: '/sellerdashboard/orders', routeStyles }));
    expect(seller.head.querySelector('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/seller.webmanifest',
    );
    for (const url of ['/', '/stores/Restaurants', '/dashboard', '/admindashboard']) {
      const { head: buyerHead } = parse(renderFirstPaint({ url, routeStyles }));
      expect(buyerHead.querySelector('link[rel="manifest"]'), url).toBeNull();
      expect(buyerHead.querySelector('link[rel="apple-touch-icon"]'), url).toBeNull();
    }
  });
});

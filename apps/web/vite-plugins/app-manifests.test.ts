import { describe, expect, it } from 'vitest';
import { INSTALLABLE_APPS } from '../src/lib/installable-apps';
import { appManifest, tokenColour } from './app-manifests';

/** As src/ui/tokens.css writes them. */
const tokens = `:root {
  --color-brand-800: #0f4a42;
  --color-sand-25: #fcfbf8;
  --color-bg: var(--color-sand-25);
}`;

describe('the installable apps’ manifests (issue #36)', () => {
  it('reads the design tokens’ colours, through a var()', () => {
    expect(tokenColour(tokens, 'color-brand-800')).toBe('#0f4a42');
    expect(tokenColour(tokens, 'color-bg')).toBe('#fcfbf8');
    expect(() => tokenColour(tokens, 'color-none')).toThrow('tokens.css has no --color-none.');
  });

  it('makes each dashboard an app of its own, started and scoped at its pages', () => {
    const [driver, seller] = INSTALLABLE_APPS.map((app) =>
      appManifest(app, { brandName: 'Arroyo', tokens }),
    );
    expect(driver).toMatchObject({
      id: '/driverdashboard',
      name: 'Arroyo Driver',
      short_name: 'Driver',
      start_url: '/driverdashboard',
      scope: '/driverdashboard',
      display: 'standalone',
      theme_color: '#0f4a42',
      background_color: '#fcfbf8',
    });
    expect(driver?.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(seller).toMatchObject({ name: 'Arroyo Seller', scope: '/sellerdashboard' });
    // A short brand keeps its name on the home screen.
    expect(appManifest(INSTALLABLE_APPS[0]!, { brandName: 'Oak', tokens }).short_name).toBe(
      'Oak Driver',
    );
  });
});

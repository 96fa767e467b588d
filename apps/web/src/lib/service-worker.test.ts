import { describe, expect, it, vi } from 'vitest';
import { PUSH_ONLY_SCOPE, serviceWorkerRegistration, serviceWorkerScope } from './service-worker';

/** navigator.serviceWorker with `registered` already there (scope → registration). */
function fakeServiceWorkers(registered: Record<string, object> = {}) {
  const register = vi.fn(async (_url: string, options: RegistrationOptions) => ({
    scope: `http://localhost${options.scope}`,
  }));
  const getRegistration = vi.fn(async (scope: string) => registered[scope]);
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register, getRegistration } });
  return { register };
}

describe('serviceWorkerScope (issue #36)', () => {
  it('gives the installable apps’ pages their app’s scope', () => {
    expect(serviceWorkerScope('/driverdashboard')).toBe('/driverdashboard');
    expect(serviceWorkerScope('/sellerdashboard')).toBe('/sellerdashboard');
    expect(serviceWorkerScope('/sellerdashboard/orders')).toBe('/sellerdashboard');
  });

  it('gives every other page the push-only scope, which holds no page', () => {
    for (const path of ['/', '/stores/Restaurants', '/cart', '/dashboard', '/admindashboard']) {
      expect(serviceWorkerScope(path), path).toBe(PUSH_ONLY_SCOPE);
    }
    expect(PUSH_ONLY_SCOPE).toBe('/push/');
  });
});

describe('serviceWorkerRegistration', () => {
  it('registers /sw.js under the page’s scope, once', async () => {
    const { register } = fakeServiceWorkers();
    await serviceWorkerRegistration('/driverdashboard');
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/driverdashboard' });

    const existing = { scope: 'http://localhost/push/' };
    const again = fakeServiceWorkers({ '/push/': existing });
    expect(await serviceWorkerRegistration('/stores/Restaurants')).toBe(existing);
    expect(again.register).not.toHaveBeenCalled();
  });

  it('answers null where the browser has no service workers or refuses one', async () => {
    expect(await serviceWorkerRegistration('/driverdashboard')).toBeNull();
    const { register } = fakeServiceWorkers();
    register.mockRejectedValueOnce(new DOMException('Insecure origin', 'SecurityError'));
    expect(await serviceWorkerRegistration('/driverdashboard')).toBeNull();
  });
});

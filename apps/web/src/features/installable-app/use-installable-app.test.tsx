import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useInstallableApp } from './use-installable-app';

function Page() {
  useInstallableApp();
  return null;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );

const linked = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`);

describe('useInstallableApp (issue #36)', () => {
  it('on the driver’s app, registers the worker under its scope and links its manifest', async () => {
    const register = vi.fn(async () => ({ scope: 'http://localhost/driverdashboard' }));
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { register, getRegistration: async () => undefined },
    });
    const page = renderAt('/driverdashboard');
    expect(linked('manifest')).toHaveAttribute('href', '/driver.webmanifest');
    expect(linked('apple-touch-icon')).toHaveAttribute('href', '/icons/driver-apple-touch.png');
    await vi.waitFor(() =>
      expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/driverdashboard' }),
    );
    // Leaving the app (to a buyer's page) takes the links away.
    page.unmount();
    expect(linked('manifest')).toBeNull();
    expect(linked('apple-touch-icon')).toBeNull();
  });

  it('does nothing on any other page', () => {
    const register = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    renderAt('/admindashboard');
    expect(linked('manifest')).toBeNull();
    expect(register).not.toHaveBeenCalled();
  });
});

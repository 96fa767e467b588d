import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/routes';

/** Shows where the router is, so tests can assert navigation and its state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Renders the whole app (providers, routes, layout) at `route`, with a location probe. */
export function renderApp(route: Entry = '/') {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
}

/** Renders any element inside the providers and a router at `route`. */
export function renderWithRouter(ui: ReactNode, route: Entry = '/') {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
}

export function currentLocation(): { path: string; state: unknown } {
  const probe = document.querySelector('[data-testid="location"]');
  return {
    path: probe?.textContent ?? '',
    state: JSON.parse(probe?.getAttribute('data-state') ?? 'null'),
  };
}

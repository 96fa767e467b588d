import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/routes';
import { SessionEnded } from '../app/session-ended';

/** Shows where the router is, so tests can assert navigation and its state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

let navigateInApp: ((to: string) => void) | null = null;

/** Lets a test move the app to another route, as a link or the address bar would. */
function NavigateProbe() {
  const navigate = useNavigate();
  navigateInApp = (to) => navigate(to);
  return null;
}

export function navigateTo(to: string): void {
  act(() => navigateInApp?.(to));
}

type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Renders the whole app (providers, routes, layout) at `route`, with a location probe. */
export function renderApp(route: Entry = '/') {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[route]}>
        <SessionEnded />
        <AppRoutes />
        <LocationProbe />
        <NavigateProbe />
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

/** A button that goes back one history entry, for tests of how a page writes history. */
function BackProbe() {
  const navigate = useNavigate();
  return (
    <button type="button" data-testid="history-back" hidden onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

/**
 * Renders `ui` (usually <Routes>) inside the providers with a history of several entries, the
 * last one current; `goBack()` then steps back through them.
 */
export function renderWithHistory(ui: ReactNode, entries: string[]) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {ui}
        <LocationProbe />
        <BackProbe />
      </MemoryRouter>
    </AppProvider>,
  );
}

export function goBack(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-testid="history-back"]');
  act(() => button?.click());
}

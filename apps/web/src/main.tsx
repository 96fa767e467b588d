import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { earlyRequestsSettled } from './api/early-requests';
import { App } from './app/app';
import { FirstPaintHandover, watchServerFields } from './app/first-paint-handover';
import { preloadRoute } from './app/routes';
import { getSession, sessionRole } from './features/auth/session-store';
import './ui/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');

/** However slow the network, the app shows itself (with a loading state) after this long. */
const FIRST_SCREEN_WAIT_MS = 3000;

// What the visitor types into the server's first paint until the app takes over.
const serverFields = watchServerFields(container);

function render(root: HTMLElement) {
  const app = createRoot(root);
  // What the server drew is on screen (docs/decisions/102): React builds the app in slices,
  // answering the visitor's taps and scrolls in between, and puts it in place at the end.
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
        <FirstPaintHandover root={root} server={serverFields} />
      </StrictMode>,
    );
  });
}

// A deep link to a lazy screen: its code and, for a store, its data (both already downloading,
// see index.html) come first, so the first render is the page itself, not placeholders that
// would then move it about.
void Promise.race([
  Promise.all([
    preloadRoute(window.location.pathname, sessionRole(getSession())),
    earlyRequestsSettled(),
  ]),
  new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
]).then(() => render(container));

import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './error-boundary';
import { AppProvider } from './provider';
import { AppRoutes } from './routes';
import { SessionEnded } from './session-ended';

export function App() {
  return (
    <AppErrorBoundary>
      <AppProvider>
        <BrowserRouter>
          <SessionEnded />
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </AppErrorBoundary>
  );
}

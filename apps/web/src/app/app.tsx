import { BrowserRouter } from 'react-router';
import { AppErrorBoundary } from './error-boundary';
import { AppProvider } from './provider';
import { AppRoutes } from './routes';
import { SessionEnded } from './session-ended';
import { SessionRefresh } from './session-refresh';

export function App() {
  return (
    <AppErrorBoundary>
      <AppProvider>
        <BrowserRouter>
          <SessionEnded />
          <SessionRefresh />
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </AppErrorBoundary>
  );
}

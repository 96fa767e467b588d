import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ApiError } from '../api/client';

// Toasts only follow an action, so their code (sonner) stays out of the first download.
const Toaster = lazy(() => import('../ui/toaster').then((module) => ({ default: module.Toaster })));

/** One more try for a network or server failure; none for an answer such as 404 or 400. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: 30_000 },
      // A failed login or payment call must never be silently repeated.
      mutations: { retry: false },
    },
  });
}

/** App-wide providers: server-state cache and toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { Toaster } from './components/ui/toaster';

/**
 * What wraps the router on every page, in the browser and in the server's render of a public page:
 * one tree on both sides, so hydration finds the elements it expects (decision 0033).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ConsoleApp } from './console-app.tsx';
import './console.css';

/** Mounts the operator console (its own chunk: the player site never loads it). */
export function mountConsole(container: HTMLElement): void {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 15_000 } },
  });
  document.title = 'Croupier console';
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ConsoleApp />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

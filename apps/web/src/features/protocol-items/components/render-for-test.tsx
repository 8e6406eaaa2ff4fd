import { Suspense, type ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import '../../../shared/i18n/i18n.ts';

/** jsdom lacks what Mantine asks for (media queries, font loading, resize observing). Test-only. */
export function installDomShims(): void {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

/** A component inside the providers a page has (theme, queries, router, translations). Test-only. */
export function renderForTest(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Suspense fallback={null}>{ui}</Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

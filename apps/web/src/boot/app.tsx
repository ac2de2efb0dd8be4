import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '../app/providers';
import { createAppRouter } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/** The whole app: every route, the session, server state, realtime and toasts. */
export function render(root: HTMLElement, i18n: I18n): void {
  createRoot(root).render(
    <StrictMode>
      <Providers i18n={i18n} queryClient={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
}

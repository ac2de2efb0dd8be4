import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../app/providers';
import { appRoutes } from '../app/router';
import type { InitialSession } from '../app/session';
import { createI18n } from '../i18n';
import { englishResources } from '../i18n/english';
import type { ApiClient } from '../lib/api';

export interface RenderAppOptions {
  /** Where the app starts. */
  path?: string;
  /** The session to start in (SessionProvider's test-only seam); omit to go through storage and `api`. */
  session?: InitialSession;
  api?: ApiClient;
}

/** Renders the whole app (providers, real route table, guards and shells) in memory at `path`. */
export function renderApp({ path = '/', session, api }: RenderAppOptions = {}) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const i18n = createI18n(englishResources);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <Providers i18n={i18n} queryClient={queryClient} initialSession={session} api={api}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, i18n, queryClient };
}

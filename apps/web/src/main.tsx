import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n';
import { registerServiceWorker } from './lib/offline/register-service-worker';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The language is loaded before the first render, so no screen flashes in English first.
void initI18n().then((i18n) => {
  createRoot(root).render(
    <StrictMode>
      <Providers i18n={i18n} queryClient={createQueryClient()}>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
});

registerServiceWorker();

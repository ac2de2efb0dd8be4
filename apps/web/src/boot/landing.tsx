import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '../app/theme';
import { Landing } from '../features/landing/screens/Landing';

/**
 * The landing alone, for a signed-out visitor's first page: no router, session, server state, realtime or
 * toasts, so it shows sooner (issue #19's budget). Its links load the app's page they name.
 */
export function render(root: HTMLElement, i18n: I18n): void {
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <Landing />
        </ThemeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

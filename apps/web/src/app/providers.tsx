import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useT } from '../i18n/use-t';
import type { ApiClient } from '../lib/api';
import { Toaster } from '../ui/Toaster';
import { ErrorBoundary } from './ErrorBoundary';
import { RealtimeProvider } from './realtime';
import { SessionProvider, type InitialSession } from './session';
import { ThemeProvider, useTheme } from './theme';

export interface ProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
  /** Test-only, passed through to SessionProvider (see there). */
  initialSession?: InitialSession;
  /** Test-only: a fake API client. */
  api?: ApiClient;
}

/** Everything the screens rely on, in dependency order: language, crash screen, server state, theme, session, toasts. */
export function Providers({ i18n, queryClient, children, initialSession, api }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider>
            <SessionProvider initialSession={initialSession} api={api}>
              <RealtimeProvider>{children}</RealtimeProvider>
            </SessionProvider>
            <AppToaster />
          </ThemeProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}

function AppToaster() {
  const { t } = useT();
  const { resolved } = useTheme();
  return <Toaster theme={resolved} label={t('common:toastRegion')} />;
}

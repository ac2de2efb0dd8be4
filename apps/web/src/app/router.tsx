import {
  Navigate,
  Outlet,
  ScrollRestoration,
  createBrowserRouter,
  useParams,
  type RouteObject,
} from 'react-router';
import { DebugOverlayGate } from '../features/debug/components/DebugOverlayGate';
import { loadEveryNamespace } from '../i18n';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import type { RouteAccess } from './access';
import { RouteErrorScreen } from './ErrorBoundary';
import { AccessGuard } from './guards';
import { ROUTES, redirectTarget, type RouteSpec } from './routes';

/** A redirect route: its target, with the parameters of the matched path filled in. */
function Redirect({ to }: { to: string }) {
  return <Navigate to={redirectTarget(to, useParams())} replace />;
}

// Each screen is its own chunk, loaded when its route is first visited.
function toRouteObject({ path, screen }: RouteSpec): RouteObject {
  switch (screen.kind) {
    case 'redirect':
      return { path, element: <Redirect to={screen.to} /> };
    case 'landing':
      return {
        path,
        lazy: async () => {
          const { RoutedLanding } = await import('../features/landing/screens/RoutedLanding');
          return { Component: RoutedLanding };
        },
      };
    case 'screen':
      return { path, lazy: async () => ({ Component: await screen.load() }) };
  }
}

const guarded = (access: RouteAccess): RouteObject => ({
  element: <AccessGuard access={access} />,
  children: ROUTES.filter((route) => route.access === access).map(toRouteObject),
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <DebugOverlayGate />
    </>
  );
}

/**
 * The route tree: the landing stands alone (it has its own header); every other screen sits in the app
 * shell, under the guard of its access class; unknown paths end at the 404 page (or /dashboard with a
 * profile).
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      guarded('root'),
      {
        // Lazy too: the landing, the usual first page, does not need the shells (nor their menu code, nor the
        // strings of the app's screens, which load beside it).
        lazy: async () => {
          const [{ AppShell }] = await Promise.all([import('./shells/AppShell'), loadEveryNamespace()]);
          return { Component: AppShell };
        },
        children: [
          guarded('public'),
          guarded('guest'),
          guarded('onboarding'),
          guarded('profile'),
          {
            element: <AccessGuard access="unknown" />,
            children: [
              {
                path: '*',
                lazy: async () => {
                  const { NotFound } = await import('./screens/NotFound');
                  return { Component: NotFound };
                },
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { isNativePlatform } from '../lib/platform';
import { FullScreenLoader } from '../ui/FullScreenLoader';
import { decideAccess, type RouteAccess } from './access';
import { useSession } from './session';

/**
 * A layout route that lets its children render, waits for the session, or redirects, as
 * `decideAccess` (pure, tested) says for this access class.
 */
export function AccessGuard({ access }: { access: RouteAccess }) {
  const { status } = useSession();
  const { pathname } = useLocation();
  const decision = decideAccess({ access, status, pathname, isNative: isNativePlatform() });
  switch (decision.kind) {
    case 'wait':
      return <FullScreenLoader />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render':
      return <Outlet />;
  }
}

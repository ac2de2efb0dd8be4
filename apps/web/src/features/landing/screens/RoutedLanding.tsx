import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/session';
import { LandingNavigationProvider } from '../components/LandingLink';
import { Landing } from './Landing';

/**
 * The landing inside the app's router: shown at `/` to someone with a session but no profile yet (their way
 * in is onboarding, platform.md §2.1), and while a stored session is being checked. Its links navigate in place.
 */
export function RoutedLanding() {
  const navigate = useNavigate();
  const { status } = useSession();
  const hasAccount = status === 'no-profile';
  const navigation = useMemo(
    () => ({ hasAccount, navigate: (to: string) => void navigate(to) }),
    [hasAccount, navigate],
  );
  return (
    <LandingNavigationProvider value={navigation}>
      <Landing />
    </LandingNavigationProvider>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useApi, useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { FullScreenLoader } from '../../../ui/FullScreenLoader';
import { completeSocialSignIn } from '../auth-api';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';

/**
 * /auth/callback: where Google or Apple send the browser back. The server holds the new session in a
 * cookie; `POST /api/auth-token` exchanges it for the bearer token, and the app is signed in from then on.
 */
export function AuthCallback() {
  const { t } = useT();
  const api = useApi();
  const { setToken } = useSession();
  const handOff = useQuery({
    queryKey: ['auth', 'callback'],
    queryFn: () => completeSocialSignIn(api),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const token = handOff.data;

  useEffect(() => {
    if (token) setToken(token);
  }, [token, setToken]);

  if (handOff.isPending || token) return <FullScreenLoader />;
  return (
    <AuthCard title={t('auth:social.callbackTitle')}>
      <FormAlert tone="error" focusOnShow>
        {t('auth:social.failed')}
      </FormAlert>
      <Button asChild size="lg" className="w-full">
        <Link to="/sign-in">{t('auth:backToSignIn')}</Link>
      </Button>
    </AuthCard>
  );
}

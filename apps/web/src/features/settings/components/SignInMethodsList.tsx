import KeyRound from 'lucide-react/icons/key-round';
import Link2 from 'lucide-react/icons/link-2';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { FormAlert } from '../../auth';
import { useLinkProvider, useSignInMethods, useUnlinkProvider } from '../queries';
import { Badge } from './LinkList';

const PROVIDER_NAMES = { google: 'Google', apple: 'Apple' } as const;

/**
 * The ways into the account: the password, then Google and Apple, each linked (with unlink, unless it is the
 * last way in) or not (with link, when this server is set up for the provider; otherwise it says so).
 */
export function SignInMethodsList() {
  const { t } = useT();
  const [search] = useSearchParams();
  const methods = useSignInMethods();
  const unlink = useUnlinkProvider();
  const link = useLinkProvider();

  if (methods.isPending) return <Spinner label={t('common:loading')} className="self-center" />;
  if (methods.isError) return <FormAlert tone="error">{t(errorMessageKey(methods.error))}</FormAlert>;
  const { hasPassword, providers } = methods.data;
  const waysIn = Number(hasPassword) + providers.filter((provider) => provider.linked).length;
  const linked = search.get('linked');
  const failed = search.get('link_error');

  return (
    <>
      {linked === 'google' || linked === 'apple' ? (
        <FormAlert tone="success">
          {t('settings:account.methods.linkedNow', { provider: PROVIDER_NAMES[linked] })}
        </FormAlert>
      ) : null}
      {failed && <FormAlert tone="error">{t('settings:account.methods.linkFailed')}</FormAlert>}
      {(unlink.isError || link.isError) && (
        <FormAlert key={unlink.submittedAt + link.submittedAt} tone="error" focusOnShow>
          {t(errorMessageKey(unlink.error ?? link.error))}
        </FormAlert>
      )}
      <ul className="flex flex-col divide-y divide-line">
        <li className="flex items-center gap-4 py-3 first:pt-0">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-fg-muted"
          >
            <KeyRound className="size-5" />
          </span>
          <p className="flex min-w-0 flex-1 flex-wrap items-center gap-2 font-medium">
            {t('settings:account.methods.password')}
            <Badge>
              {hasPassword ? t('settings:account.methods.set') : t('settings:account.methods.notSet')}
            </Badge>
          </p>
        </li>
        {providers.map((provider) => {
          const name = PROVIDER_NAMES[provider.id];
          const isLast = provider.linked && waysIn <= 1;
          return (
            <li
              key={provider.id}
              className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 py-3 last:pb-0 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-fg-muted"
              >
                <Link2 className="size-5" />
              </span>
              <div className="flex min-w-0 flex-col">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {name}
                  {provider.linked && <Badge>{t('settings:account.methods.linked')}</Badge>}
                </p>
                <p className="text-sm text-fg-muted">
                  {provider.linked
                    ? isLast
                      ? t('settings:account.methods.lastWayIn')
                      : t('settings:account.methods.linkedHint', { provider: name })
                    : provider.configured
                      ? t('settings:account.methods.linkHint', { provider: name })
                      : t('settings:account.methods.notConfigured', { provider: name })}
                </p>
              </div>
              <div className="col-start-2 sm:col-start-auto">
                {provider.linked ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={isLast || unlink.isPending}
                    onClick={() => unlink.mutate(provider.id)}
                  >
                    {t('settings:account.methods.unlink', { provider: name })}
                  </Button>
                ) : provider.configured ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={link.isPending}
                    onClick={() => link.mutate(provider.id)}
                  >
                    {t('settings:account.methods.link', { provider: name })}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

import Monitor from 'lucide-react/icons/monitor';
import Smartphone from 'lucide-react/icons/smartphone';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { FormAlert } from '../../auth';
import { useAccountSessions, useRevokeSession } from '../queries';
import { describeDevice, orderSessions, type AccountSession } from '../sessions';
import { Badge } from './LinkList';

/** The device a session runs on, in words: "Chrome on Windows", or "Unknown device". */
function useDeviceName() {
  const { t } = useT();
  return (session: AccountSession) => {
    const { browser, os } = describeDevice(session.userAgent);
    if (browser && os) return t('settings:account.sessions.device', { browser, os });
    return browser ?? os ?? t('settings:account.sessions.unknownDevice');
  };
}

/**
 * The account's signed-in devices: which device, when it signed in, this device marked; any other can be
 * ended (it is signed out at its next call), and this one signs out.
 */
export function SessionList() {
  const { t, i18n } = useT();
  const { signOut } = useSession();
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const deviceName = useDeviceName();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const formatDate = (iso: string) => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? '—' : dateFormat.format(time);
  };

  if (sessions.isPending) return <Spinner label={t('common:loading')} className="self-center" />;
  if (sessions.isError) return <FormAlert tone="error">{t(errorMessageKey(sessions.error))}</FormAlert>;

  return (
    <>
      {revoke.isError && (
        <FormAlert key={revoke.submittedAt} tone="error" focusOnShow>
          {t(errorMessageKey(revoke.error))}
        </FormAlert>
      )}
      <ul className="flex flex-col divide-y divide-line">
        {orderSessions(sessions.data).map((session) => {
          const isCurrent = session.current;
          const name = deviceName(session);
          const Icon = describeDevice(session.userAgent).isMobile ? Smartphone : Monitor;
          const isEnding = revoke.isPending && revoke.variables === session.id;
          return (
            <li
              key={session.id}
              className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-fg-muted"
              >
                <Icon className="size-5" />
              </span>
              <div className="flex min-w-0 flex-col">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                  {name}
                  {isCurrent && <Badge>{t('settings:account.sessions.current')}</Badge>}
                </p>
                <p className="text-sm text-fg-muted">
                  {t('settings:account.sessions.signedIn', { date: formatDate(session.createdAt) })}
                </p>
                {session.ipAddress && (
                  <p className="text-sm text-fg-muted">
                    {t('settings:account.sessions.ipAddress', { ip: session.ipAddress })}
                  </p>
                )}
              </div>
              <div className="col-start-2 sm:col-start-auto">
                {isCurrent ? (
                  <Button variant="secondary" size="sm" onClick={() => void signOut()}>
                    {t('nav:signOut')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={revoke.isPending}
                    aria-label={t('settings:account.sessions.endLabel', { device: name })}
                    onClick={() => revoke.mutate(session.id)}
                  >
                    {isEnding && <Spinner className="size-4" />}
                    {t('settings:account.sessions.end')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

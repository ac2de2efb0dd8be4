import { LogOut } from 'lucide-react';
import { useSession } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { Button } from '../../../ui/Button';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { SessionList } from '../components/SessionList';
import { SettingsPage, SettingsSection } from '../components/SettingsPage';

/** /settings/account: signed-in devices, change password, sign out. */
export function AccountSettings() {
  const { t } = useT();
  const { signOut } = useSession();
  return (
    <SettingsPage
      title={t('settings:account.title')}
      back={{ to: '/settings', label: t('settings:home.title') }}
    >
      <SettingsSection
        title={t('settings:account.sessions.title')}
        description={t('settings:account.sessions.hint')}
      >
        <SessionList />
      </SettingsSection>
      <SettingsSection title={t('settings:account.password.title')}>
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection title={t('nav:signOut')} description={t('settings:account.signOutHint')}>
        <Button variant="secondary" className="self-start" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          {t('nav:signOut')}
        </Button>
      </SettingsSection>
    </SettingsPage>
  );
}

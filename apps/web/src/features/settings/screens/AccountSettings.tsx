import { useT } from '../../../i18n/use-t';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { SessionList } from '../components/SessionList';
import { SettingsPage, SettingsSection } from '../components/SettingsPage';

/** /settings/account: the signed-in devices (this one signs out from its row) and change password. */
export function AccountSettings() {
  const { t } = useT();
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
    </SettingsPage>
  );
}

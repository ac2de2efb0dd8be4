import { useT } from '../../../i18n/use-t';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { DeleteAccount } from '../components/DeleteAccount';
import { ExportData } from '../components/ExportData';
import { SignInMethodsList } from '../components/SignInMethodsList';
import { SessionList } from '../components/SessionList';
import { SettingsPage, SettingsSection } from '../components/SettingsPage';
import { useSignInMethods } from '../queries';

/**
 * /settings/account: the signed-in devices (this one signs out from its row), the ways to sign in (link and
 * unlink Google and Apple), change password, export my data and delete my account.
 */
export function AccountSettings() {
  const { t } = useT();
  // A golfer who signs in with Google or Apple only has no current password to type.
  const hasPassword = useSignInMethods().data?.hasPassword !== false;
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
      <SettingsSection
        title={t('settings:account.methods.title')}
        description={t('settings:account.methods.hint')}
      >
        <SignInMethodsList />
      </SettingsSection>
      <SettingsSection title={t('settings:account.password.title')}>
        {hasPassword ? (
          <ChangePasswordForm />
        ) : (
          <p className="text-sm text-fg-muted text-pretty">{t('settings:account.password.noPassword')}</p>
        )}
      </SettingsSection>
      <SettingsSection
        title={t('settings:account.export.title')}
        description={t('settings:account.export.hint')}
      >
        <ExportData />
      </SettingsSection>
      <SettingsSection
        title={t('settings:account.delete.title')}
        description={t('settings:account.delete.hint')}
      >
        <DeleteAccount />
      </SettingsSection>
    </SettingsPage>
  );
}

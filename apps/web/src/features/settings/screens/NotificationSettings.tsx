import { NOTIFICATION_TOGGLES, type NotificationToggle } from '@fairway/contract/runtime';
import { useT } from '../../../i18n/use-t';
import { errorMessageKey } from '../../../lib/api';
import { Spinner } from '../../../ui/Spinner';
import { FormAlert } from '../../auth';
import { SwitchRow } from '../../games';
import { SettingsPage, SettingsSection } from '../components/SettingsPage';
import { useNotificationSettings, useUpdateNotificationSettings } from '../queries';

/**
 * /settings/notifications: the seven toggles of games-and-profiles.md §9, stored on the server (every device and
 * the notifications Fairway sends read the same); each switch saves as it moves.
 */
export function NotificationSettings() {
  const { t } = useT();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const toggleLabel = (key: NotificationToggle) => t(`settings:notifications.toggles.${key}`); // i18n-dynamic: i18n.test.ts checks each
  const toggle = (key: NotificationToggle, value: boolean) => {
    if (settings.data) update.mutate({ ...settings.data, [key]: value });
  };
  return (
    <SettingsPage
      title={t('settings:notifications.title')}
      back={{ to: '/settings', label: t('settings:home.title') }}
    >
      <SettingsSection
        title={t('settings:notifications.sendMe')}
        description={t('settings:notifications.hint')}
      >
        {settings.isPending && <Spinner label={t('common:loading')} className="self-center" />}
        {settings.isError && <FormAlert tone="error">{t(errorMessageKey(settings.error))}</FormAlert>}
        {update.isError && (
          <FormAlert key={update.submittedAt} tone="error" focusOnShow>
            {t(errorMessageKey(update.error))}
          </FormAlert>
        )}
        {settings.data && (
          <div className="-mx-4 flex flex-col sm:-mx-6">
            {NOTIFICATION_TOGGLES.map((key) => (
              <SwitchRow
                key={key}
                label={toggleLabel(key)}
                checked={settings.data[key]}
                onChange={(value) => toggle(key, value)}
              />
            ))}
          </div>
        )}
      </SettingsSection>
    </SettingsPage>
  );
}

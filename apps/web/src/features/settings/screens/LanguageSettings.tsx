import { useT } from '../../../i18n/use-t';
import { LanguagePicker } from '../components/LanguagePicker';
import { SettingsPage, SettingsSection } from '../components/SettingsPage';

/** /settings/languages: the interface language (stored under `locale`). */
export function LanguageSettings() {
  const { t } = useT();
  return (
    <SettingsPage
      title={t('settings:languages.title')}
      back={{ to: '/settings', label: t('settings:home.title') }}
    >
      <SettingsSection title={t('common:language')} description={t('settings:languages.hint')}>
        <LanguagePicker className="self-start" />
      </SettingsSection>
    </SettingsPage>
  );
}

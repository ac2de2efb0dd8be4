import { useT } from '../../../i18n/use-t';
import { SettingsPage, SettingsSection } from '../components/SettingsPage';
import { ThemeSwitch } from '../components/ThemeSwitch';

/** /settings/display: the theme (light, dark or system). */
export function DisplaySettings() {
  const { t } = useT();
  return (
    <SettingsPage
      title={t('settings:display.title')}
      back={{ to: '/settings', label: t('settings:home.title') }}
    >
      <SettingsSection title={t('common:theme.label')} description={t('settings:display.themeHint')}>
        <ThemeSwitch showLabels className="self-start" />
      </SettingsSection>
    </SettingsPage>
  );
}

/** What other features use of the settings feature. */
export { ThemeSwitch } from './components/ThemeSwitch';
export { SettingsPage, SettingsSection } from './components/SettingsPage';
export { LanguagePicker } from './components/LanguagePicker';

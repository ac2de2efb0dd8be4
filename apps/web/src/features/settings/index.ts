/** What other features use of the settings feature: the settings page's frame (debug) and the pickers. */
export * from './index.light';
export { SettingsPage, SettingsSection } from './components/SettingsPage';

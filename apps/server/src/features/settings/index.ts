/** What other features use of settings: a golfer's notification toggles (read by notifications and push). */
export { createSettingsRepository } from './settings.repository';
export type { SettingsRepository } from './settings.repository';

/** What other features may use of settings: a golfer's notification toggles (read by notifications). */
export { createSettingsRepository } from './settings.repository';
export type { SettingsRepository } from './settings.repository';

/** The settings feature as other features use it: the golfer's notification toggles (read by push). */
export { createSettingsRepository } from './settings.repository';
export type { SettingsRepository } from './settings.repository';

/**
 * The part of the settings feature's surface that the landing may load: the theme and language pickers, which pull
 * in no API client, query or form (index.ts re-exports it, with the rest).
 */
export { ThemeSwitch } from './components/ThemeSwitch';
export { LanguagePicker } from './components/LanguagePicker';

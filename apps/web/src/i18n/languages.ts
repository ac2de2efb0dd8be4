/** The 12 interface languages (platform.md §1). English is bundled; the others load on demand. */
export const SUPPORTED_LANGUAGES = [
  'en',
  'de',
  'es',
  'fr',
  'it',
  'nl',
  'ru',
  'sv',
  'vi',
  'ja',
  'ko',
  'zh',
] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Each language in its own name (an autonym), as a language picker shows it: a reader who does not
 * understand the current language must still find theirs, so these are deliberately not translated.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  ru: 'Русский',
  sv: 'Svenska',
  vi: 'Tiếng Việt',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
};

export function isSupportedLanguage(value: string | null | undefined): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');
}

/**
 * The language to start in: the stored choice when it is supported, else the first of the browser's
 * languages whose base (`de` of `de-CH`, `zh` of `zh-Hant-TW`) is supported, else English.
 */
export function pickInitialLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isSupportedLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isSupportedLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

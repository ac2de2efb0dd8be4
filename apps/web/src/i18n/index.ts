import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, writeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  pickInitialLanguage,
  type Language,
} from './languages';
import { NAMESPACES, englishResources } from './resources';

type LanguageBundle = Record<string, Record<string, unknown>>;

// One chunk per language (locales/<lang>/index.ts gathers its namespaces); English is in the main bundle.
const bundleLoaders = import.meta.glob<{ default: LanguageBundle }>([
  './locales/*/index.ts',
  '!./locales/en/index.ts',
]);

/** Creates an initialised i18next instance with English loaded (synchronous; tests use it directly). */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: englishResources },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    react: { useSuspense: false },
    initAsync: false,
  });
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  return instance;
}

/** Loads a language's resources into `instance` if needed. False when the chunk could not be fetched. */
export async function loadLanguage(instance: I18n, language: Language): Promise<boolean> {
  if (instance.hasResourceBundle(language, 'common')) return true;
  const load = bundleLoaders[`./locales/${language}/index.ts`];
  if (!load) return false;
  try {
    const { default: bundle } = await load();
    for (const [namespace, resources] of Object.entries(bundle)) {
      instance.addResourceBundle(language, namespace, resources, true, true);
    }
    return true;
  } catch (error) {
    // Offline or a stale deployment: stay in the current language rather than show keys.
    console.warn(`Could not load language ${language}`, error);
    return false;
  }
}

/**
 * Switches to `language` (loading it first). With `remember`, the choice is stored under `locale` and
 * wins over the browser's language from then on.
 */
export async function changeLanguage(instance: I18n, language: string, remember: boolean): Promise<void> {
  if (!isSupportedLanguage(language)) return;
  if (!(await loadLanguage(instance, language))) return;
  await instance.changeLanguage(language);
  if (remember) writeStorage(STORAGE_KEYS.locale, language);
}

/** The app's instance, started in the stored language, else the browser's, else English. */
export async function initI18n(): Promise<I18n> {
  const instance = createI18n();
  const language = pickInitialLanguage(
    readStorage(STORAGE_KEYS.locale),
    navigator.languages ?? [navigator.language],
  );
  await changeLanguage(instance, language, false);
  document.documentElement.lang = instance.language;
  return instance;
}

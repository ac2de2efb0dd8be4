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
import common from './locales/en/common.json';
import errors from './locales/en/errors.json';
import landing from './locales/en/landing.json';
import nav from './locales/en/nav.json';
import startup from './locales/en/startup.json';
import type { FIRST_NAMESPACES } from './resources';
import { NAMESPACES, type Resources } from './resources';

type LanguageBundle = Record<string, Record<string, unknown>>;

/** The English bundled with the app (FIRST_NAMESPACES): the rest comes with the app shell, loadEveryNamespace. */
const firstEnglish = { common, nav, errors, landing, startup } satisfies Pick<
  Resources,
  (typeof FIRST_NAMESPACES)[number]
>;

// One chunk per language (locales/<lang>/index.ts gathers its namespaces); English is in the main bundle.
const bundleLoaders = import.meta.glob<{ default: LanguageBundle }>([
  './locales/*/index.ts',
  '!./locales/en/index.ts',
]);

/**
 * Creates an initialised i18next instance with these English resources (synchronous). Tests pass every namespace
 * (`englishResources` of english.ts); the app starts with the first ones and loads the rest with loadEveryNamespace.
 */
export function createI18n(english: Partial<Resources> = firstEnglish): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: english },
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

/** The app's instance, once initI18n made it. */
let appInstance: I18n | undefined;

/**
 * Loads the English namespaces not bundled with the app (one chunk) into the app's instance: every screen of the app
 * shell awaits it before it renders (router.tsx), so no screen shows a key while its strings are on the way. The
 * golfer's own language, when not English, is already whole (loadLanguage). Nothing to do in tests, whose instances
 * hold all of English from the start.
 */
export async function loadEveryNamespace(): Promise<void> {
  const instance = appInstance;
  if (!instance || NAMESPACES.every((namespace) => instance.hasResourceBundle('en', namespace))) return;
  const { englishResources } = await import('./english');
  for (const [namespace, resources] of Object.entries(englishResources)) {
    if (!instance.hasResourceBundle('en', namespace)) instance.addResourceBundle('en', namespace, resources);
  }
}

/** The app's instance, started in the stored language, else the browser's, else English. */
export async function initI18n(): Promise<I18n> {
  const instance = createI18n();
  appInstance = instance;
  const language = pickInitialLanguage(
    readStorage(STORAGE_KEYS.locale),
    navigator.languages ?? [navigator.language],
  );
  await changeLanguage(instance, language, false);
  document.documentElement.lang = instance.language;
  return instance;
}

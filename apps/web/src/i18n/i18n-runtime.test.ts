// @vitest-environment jsdom
import '../test/dom';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { changeLanguage, createI18n, initI18n, loadEveryNamespace, loadLanguage } from '.';
import { englishResources } from './english';

describe('languages at run time', () => {
  it('starts in English with every namespace', () => {
    const i18n = createI18n(englishResources);
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav:home')).toBe('Home');
    expect(i18n.t('errors:timeout')).toMatch(/took too long/);
  });

  it('loads another language on demand, then follows it in <html lang>', async () => {
    const i18n = createI18n(englishResources);
    expect(i18n.hasResourceBundle('de', 'nav')).toBe(false);
    await changeLanguage(i18n, 'de', false);
    expect(i18n.language).toBe('de');
    expect(i18n.t('nav:home')).toBe('Start');
    expect(i18n.t('friends:list', { count: 3 })).toBe('Deine Freunde (3)');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBeNull();
  });

  it('remembers a language the user picked', async () => {
    const i18n = createI18n(englishResources);
    await changeLanguage(i18n, 'ja', true);
    expect(i18n.t('common:backToHome')).toBe('ホームに戻る');
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('ja');
  });

  it('ignores a language it does not have', async () => {
    const i18n = createI18n(englishResources);
    await changeLanguage(i18n, 'tlh', true);
    expect(i18n.language).toBe('en');
    expect(await loadLanguage(i18n, 'en')).toBe(true);
  });

  it('starts the app with the first namespaces of English, and loads the others before a screen of the shell', async () => {
    localStorage.removeItem(STORAGE_KEYS.locale);
    const i18n = await initI18n();
    expect(i18n.t('landing:hero.title')).toBe('Every round, every friend, every stat.');
    expect(i18n.hasResourceBundle('en', 'stats')).toBe(false);
    await loadEveryNamespace();
    expect(i18n.hasResourceBundle('en', 'stats')).toBe(true);
    expect(i18n.t('nav:home')).toBe('Home');
  });
});

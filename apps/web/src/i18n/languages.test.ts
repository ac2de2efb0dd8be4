import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, isSupportedLanguage, pickInitialLanguage } from './languages';

describe('pickInitialLanguage', () => {
  it.each<[string | null, string[], string]>([
    // The stored choice wins when supported.
    ['fr', ['de-DE'], 'fr'],
    ['zh', [], 'zh'],
    // Otherwise the first supported browser language, by its base.
    [null, ['de-CH', 'en-US'], 'de'],
    [null, ['pt-BR', 'es-419'], 'es'],
    [null, ['zh-Hant-TW'], 'zh'],
    [null, ['JA'], 'ja'],
    [null, ['sv_SE'], 'sv'],
    ['klingon', ['ko-KR'], 'ko'],
    // Else English.
    [null, ['pt-BR', 'pl'], 'en'],
    [null, [], 'en'],
    ['', [''], 'en'],
  ])('stored %j, browser %j → %s', (stored, browser, expected) => {
    expect(pickInitialLanguage(stored, browser)).toBe(expected);
  });
});

describe('the languages', () => {
  it('are the 12 of platform.md §1, each named in itself', () => {
    expect(SUPPORTED_LANGUAGES).toEqual([
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
    ]);
    expect(Object.values(LANGUAGE_NAMES)).toEqual([
      'English',
      'Deutsch',
      'Español',
      'Français',
      'Italiano',
      'Nederlands',
      'Русский',
      'Svenska',
      'Tiếng Việt',
      '日本語',
      '한국어',
      '中文',
    ]);
  });

  it.each([
    ['en', true],
    ['zh', true],
    ['EN', false],
    ['en-US', false],
    [null, false],
    [undefined, false],
  ])('isSupportedLanguage(%j) → %s', (value, expected) => {
    expect(isSupportedLanguage(value)).toBe(expected);
  });
});

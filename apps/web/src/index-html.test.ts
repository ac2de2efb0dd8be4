import { describe, expect, it } from 'vitest';
import indexHtml from '../index.html?raw';
import { SUPPORTED_LANGUAGES } from './i18n/languages';
import { STORAGE_KEYS } from './lib/storage-keys';
import { DARK_SCHEME_QUERY, THEME_COLORS } from './lib/theme';

// index.html cannot import modules before the first paint, so it repeats a few constants: keep them equal.
describe('index.html', () => {
  const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

  it('applies the stored theme and language before the bundle loads', () => {
    expect(inlineScript).toContain(`'${STORAGE_KEYS.theme}'`);
    expect(inlineScript).toContain(`'${STORAGE_KEYS.locale}'`);
    expect(inlineScript).toContain(`'${DARK_SCHEME_QUERY}'`);
    expect(inlineScript).toContain(`'${THEME_COLORS.dark}'`);
    expect(inlineScript).toContain(`'${THEME_COLORS.light}'`);
    expect(inlineScript).toContain(`/^(${SUPPORTED_LANGUAGES.join('|')})$/`);
  });

  it('runs that script as a function of its own, so no global leaks', () => {
    expect(inlineScript.trim()).toMatch(/^\/\/[\s\S]*\(function \(\) \{[\s\S]*\}\)\(\);$/);
  });

  it('declares a language, the light theme colour, a viewport and a message without JavaScript', () => {
    expect(indexHtml).toMatch(/<html lang="en">/);
    expect(indexHtml).toContain(`<meta name="theme-color" content="${THEME_COLORS.light}" />`);
    expect(indexHtml).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1/);
    expect(indexHtml).toMatch(/<noscript>[\s\S]*JavaScript[\s\S]*<\/noscript>/);
  });
});

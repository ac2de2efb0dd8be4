// WCAG 2.5.3 (label in name) in every language: where a control's accessible name is a longer sentence than the
// text it shows, the sentence must contain that text, so that a voice-control user saying what they see reaches
// it. axe checks the screens in English (e2e); this checks the translations.
import { describe, expect, it } from 'vitest';

const bundles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

function lookup(language: string, key: string): string {
  const [namespace, path] = key.split(':') as [string, string];
  const bundle = bundles[`./locales/${language}/${namespace}.json`];
  const value = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
  if (typeof value !== 'string') throw new Error(`${language}: no ${key}`);
  return value;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);

const languages = [...new Set(Object.keys(bundles).map((path) => path.split('/')[2] ?? ''))];

/** [the visible text's key, the accessible name's key, the values both are filled with]. */
const PAIRS: [string, string, Record<string, string>][] = [
  ['settings:account.sessions.end', 'settings:account.sessions.endLabel', { device: 'Firefox on Linux' }],
];

describe('accessible names contain the text their control shows', () => {
  it('knows all twelve languages', () => expect(languages).toHaveLength(12));

  for (const [visibleKey, labelKey, values] of PAIRS) {
    it.each(languages)(`${labelKey} contains ${visibleKey} in %s, its placeholders filled`, (language) => {
      const label = fill(lookup(language, labelKey), values);
      expect(label).toContain(fill(lookup(language, visibleKey), values));
      expect(label).not.toMatch(/\{\{/);
      for (const value of Object.values(values)) expect(label).toContain(value);
    });
  }

  it.each(languages)('the map’s grouped marker names its number of clubs in %s', (language) => {
    expect(fill(lookup(language, 'clubs:map.group'), { count: '12' })).toContain('12');
  });
});

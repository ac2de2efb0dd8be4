import { describe, expect, it } from 'vitest';
import english from '../../../i18n/locales/en/legal.json';
import { PRIVACY, TERMS, formatLegalDate, keysOf } from './legal-content';

describe('the legal pages', () => {
  it.each([
    ['privacy', PRIVACY, english.privacy],
    ['terms', TERMS, english.terms],
  ] as const)('%s shows every text of its namespace part, each once', (page, document, texts) => {
    const keys = keysOf(document);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(
      Object.keys(texts)
        .map((key) => `legal:${page}.${key}`)
        .sort(),
    );
  });

  it.each([PRIVACY, TERMS])('gives each section a unique anchor', (document) => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+$/);
  });

  it('credits OpenStreetMap under the ODbL, as the licence asks', () => {
    expect(english.privacy.openData1).toContain('© OpenStreetMap contributors');
    expect(english.privacy.openData1).toContain('Open Database License (ODbL)');
    expect(PRIVACY.sections.find((section) => section.id === 'open-data')?.link?.href).toBe(
      'https://www.openstreetmap.org/copyright',
    );
  });

  it.each([
    ['en', '2026-11-21', 'November 21, 2026'],
    ['fr', '2026-11-21', '21 novembre 2026'],
    ['de', '2026-01-02', '2. Januar 2026'],
  ])('dates the texts in the reader’s language (%s %s)', (language, date, expected) => {
    expect(formatLegalDate(language, date)).toBe(expected);
  });
});

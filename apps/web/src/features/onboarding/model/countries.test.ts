import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, countryOptions, filterCountries, foldForSearch } from './countries';

describe('the country list', () => {
  it('holds every ISO 3166-1 alpha-2 code once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(COUNTRY_CODES).toContain('FR');
  });

  it.each([
    ['FR', 'en', 'France'],
    ['DE', 'fr', 'Allemagne'],
    ['ES', 'de', 'Spanien'],
    ['JP', 'ja', '日本'],
    ['GB', 'en', 'United Kingdom'],
  ])('names %s in %s: %s', (code, language, name) => {
    expect(countryName(code, language)).toBe(name);
  });

  it('sorts by the language’s alphabet', () => {
    const names = countryOptions('fr').map((option) => option.name);
    // "Égypte" sorts among the E, not after Z.
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
    expect(names.indexOf('Égypte')).toBeGreaterThan(names.indexOf('Danemark'));
  });

  it.each([
    ['', 249],
    ['   ', 249],
  ])('keeps everything for an empty search %j', (query, count) => {
    expect(filterCountries(countryOptions('en'), query)).toHaveLength(count);
  });

  it.each([
    ['en', 'fra', 'France'],
    ['en', 'FR', 'France'],
    ['fr', 'etats', 'États-Unis'],
    ['fr', 'cote', 'Côte d’Ivoire'],
    ['en', 'kingdom', 'United Kingdom'],
    ['de', 'schweiz', 'Schweiz'],
    ['es', 'esp', 'España'],
  ])('in %s, %j finds %s first', (language, query, first) => {
    expect(filterCountries(countryOptions(language), query)[0]?.name).toBe(first);
  });

  it('finds nothing for nonsense', () => {
    expect(filterCountries(countryOptions('en'), 'xyzzy')).toEqual([]);
  });

  it.each([
    ['Côte d’Ivoire', "cote d'ivoire"],
    ['ÉTATS-UNIS', 'etats-unis'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('finds a country by its English name in another language', () => {
    expect(filterCountries(countryOptions('es'), 'spain')[0]?.name).toBe('España');
    expect(filterCountries(countryOptions('ja'), 'japan')[0]?.name).toBe('日本');
  });
});

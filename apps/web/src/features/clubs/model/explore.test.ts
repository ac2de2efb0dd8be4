import { COUNTRIES, UK_NATIONS } from '@fairway/contract';
import { expect, it } from 'vitest';
import { EUROPEAN_COUNTRIES, countrySearchUrl, regionSearchUrl } from './explore';

it('links only countries the API knows by slug (or a UK nation)', () => {
  const known = new Set([
    ...COUNTRIES.map((country) => country.slug),
    ...UK_NATIONS.map((nation) => nation.slug),
  ]);
  for (const slug of EUROPEAN_COUNTRIES) expect(known.has(slug), slug).toBe(true);
  expect(EUROPEAN_COUNTRIES).toHaveLength(10);
});

it('links regions and countries into the search (§2)', () => {
  expect(regionSearchUrl('bretagne')).toBe('/s?country=france&state=bretagne');
  expect(countrySearchUrl('scotland')).toBe('/s/scotland');
});

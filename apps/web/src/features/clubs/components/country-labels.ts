import type { FEATURED_COUNTRY, EuropeanCountry } from '../model/explore';

/** The translated name of each country the explore page links, by its slug. */
export const COUNTRY_LABELS = {
  france: 'clubs:countries.france',
  italy: 'clubs:countries.italy',
  spain: 'clubs:countries.spain',
  germany: 'clubs:countries.germany',
  switzerland: 'clubs:countries.switzerland',
  scotland: 'clubs:countries.scotland',
  ireland: 'clubs:countries.ireland',
  england: 'clubs:countries.england',
  sweden: 'clubs:countries.sweden',
  netherlands: 'clubs:countries.netherlands',
  finland: 'clubs:countries.finland',
} as const satisfies Record<EuropeanCountry | typeof FEATURED_COUNTRY.slug, `clubs:countries.${string}`>;

export type CountryLabelKey = (typeof COUNTRY_LABELS)[keyof typeof COUNTRY_LABELS];

/** The label key of a country slug, when the app names that country itself. */
export function countryLabelKey(slug: string): CountryLabelKey | undefined {
  return (COUNTRY_LABELS as Record<string, CountryLabelKey>)[slug];
}

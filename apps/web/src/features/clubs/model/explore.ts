/*
 * What the explore page features (clubs-and-social.md §2 "Explore page"): France's regions and a carousel of
 * European countries, each a link into the search.
 */

/** The featured country: France only (§2). Its regions link to `/s?country=france&state={slug}`. */
export const FEATURED_COUNTRY = { slug: 'france', code: 'FR' } as const;

/** The carousel's countries, in the spec's order, by the slug `/s/{country}` takes (UK nations included). */
export const EUROPEAN_COUNTRIES = [
  'italy',
  'spain',
  'germany',
  'switzerland',
  'scotland',
  'ireland',
  'england',
  'sweden',
  'netherlands',
  'finland',
] as const;
export type EuropeanCountry = (typeof EUROPEAN_COUNTRIES)[number];

/** A region of the featured country in the search. */
export function regionSearchUrl(regionSlug: string): string {
  return `/s?country=${FEATURED_COUNTRY.slug}&state=${encodeURIComponent(regionSlug)}`;
}

/** A country in the search. */
export function countrySearchUrl(countrySlug: string): string {
  return `/s/${encodeURIComponent(countrySlug)}`;
}

/** How many nearby clubs the explore page lists, by distance (§2, §9). */
export const NEARBY_COUNT = 10;
/** The nearby section looks this far (km): far enough that a golfer in the countryside still sees ten clubs. */
export const NEARBY_RADIUS_KM = 300;

import type { EuropeanCountry } from '../model/explore';

/** The text colour on the explore page's country tiles. */
export const COUNTRY_TILE_TEXT = '#ffffff';

/**
 * Two colours per country tile of the explore page, a nod to each flag, painted as a gradient under white
 * text: every point of each gradient keeps 4.5:1 with it (country-colors.test.ts). Yellows are the deep
 * `#a16207`, the flag's gold would leave white text at 2.9:1.
 */
export const COUNTRY_COLORS: Record<EuropeanCountry, [string, string]> = {
  italy: ['#15803d', '#b91c1c'],
  spain: ['#b91c1c', '#a16207'],
  germany: ['#1f2937', '#b91c1c'],
  switzerland: ['#b91c1c', '#7f1d1d'],
  scotland: ['#1d4ed8', '#1e3a8a'],
  ireland: ['#15803d', '#c2410c'],
  england: ['#b91c1c', '#1e3a8a'],
  sweden: ['#1d4ed8', '#a16207'],
  netherlands: ['#c2410c', '#1d4ed8'],
  finland: ['#1d4ed8', '#1e40af'],
};

/** Achievement constants without zod (the web app reads them at run time); `achievements.ts` builds the schemas. */

/** The categories of games-and-profiles.md §3, plus `scoring`: the trophies golfers earn from their scores. */
export const ACHIEVEMENT_CATEGORIES = [
  'journey',
  'scoring',
  'profile',
  'community',
  'seasonal_challenge',
  'specials',
] as const;

/** Every trophy of the catalogue, in the order the trophies page shows them. */
export const ACHIEVEMENT_IDS = [
  'rounds-1',
  'rounds-5',
  'rounds-10',
  'rounds-25',
  'rounds-50',
  'rounds-100',
  'group-leader-5',
  'first-birdie',
  'first-eagle',
  'hole-in-one',
  'birdie-streak-3',
  'break-100',
  'break-90',
  'break-80',
  'profile-complete',
  'full-bag',
  'first-partner',
  'contributor-10',
  'first-friend',
  'first-post',
  'summer-series-10',
  'beta-participant',
] as const;

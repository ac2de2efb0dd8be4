/**
 * The tips shown while the profile is created (platform.md §2.4, §9): one every 3 seconds, and the
 * loader stays at least that long so the first tip can be read.
 */

export const TIP_INTERVAL_MS = 3_000;

/** The loader shows for at least this long, even when the API answers at once. */
export const PROFILE_CREATION_MIN_MS = 3_000;

export const CREATION_TIPS = [
  'onboarding:creating.tips.scorecard',
  'onboarding:creating.tips.friends',
  'onboarding:creating.tips.stats',
  'onboarding:creating.tips.map',
  'onboarding:creating.tips.handicap',
] as const;

export type CreationTip = (typeof CREATION_TIPS)[number];

/** The tip shown `elapsedMs` after the loader appeared: the list in order, then round again. */
export function tipAt(elapsedMs: number): CreationTip {
  const index = Math.floor(Math.max(0, elapsedMs) / TIP_INTERVAL_MS) % CREATION_TIPS.length;
  return CREATION_TIPS[index] ?? CREATION_TIPS[0];
}

/** How long to keep the loader once the API answered, `elapsedMs` after it appeared. */
export function remainingLoaderMs(elapsedMs: number): number {
  return Math.max(0, PROFILE_CREATION_MIN_MS - elapsedMs);
}

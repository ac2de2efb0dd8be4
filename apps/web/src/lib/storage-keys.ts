/**
 * Every key Fairway keeps in the device's localStorage, in one place so that nothing else invents one.
 *
 * All keys carry the `fairway.` prefix: in development several apps share `localhost`, and a bare `theme`
 * or `locale` would collide with theirs. `index.html` reads `theme` and `locale` before the bundle loads
 * (no flash of the wrong theme); a test keeps its literals equal to these.
 */
export const STORAGE_KEYS = {
  /** The bearer token of the signed-in user. */
  token: 'fairway.token',
  /** The interface language (one of SUPPORTED_LANGUAGES). */
  locale: 'fairway.locale',
  /** The cached profile (JSON), used while offline; written by the accounts issue. */
  profile: 'fairway.profile',
  /** When `profile` was cached (epoch milliseconds); the cache lasts 24 hours. */
  profileTimestamp: 'fairway.profile_timestamp',
  /** The cached membership club (JSON). */
  membership: 'fairway.membership',
  /** `'1'` shows the debug overlay. */
  debug: 'fairway.debug',
  /** The theme preference: `light`, `dark` or `system`. */
  theme: 'fairway.theme',
  /** Distance units: `metric` or `yards`. */
  units: 'fairway.units',
  /** The environment this storage was written by; a change forces sign-out and a wipe. */
  envMarker: 'fairway.env_marker',
  /** Where the debug overlay's banner sits: `top-left`, `top-right`, `bottom-left` or `bottom-right`. */
  debugBanner: 'fairway.debug_banner',
  /** The clubs picked lately on this device (JSON list, newest first, 5 at most). */
  recentClubs: 'fairway.recent_clubs',
  location: 'fairway.location', // the last location found (JSON, 15 min; lib/location.ts)
  nearestClubs: 'fairway.nearest_clubs', // the nearest clubs and where they were asked from (JSON, 30 min)
  /** Onboarding in progress (JSON): the answers so far and the completed steps, so a reload resumes. */
  onboarding: 'fairway.onboarding',
  /** `'1'`: the round's score list shows the marker's quick entry grid. */
  quickEntry: 'fairway.quick_entry',
} as const;

/** The per-round resume flag (platform.md §4, games-and-profiles.md §9 `game_resume_{gameId}`). */
export type GameResumeKey = `fairway.game_resume_${string}`;

/**
 * The key of a round's resume flag: set when the golfer resumed, dismissed ("Not now"), quit or finished the
 * round, so that the resume sheet does not ask again.
 */
export function gameResumeKey(gameId: string): GameResumeKey {
  return `fairway.game_resume_${gameId}`;
}

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | GameResumeKey;

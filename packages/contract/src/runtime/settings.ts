/** Settings constants without zod (the web app reads them at run time); `settings.ts` builds the schemas on them. */

/** The seven notification toggles of games-and-profiles.md §9, in the spec's order. Every one is on until turned off. */
export const NOTIFICATION_TOGGLES = [
  'friendRequests',
  'gameInvitations',
  'newMessages',
  'friendsPosts',
  'postResponses',
  'announcements',
  'clubEvents',
] as const;
export type NotificationToggle = (typeof NOTIFICATION_TOGGLES)[number];

/** The providers a golfer may link to their account (Sign in with Google, Sign in with Apple). */
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;

/** The name a deleted golfer's place in other golfers' rounds keeps (the web app shows it translated). */
export const DELETED_GOLFER_NAME = 'Deleted golfer';

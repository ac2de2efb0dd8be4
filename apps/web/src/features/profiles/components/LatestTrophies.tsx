/**
 * The slot of the profile's 3 latest trophies (games-and-profiles.md §2 "Profile"). Achievements are being
 * built in their own feature: until it answers a golfer's earned trophies, this shows nothing rather than
 * trophies nobody earned. Fill it from the achievements feature's query (the 3 most recent earned ones).
 */
export function LatestTrophies(_props: { userId: string }) {
  return null;
}

import { guestKey, userKey, type CourseChoice, type DraftPlayer, type TeeChoice } from './round-setup';

/** Drafts, courses, tees and players the round-setup tests share. */

export const NOW = new Date(2025, 5, 14, 9, 30); // 14 June 2025, 09:30 local
export const owner = { userId: 'u-1', name: 'Jane Doe', imageUrl: null, handicap: 12.4 };
export const tee = (teeId: string, teeColor: string | null, teeName = teeColor ?? teeId): TeeChoice => ({
  teeId,
  teeName,
  teeColor,
});
export const course = (overrides: Partial<CourseChoice> = {}): CourseChoice => ({
  id: 'c-1',
  name: 'Dolmens',
  holes: 18,
  par: 72,
  hasGps: false,
  tees: [tee('t-white', 'white'), tee('t-blue', 'blue'), tee('t-red', 'red')],
  ...overrides,
});
export const club = {
  id: 'club-1',
  slug: 'club',
  name: 'Golf Club',
  city: 'Rochefort',
  countryName: 'France',
};
export const golfer = (id: string, name = id): DraftPlayer => ({
  key: userKey(id),
  userId: id,
  guestId: null,
  name,
  imageUrl: null,
  handicap: 10,
  teeId: null,
  isGuest: false,
});
export const guest = (id: string): DraftPlayer => ({
  ...golfer(id),
  key: guestKey(id),
  userId: null,
  guestId: id,
  isGuest: true,
});

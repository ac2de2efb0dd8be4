/** The 16 amenity flags of a club, in the order screens list them. */
export const AMENITY_FLAGS = [
  'drivingRange',
  'puttingGreen',
  'chippingGreen',
  'practiceBunker',
  'motorCart',
  'pullCart',
  'golfClubsRental',
  'clubFitting',
  'proShop',
  'golfLessons',
  'caddieHire',
  'restaurant',
  'receptionHall',
  'changingRoom',
  'lockers',
  'lodgingOnSite',
] as const;

/**
 * Filter names the search screen uses that are not among the 16 flags, and the flag each one means
 * (the spec's filter list says `rentalCarts` and `lockerRooms`).
 */
export const AMENITY_ALIASES: Readonly<Record<string, (typeof AMENITY_FLAGS)[number]>> = {
  rentalCarts: 'motorCart',
  lockerRooms: 'lockers',
};

/** Resolves an amenity name from a query (a flag or an alias) to its flag; undefined when unknown. */
export function amenityFlagOf(name: string): (typeof AMENITY_FLAGS)[number] | undefined {
  if ((AMENITY_FLAGS as readonly string[]).includes(name)) return name as (typeof AMENITY_FLAGS)[number];
  return AMENITY_ALIASES[name];
}

import type { Amenities, AmenityFlag } from '@fairway/contract';

/**
 * The 16 amenity flags in the order screens list them: the contract's AMENITY_FLAGS, repeated here so that
 * screens need not load the contract's schemas (a test keeps the two equal).
 */
export const AMENITY_ORDER = [
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
] as const satisfies readonly AmenityFlag[];

/** The flags a club offers, in screen order. */
export function offeredAmenities(amenities: Amenities): AmenityFlag[] {
  return AMENITY_ORDER.filter((flag) => amenities[flag]);
}
